// axe-core on the whole document of a component test, held to what the site's pages are held to
// (e2e/fixtures.ts: WCAG 2.1 A/AA and axe's best practices), in the state a visitor reads: once
// every animation that ends (a toast sliding in, a popover fading) has ended. A spinner's endless
// one is not waited for.
import axe from 'axe-core'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Running animations (CSS animations and transitions) that have an end. */
const settling = () =>
  document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))

/** The document's violations, each as '<label>: <rule> (<targets>)'; [] when there is none. */
export async function axeViolations(label: string): Promise<string[]> {
  await waitFor(() => expect(settling(), `${label}: animations still running`).toHaveLength(0))
  const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
  return results.violations.map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
