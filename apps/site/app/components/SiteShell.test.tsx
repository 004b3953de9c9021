// The shell as the site wires it: the header's scrolled look follows the page's scroll past the spec's
// threshold (behaviour §9, 10 px), both ways. (The look itself is @expert/ui's Header, in its stories.)
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { constants } from '../site.config'
import { addHeadStyles } from '../test/page'
import { SiteShell } from './SiteShell'

afterEach(() => {
  cleanup()
  window.scrollTo(0, 0)
})

const header = () => document.querySelector('header')!

describe('SiteShell', () => {
  it('the header takes its scrolled look past the threshold and leaves it back at the top', async () => {
    addHeadStyles()
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <SiteShell>
              <div style={{ height: '300vh' }}>Contenu</div>
            </SiteShell>
          ),
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    const threshold = constants.headerScrollThresholdPx
    // Past the threshold, the look follows (in a transition: a frame or two later).
    window.scrollTo(0, threshold + 10)
    await expect.poll(() => header().hasAttribute('data-scrolled')).toBe(true)
    // At the threshold itself, not past it: the look goes.
    window.scrollTo(0, threshold)
    await expect.poll(() => header().hasAttribute('data-scrolled')).toBe(false)
    window.scrollTo(0, threshold + 1)
    await expect.poll(() => header().hasAttribute('data-scrolled')).toBe(true)
    window.scrollTo(0, 0)
    await expect.poll(() => header().hasAttribute('data-scrolled')).toBe(false)
  })
})
