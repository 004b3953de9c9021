// What the visitor does before the part of the page they touch is live, kept until it is.
//
// A prerendered page looks ready one or two seconds before its JavaScript runs on a phone. Links,
// text and date fields, check boxes, the stars (radios), the lists (native <select>) and the menu (a
// native <dialog>) work in that window by themselves, and what the visitor enters in them is handed
// to React when their island is live (hand-edits.ts); the services tabs, the cookie banner with
// 'Gérer les cookies', and the reviews' prerendered pages answer through their own inline scripts.
// What only the page's code can do is a form's submission and a react-aria button's press (the
// questions of the reviews' FAQ). So one tiny inline script, first in the <head>, listens from the
// first byte of the page and, for any part that is not live yet:
//   - holds a form's submission (no native GET that would put what was typed in the URL),
//   - records a tap on a react-aria button (the last one: a tap the visitor has moved on from, by
//     focusing, typing in or tapping something else, is dropped),
//   - notes that the visitor touched, focused or typed in an island (so it hydrates at once),
// and announces each with an `earlyinput` event on window. When a part becomes live (the page's
// root: `data-hydrated` on <html>; an island: `data-island-live` on its host element), its owner
// takes what was recorded for it and replays it on the same elements, which hydration kept:
// the tap is honoured once, without the visitor tapping again.
//
// The recorder is written as a function so that it is type-checked like the rest; the page gets its
// source text (`earlyInputScript()`), and the CSP allows it by hash like any other inline script.

/** A tap or a submission recorded before its part of the page was live. */
export type EarlyAction =
  | { type: 'click'; target: HTMLElement }
  | { type: 'press'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }

export type EarlyInputStore = {
  /** Actions not taken yet, in the order they happened. */
  actions: EarlyAction[]
  /** Islands (their host elements) the visitor has pointed at, touched, focused or typed in. */
  touched: Element[]
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputStore
  }
}

/** What the `earlyinput` event tells: the island concerned (null: outside every island) and the event's type. */
export type EarlyInputDetail = { island: Element | null; type: string }

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
  const doc = win.document
  const islandOf = (element: Element) => element.closest('[data-island]')
  const isLive = (element: Element) => {
    const island = islandOf(element)
    return island ? island.hasAttribute('data-island-live') : doc.documentElement.hasAttribute('data-hydrated')
  }
  const announce = (island: Element | null, type: string) => win.dispatchEvent(new win.CustomEvent('earlyinput', { detail: { island, type } }))
  const record = (event: Event) => {
    const target = event.target
    if (!(target instanceof win.Element)) return
    // A tap is for the moment it was made. Once the visitor has moved on — focused, typed in or
    // tapped something else, or sent the form — an older tap on another control is dropped: replayed
    // seconds later, it would act under their fingers and take focus from where they are typing.
    if (event.type === 'focusin' || event.type === 'input' || event.type === 'click' || event.type === 'submit') {
      store.actions = store.actions.filter((action) => action.type === 'submit' || action.target.contains(target))
    }
    if (isLive(target)) return
    const island = islandOf(target)
    if (event.type === 'submit') {
      if (!(target instanceof win.HTMLFormElement)) return
      event.preventDefault()
      const submitter = (event as SubmitEvent).submitter
      store.actions.push({ type: 'submit', target, submitter: submitter instanceof win.HTMLElement ? submitter : null })
    } else if (event.type === 'click' || event.type === 'pointerdown') {
      // Only react-aria's buttons need the code: a native button answers by itself or through its
      // inline script, and a submit button's submission is held instead.
      const control = target.closest('button[data-react-aria-pressable]')
      if (control instanceof win.HTMLButtonElement && control.type !== 'submit') {
        store.actions.push({ type: event.type === 'click' ? 'click' : 'press', target: control })
      }
    }
    if (island && store.touched.indexOf(island) < 0) store.touched.push(island)
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

/**
 * Removes and returns the actions recorded inside `region`: an island's host element, or the
 * page's root (`document.documentElement`), which owns what is outside every island.
 */
export function takeEarlyActions(region: Element): EarlyAction[] {
  const isPage = region === document.documentElement
  const mine = (action: EarlyAction) => {
    const island = action.target.closest(`[${ISLAND_ATTRIBUTE}]`)
    return isPage ? island === null : island === region
  }
  const { actions } = store()
  const taken = actions.filter(mine)
  store().actions = actions.filter((action) => !mine(action))
  return taken
}

/**
 * Honours, on the now-live elements, what was recorded before: each tapped control is tapped once
 * more (never a control whose panel or popup is already open, so a replay never undoes what React
 * already did), and a held submission is submitted once. A press begun before
 * and ended after hydration (pointer down early, click late) never reaches the live control as a
 * whole press, so its click is honoured too.
 */
export function replayEarlyActions(actions: EarlyAction[]) {
  const tapped = new Set<HTMLElement>()
  let submitted = false
  for (const action of actions) {
    if (action.type === 'submit') {
      if (submitted || !action.target.isConnected) continue
      submitted = true
      const { submitter } = action
      action.target.requestSubmit(submitter && action.target.contains(submitter) ? submitter : undefined)
    } else if (action.type === 'click') {
      if (!tapped.has(action.target)) tapped.add(action.target)
    }
  }
  const pressedOnly = actions.filter(
    (action): action is Extract<EarlyAction, { type: 'press' }> => action.type === 'press' && !tapped.has(action.target) && hasState(action.target),
  )
  for (const control of tapped) tapAgain(control)
  for (const { target } of pressedOnly) {
    // The click of this press has not come yet: honour it when it comes, once. Only for a control
    // whose state tells whether the live click already worked (a disclosure, a popup trigger).
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !target.contains(event.target)) return
      window.removeEventListener('click', onClick, true)
      clearTimeout(timer)
      requestAnimationFrame(() => tapAgain(target))
    }
    const timer = setTimeout(() => window.removeEventListener('click', onClick, true), 2_000)
    window.addEventListener('click', onClick, true)
  }
}

const hasState = (control: HTMLElement) => control.hasAttribute('aria-expanded') || control.hasAttribute('aria-haspopup')

function tapAgain(control: HTMLElement) {
  if (!control.isConnected || control.getAttribute('aria-expanded') === 'true') return
  control.click()
}
