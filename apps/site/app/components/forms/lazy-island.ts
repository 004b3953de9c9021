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
//
// If a form's JS cannot be downloaded (a phone losing its connection), the page is not replaced by
// the error page: the island stays as prerendered, with what was typed, and WhenUnavailable shows
// what the page puts there (FormUnavailable: why, the phone number and e-mail). A held
// submission, or the browser coming back online, tries the download again (Chromium remembers a
// failed module and refuses it again at once, until a reload; other browsers may fetch it again).
import { Component, createElement, lazy, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'

/** Every island download failure is logged the same way: '[label] chargement impossible : …'. */
export const logLoadFailure = (label: string, error: unknown) => console.error(`[${label}] chargement impossible :`, error)

export function serverIsland<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load()
}

/**
 * If the island's JS cannot be downloaded, the error must never reach the route's error page (the
 * whole page replaced by 'Erreur'). With `keepPrerendered`, the prerendered markup simply stays (the
 * failure is logged); otherwise wrap the boundary in an IslandErrorBoundary, which shows its fallback.
 */
export function clientIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { keepPrerendered = false, label = 'îlot' }: { keepPrerendered?: boolean; label?: string } = {},
): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!keepPrerendered) throw error
        logLoadFailure(label, error)
        // Pending for good: the boundary keeps the prerendered markup.
        return new Promise<never>(() => {})
      },
    ),
  )
}

/** Catches what an island throws (its JS could not be downloaded): logs it and shows `fallback` instead. */
export class IslandErrorBoundary extends Component<{ fallback: ReactNode; label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    logLoadFailure(this.props.label, error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** Events that mean "the visitor is about to use this form". */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const

/** The server build's counterpart of interactionIsland: the awaited component, nothing to wait for. */
export async function serverInteractionIsland<P extends object>(load: () => Promise<ComponentType<P>>): Promise<InteractionIsland<P>> {
  return { Island: await load(), useHydrateOnInteraction: () => {}, WhenUnavailable: () => null }
}

export type InteractionIsland<P extends object> = {
  Island: ComponentType<P>
  /**
   * Call from the component that renders the island's Suspense boundary. `selector` matches the
   * island's root element (present in the prerendered HTML).
   */
  useHydrateOnInteraction: (selector: string) => void
  /**
   * Renders its children only while the island's JS cannot be downloaded. A component of its own,
   * so the boundary's parent never re-renders: a dehydrated Suspense boundary that receives an
   * update before it hydrates is client-rendered, which would drop the prerendered form.
   */
  WhenUnavailable: ComponentType<{ children: ReactNode }>
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

  // Download failures: whether the last attempt failed, who shows it, and the next attempt's trigger.
  let unavailable = false
  const listeners = new Set<() => void>()
  const setUnavailable = (value: boolean) => {
    unavailable = value
    for (const listener of listeners) listener()
  }
  let tryAgain: (() => void) | null = null
  const retry = () => {
    window.removeEventListener('online', retry)
    tryAgain?.()
    tryAgain = null
  }

  const Island = lazy(async () => {
    await opened
    let Component: ComponentType<P>
    for (;;) {
      try {
        Component = await load()
        break
      } catch (error) {
        logLoadFailure('formulaire', error)
        setUnavailable(true)
        // Never rejected: a rejection would reach the route's error page and take the form, and
        // what was typed in it, off the page. Tried again on a held send or back online.
        await new Promise<void>((resolve) => {
          tryAgain = resolve
          window.addEventListener('online', retry, { once: true })
        })
      }
    }
    setUnavailable(false)
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

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  function WhenUnavailable({ children }: { children: ReactNode }) {
    const isUnavailable = useSyncExternalStore(
      subscribe,
      () => unavailable,
      () => false,
    )
    return isUnavailable ? children : null
  }

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
        if (unavailable) {
          // The form's JS could not be downloaded: try again, and point at the notice saying so.
          retry()
          const notice = (event.target as Element).closest(selector)?.parentElement?.querySelector<HTMLElement>(
            ':scope > [data-form-unavailable]',
          )
          notice?.focus()
        }
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

  return { Island, useHydrateOnInteraction, WhenUnavailable }
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
