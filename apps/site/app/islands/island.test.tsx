// An island taken off the page (a client-side navigation) while its root is still hydrating it: the
// root is dropped without an error reaching the page. React reports unmounting a root before it has
// hydrated as a recoverable error (« This root received an early update, before anything was able
// hydrate », minified #424), through window's error event by default: on a slow phone (and on CI)
// a visitor who follows a link while an island hydrates in its transition made that happen.
import { render, waitFor } from '@testing-library/react'
import { use, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_REACT_ATTRIBUTE } from './early-input'
import { island } from './island'

const PRERENDERED = '<p>Contenu de l’île</p>'

let release: (() => void) | undefined
/** Code that has arrived and whose hydration waits (on a slow phone: the work still sliced in its transition). */
const hydrating = new Promise<void>((resolve) => {
  release = resolve
})
function Waiting() {
  use(hydrating)
  return <p>Contenu de l’île</p>
}
const WaitingIsland = island({ name: 'essai', load: async () => Waiting, hydrate: 'load' })

const Page = ({ islandShown }: { islandShown: boolean }): ReactNode => <MemoryRouter>{islandShown ? <WaitingIsland /> : <p>Une autre page</p>}</MemoryRouter>

const errors: unknown[] = []
const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message)
afterEach(() => window.removeEventListener('error', onError))

test('an island leaving the page before its root has hydrated it is dropped without an error', async () => {
  window.addEventListener('error', onError)
  // The page as the build writes it: the island's host with its prerendered content.
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page islandShown />)
  const host = container.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="essai"]`)!
  host.innerHTML = PRERENDERED
  document.body.append(container)

  const page = render(<Page islandShown />, { container, hydrate: true })
  // Its code is there and its root is hydrating it.
  await waitFor(() => expect(host.hasAttribute(ISLAND_REACT_ATTRIBUTE)).toBe(true))
  expect(host.hasAttribute(ISLAND_LIVE_ATTRIBUTE)).toBe(false)

  // A link followed: the page's root renders the next page without the island.
  page.rerender(<Page islandShown={false} />)
  await waitFor(() => expect(container.textContent).toBe('Une autre page'))
  // The island's root is unmounted in a task of its own, then React renders that.
  await new Promise((resolve) => setTimeout(resolve, 50))
  release?.()
  await new Promise((resolve) => setTimeout(resolve, 50))

  expect(errors).toEqual([])
  // Dropped, not left to hydrate markup out of the page (its effects would run, never cleaned up).
  expect(host.hasAttribute(ISLAND_LIVE_ATTRIBUTE)).toBe(false)
  expect(host.innerHTML).toBe('')
  page.unmount()
  container.remove()
})
