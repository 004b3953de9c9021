// What the visitor does before the part of the page they touch is live, kept until it is.
//
// A prerendered page looks ready one or two seconds before its JavaScript runs on a phone. Links,
// text and date fields, check boxes, the stars (radios), the lists (native <select>), the menu (a
// native <dialog>) and the reviews' FAQ (native <details>) work in that window by themselves, and
// what the visitor enters in them is handed to React when their island is live (hand-edits.ts); the
// services tabs, the cookie banner with 'Gérer les cookies', and the reviews' prerendered pages answer
// through their own inline scripts. What only the page's code can do is a form's submission, and
// every form is in an island. So one tiny inline script, first in the <head>, listens from the first
// byte of the page and, for any island that is not live yet:
//   - holds a form's submission (made once the island is live; natively, a form's submission does nothing),
//   - notes that the visitor touched, focused or typed in the island (so it hydrates at once),
// and announces each with an `earlyinput` event on window. When the island becomes live
// (`data-island-live` on its host element), it takes what was held for it and submits it once, on
// the same form, which hydration kept. No tap is recorded: the only react-aria buttons a page shows
// before its code are islands' submit buttons, whose submission is held instead.
//
// The recorder is written as a function so that it is type-checked like the rest; the page gets its
// source text (`earlyInputScript()`), and the CSP allows it by hash like any other inline script.

/** A submission held before its island was live. */
export type EarlyAction = { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }

export type EarlyInputStore = {
  /** Submissions not made yet, in the order they happened. */
  actions: EarlyAction[]
  /** Islands (their host elements) the visitor has pointed at, touched, focused or typed in. */
  touched: Element[]
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputStore
  }
}

/** What the `earlyinput` event tells: the island concerned and the event's type. */
export type EarlyInputDetail = { island: Element; type: string }

/** The attribute of an island's host element, and the one set when the island is live. */
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live'
/** Set on an island's host as its root starts hydrating (or rendering) it: its markup is React's from then on. */
export const ISLAND_REACT_ATTRIBUTE = 'data-island-react'
/** Attribute of what an island shows when its code cannot be downloaded; focused when the visitor tries to send. */
export const UNAVAILABLE_ATTRIBUTE = 'data-island-unavailable'
/** The event announced on window for each recorded action or touched island. */
export const EARLY_INPUT_EVENT = 'earlyinput'

/**
 * The recorder. Runs as an inline script before anything else: ES2017, no imports, no helpers,
 * and it must never throw (a broken recorder would break every page).
 */
export function recordEarlyInput(win: Window & typeof globalThis) {
  if (win.__earlyInput) return
  const store: EarlyInputStore = { actions: [], touched: [] }
  win.__earlyInput = store
  const islandOf = (element: Element) => element.closest('[data-island]')
  const announce = (island: Element, type: string) => win.dispatchEvent(new win.CustomEvent('earlyinput', { detail: { island, type } }))
  const record = (event: Event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    const island = islandOf(target)
    if (!island || island.hasAttribute('data-island-live')) return
    if (event.type === 'submit') {
      if (!(target instanceof win.HTMLFormElement)) return
      event.preventDefault()
      const submitter = (event as SubmitEvent).submitter
      store.actions.push({ type: 'submit', target, submitter: submitter instanceof win.HTMLElement ? submitter : null })
    }
    if (store.touched.indexOf(island) < 0) store.touched.push(island)
    announce(island, event.type)
  }
  const types = ['submit', 'click', 'pointerdown', 'pointerover', 'touchstart', 'focusin', 'input']
  for (const type of types) win.addEventListener(type, record, { capture: true, passive: type !== 'submit' })
}

/** The inline script of every page's <head> (called by the build only: browsers never need its text). */
export const earlyInputScript = () => `(${recordEarlyInput.toString()})(window)`

const store = (): EarlyInputStore => (window.__earlyInput ??= { actions: [], touched: [] })

/** Whether the visitor has already pointed at, touched, focused or typed in this island. */
export const wasTouched = (island: Element) => store().touched.includes(island)

/** Removes and returns the submissions held inside an island (its host element). */
export function takeEarlyActions(island: Element): EarlyAction[] {
  const mine = (action: EarlyAction) => action.target.closest(`[${ISLAND_ATTRIBUTE}]`) === island
  const { actions } = store()
  store().actions = actions.filter((action) => !mine(action))
  return actions.filter(mine)
}

/** Makes, on the now-live form, the submission held before: once, whatever the number of attempts. */
export function replayEarlyActions(actions: EarlyAction[]) {
  const [first] = actions.filter((action) => action.target.isConnected)
  if (!first) return
  const { target, submitter } = first
  target.requestSubmit(submitter && target.contains(submitter) ? submitter : undefined)
}
