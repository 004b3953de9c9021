// React.lazy for an interactive island that must be prerendered complete.
//
// The prerender must write the finished markup, not a fallback. So each island module does:
//
//   const load = () => import('./XIsland').then((m) => m.XIsland)
//   const Island = import.meta.env.SSR ? await serverIsland(load) : clientIsland(load)
//
// The server build awaits the module before any render (top-level await, server bundle only), so
// the HTML holds the finished island; the client keeps React.lazy: the island's JS is a separate
// chunk, and the prerendered markup stays in place inside its Suspense boundary until it hydrates.
//
// clientIsland(load) fetches the chunk when hydration reaches it. interactionIsland(load) waits
// for the visitor instead: the forms are complete, working HTML before hydration (text can be
// typed, boxes ticked), so their JS — react-aria fields, the date picker, the mail adapter, most of
// what a form page runs — is fetched and hydrated only when the visitor first points at, touches
// or focuses the form. Until then the phone's main thread is free (Total Blocking Time of /contact
// went from ~80–240 ms to ~0–40 ms in Lighthouse). What the visitor did meanwhile is kept: values
// typed before hydration are handed to React, a button pressed (select, calendar) is pressed again
// and a submission is held and replayed once the form is live, so validation and sending behave
// exactly as after hydration.
import { createElement, lazy, useEffect, type ComponentType } from 'react'

export function serverIsland<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load()
}

export function clientIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })))
}

/** Events that mean "the visitor is about to use this form". */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const

/** The server build's counterpart of interactionIsland: the awaited component, nothing to wait for. */
export async function serverInteractionIsland<P extends object>(load: () => Promise<ComponentType<P>>): Promise<InteractionIsland<P>> {
  return { Island: await load(), useHydrateOnInteraction: () => {} }
}

export type InteractionIsland<P extends object> = {
  Island: ComponentType<P>
  /**
   * Call from the component that renders the island's Suspense boundary. `selector` matches the
   * island's root element (present in the prerendered HTML).
   */
  useHydrateOnInteraction: (selector: string) => void
}

/**
 * An island hydrated on first interaction (see the header). Client-side navigations to a page
 * holding it (no prerendered markup to show) load it at once.
 */
export function interactionIsland<P extends object>(load: () => Promise<ComponentType<P>>): InteractionIsland<P> {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  let markLive!: (root: Element | null) => void
  const live = new Promise<Element | null>((resolve) => {
    markLive = resolve
  })
  let rootSelector = ''

  const Island = lazy(async () => {
    await opened
    const Component = await load()
    function Live(props: P) {
      useEffect(() => {
        const root = rootSelector ? document.querySelector(rootSelector) : null
        if (root) handEditsToReact(root)
        markLive(root)
      }, [])
      return createElement(Component, props)
    }
    return { default: Live }
  })

  function useHydrateOnInteraction(selector: string) {
    rootSelector = selector
    useEffect(() => {
      // Rendered by a client-side navigation (the page is already hydrated): nothing to wait for.
      if (document.documentElement.dataset.hydrated === 'true') {
        open()
        return
      }
      const inIsland = (target: EventTarget | null) => target instanceof Element && target.closest(selector) !== null
      const onInteraction = (event: Event) => {
        if (inIsland(event.target)) open()
      }
      let heldSubmit = false
      const onSubmit = (event: SubmitEvent) => {
        if (!inIsland(event.target)) return
        // Not live yet: no native (GET) submission of what was typed; send it once the form is live.
        event.preventDefault()
        open()
        if (heldSubmit) return
        heldSubmit = true
        const form = event.target as HTMLFormElement
        const submitter = event.submitter
        void live.then(() => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined))
      }
      // A button pressed before the form is live (the select's or the date picker's popup trigger:
      // they do nothing as plain HTML) is pressed again once it is, on the same element (hydration
      // keeps it). A press may also straddle hydration — pointer down before, up after: the live
      // button never saw it start and ignores its end, so it is replayed too. Either way, not if the
      // popup is already open (React hydrated the button in time to handle the press itself), so a
      // replay never toggles it shut.
      let isLive = false
      let heldButton: HTMLButtonElement | null = null
      let pressedButton: HTMLButtonElement | null = null
      const popupButton = (target: EventTarget | null) => {
        const button = target instanceof Element ? target.closest('button') : null
        return button && button.type !== 'submit' && inIsland(button) ? button : null
      }
      const pressAgain = (button: HTMLButtonElement) => {
        if (button.isConnected && button.getAttribute('aria-expanded') !== 'true') button.click()
      }
      const onPointerDown = (event: PointerEvent) => {
        if (!isLive) pressedButton = popupButton(event.target)
      }
      const onPointerCancel = () => {
        pressedButton = null
        if (isLive) remove()
      }
      const onClick = (event: MouseEvent) => {
        const button = popupButton(event.target)
        if (isLive) {
          // The end of a press begun before the form was live (only listened to until then).
          if (button && button === pressedButton) pressAgain(button)
          remove()
          return
        }
        if (!button || heldButton) return
        heldButton = button
        open()
      }
      const untilLive = [
        ...INTERACTION_EVENTS.map((type) => [type, onInteraction, { capture: true, passive: true }] as const),
        ['submit', onSubmit, { capture: true }] as const,
      ]
      const presses = [
        ['click', onClick, { capture: true }] as const,
        ['pointerdown', onPointerDown, { capture: true, passive: true }] as const,
        ['pointercancel', onPointerCancel, { capture: true, passive: true }] as const,
      ]
      type Listeners = typeof untilLive | typeof presses
      const listen = (listeners: Listeners) => {
        for (const [type, listener, options] of listeners) window.addEventListener(type, listener as EventListener, options)
      }
      const unlisten = (listeners: Listeners) => {
        for (const [type, listener, options] of listeners) window.removeEventListener(type, listener as EventListener, options)
      }
      listen(untilLive)
      listen(presses)
      let removed = false
      const remove = () => {
        if (removed) return
        removed = true
        unlisten(untilLive)
        unlisten(presses)
      }
      void live.then(() => {
        isLive = true
        unlisten(untilLive)
        if (heldButton) {
          pressAgain(heldButton)
          pressedButton = null
        }
        // Keep listening only for the end of a press that straddles hydration.
        if (!pressedButton) remove()
      })
      return remove
    }, [selector])
  }

  return { Island, useHydrateOnInteraction }
}

/**
 * After hydration, React keeps what the visitor typed in the DOM but its state still holds the
 * prerendered value, which the next render would write back. React records that prerendered value
 * as the field's default (`defaultValue` / `defaultChecked`), so a field whose live value differs
 * was edited before hydration: replay the edit as the event React listens to, so its state follows.
 */
export function handEditsToReact(root: Element) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue
      // A radio group reports the newly chosen one; the one it replaced follows by itself.
      if (field.type === 'radio' && !field.checked) continue
      // Back to what React rendered, then a real click: the browser toggles it and React hears it.
      field.checked = field.defaultChecked
      field.click()
      continue
    }
    if (field.type === 'hidden' || field.value === field.defaultValue) continue
    const typed = field.value
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
    if (!setNativeValue) continue
    // Through the element's own setter (React's value tracker sees the prerendered value), then the
    // native one (the field shows what was typed): React's input listener sees a change and reports it.
    field.value = field.defaultValue
    setNativeValue.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
