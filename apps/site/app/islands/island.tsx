// Islands: the interactive parts of a page (the forms, the services tabs, the reviews list), each
// rendered into the prerendered HTML by the build and hydrated in the browser by a React root of
// its own, when its code is there.
//
// Why a root of its own. React hydrates a part of a page whose code has not arrived (a lazy
// component inside a Suspense boundary) later, on its own; but if any update reaches that boundary
// first — a route re-render, a context change (every navigation, a hash change from the skip link
// or an in-page link, changes React Router's location context), a popstate (React renders those
// synchronously) — React gives up on the server HTML, deletes it and renders the fallback instead.
// With a form whose code waits for the visitor, that was an empty card for good. No rule about
// which updates are safe closes that class; a separate root does, by construction: the page's root
// renders only this island's host element, with constant props, so no update of the page can reach
// the island's markup, and the island's root touches it only when it can hydrate it completely.
//
// The island's code is a separate chunk, fetched when its `hydrate` policy says:
//   'load'         at once (the services tabs, the reviews list),
//   'interaction'  when the visitor first points at, touches, focuses or types in it (the forms:
//                  their code is most of what those pages would otherwise run and download),
//   'visible'      when it comes within a screen height of the viewport (the home's testimonials),
//                  or at the first interaction.
//
// Build-time data (`serverProps`, e.g. the approved reviews as of the build) is rendered into the
// island's HTML and written, as JSON, on its host element (`data-island-props`): the island's root
// hydrates with exactly those props, so what the visitor reads before (or without) JavaScript is
// what React adopts, and the component refreshes it from there.
// Until then the prerendered HTML works as HTML: fields take text, boxes tick, links go. What only
// code can do (a submission) is held by the page's early-input script (early-input.ts) and made
// once the island is live; what was typed is handed to React
// (handEditsToReact). A client-side navigation to a page with an island renders it at once.
//
// If the code cannot be downloaded (a phone losing its connection), the island stays as
// prerendered with what was typed, `unavailable` is shown (above it, or in its place), and the
// download is tried again when the browser is back online or the visitor tries to send.
import { createElement, startTransition, use, useContext, useEffect, useId, useRef, useState, type ComponentType, type Context, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
  useLocation,
} from 'react-router'
import { LinkProvider } from '@expert/ui/LinkProvider'
import { scriptFailedAttribute } from '@expert/ui/styles'
import { RouterLink } from '../lib/RouterLink'
import {
  EARLY_INPUT_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_REACT_ATTRIBUTE,
  UNAVAILABLE_ATTRIBUTE,
  replayEarlyActions,
  takeEarlyActions,
  wasTouched,
  type EarlyInputDetail,
} from './early-input'
import { handEditsToReact } from './hand-edits'
import { logLoadFailure } from './load-failure'
import * as styles from './island.css'

export type IslandOptions<P extends object> = {
  /** Short name: the host's `data-island` value. */
  name: string
  /** How a download failure is labelled in the console ('[label] chargement impossible : …'). @default name */
  label?: string
  /** Imports the island's component (a dynamic import: the island is a chunk of its own). */
  load: () => Promise<ComponentType<P>>
  /** When the island's code is fetched and it hydrates. */
  hydrate: 'load' | 'interaction' | 'visible'
  /**
   * Build only: props read when the page is prerendered (data as of the build), merged over the
   * page's props, rendered into the HTML and handed to the island's root for hydration. Absent in
   * the browser's bundle (pass it as `import.meta.env.SSR ? … : undefined`). An island rendered
   * after a client-side navigation has none: its component must cope without them.
   */
  serverProps?: () => Promise<Partial<P> | undefined>
  /**
   * Shown while the island's code cannot be downloaded: above the prerendered island (which keeps
   * what was typed), or instead of it with `replace`; with `onlyWhenEmpty`, only when the island has
   * no prerendered content (a client-side navigation): prerendered content is kept as it is.
   */
  unavailable?: { render: () => ReactNode; replace?: boolean; onlyWhenEmpty?: boolean }
  /**
   * Shown above the island when the page runs no JavaScript at all, in the prerendered HTML: scripting
   * is off, or the page's code could not be downloaded (`scriptFailedAttribute` on <html>, set by the
   * boot script). What the island cannot do then, and what the visitor can do instead.
   */
  withoutScript?: () => ReactNode
}

// A second root sees none of the first one's contexts: the router's are handed over (every one it
// exports), so that links (with their prefetching), useNavigate and useSearchParams work in an
// island as anywhere else. Read in the host, provided around the island, and updated in the island
// whenever they change in the page.
const routerContexts = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
] as readonly Context<unknown>[]

function useRouterContexts(): unknown[] {
  // A fixed list, so the hooks are called in the same order on every render.
  return routerContexts.map((context) => useContext(context))
}

/** The island's tree, the same in the build's HTML and in the browser's root (so hydration matches). */
function islandTree<P extends object>(Component: ComponentType<P>, props: P, contexts: unknown[], onLive: () => void): ReactNode {
  const island = (
    <Live onLive={onLive}>
      <LinkProvider component={RouterLink}>{createElement(Component, props)}</LinkProvider>
    </Live>
  )
  return routerContexts.reduceRight<ReactNode>((children, context, index) => <context.Provider value={contexts[index]}>{children}</context.Provider>, island)
}

/** Calls `onLive` once the island's root has committed (hydrated, or rendered). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  // Once, at the first commit: later renders of the same island are not news.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onLive, [])
  return children
}

const noop = () => {}

/**
 * Declares an island. The returned component renders, in the build, the island's complete HTML
 * inside its host element; in the browser, the host element alone, whose content the island's own
 * root hydrates.
 */
export function island<P extends object>(options: IslandOptions<P>): ComponentType<P> {
  const Host = import.meta.env.SSR ? serverHost(options) : clientHost(options)
  function Island(props: P) {
    // A page of the same route reached by a client-side navigation (another service, another
    // landing) gets a new island, as it would with a page load.
    const { pathname } = useLocation()
    return <Host key={pathname} props={props} />
  }
  Island.displayName = `Island(${options.name})`
  return Island
}

/** The host's attribute holding the island's build-time props (JSON). */
const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

function serverHost<P extends object>({ name, load, serverProps, withoutScript }: IslandOptions<P>) {
  // The build waits for the island's module, the string renderer and its build-time props before
  // rendering the page.
  const ready = Promise.all([load(), import('react-dom/server'), serverProps?.()])
  return function ServerIslandHost({ props }: { props: P }) {
    const prefix = useId()
    const contexts = useRouterContexts()
    const [Component, server, extra] = use(ready)
    const render = () => server.renderToString(islandTree(Component, { ...props, ...extra }, contexts, noop), { identifierPrefix: prefix })
    return (
      <>
        {withoutScript ? <div className={styles.withoutScript}>{withoutScript()}</div> : null}
        <IslandMarkup name={name} extra={extra ? JSON.stringify(extra) : undefined} render={render} />
      </>
    )
  }
}

/** No hooks here: a nested render must not run inside a component that holds hook state. */
function IslandMarkup({ name, extra, render }: { name: string; extra: string | undefined; render: () => string }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: extra }} className={styles.host} dangerouslySetInnerHTML={{ __html: render() }} />
}

/** The build-time props written on a prerendered host; none when absent or unreadable. */
function readServerProps<P extends object>(element: HTMLElement): Partial<P> {
  const json = element.getAttribute(ISLAND_PROPS_ATTRIBUTE)
  if (!json) return {}
  try {
    return JSON.parse(json) as Partial<P>
  } catch {
    return {}
  }
}

/** Constant: React compares it by identity and never touches the host's content again. */
const LEAVE_CONTENT_ALONE = { __html: '' }

function clientHost<P extends object>(options: IslandOptions<P>) {
  return function ClientIslandHost({ props }: { props: P }) {
    const prefix = useId()
    const contexts = useRouterContexts()
    const host = useRef<HTMLDivElement>(null)
    const controller = useRef<IslandController | null>(null)
    // 'empty': nothing prerendered to keep; 'kept': the prerendered island stays as it is.
    const [unavailable, setUnavailable] = useState<false | 'empty' | 'kept'>(false)
    const latest = useRef({ props, contexts })
    latest.current = { props, contexts }

    useEffect(() => {
      const element = host.current
      if (!element) return
      const started = startIsland(element, {
        ...options,
        prefix,
        tree: (Component, onLive, extra) => islandTree(Component, { ...latest.current.props, ...extra }, latest.current.contexts, onLive),
        setUnavailable,
      })
      controller.current = started
      return () => {
        controller.current = null
        started.stop()
      }
    }, [prefix])

    // The page re-rendered (new props, a navigation): the live island follows.
    useEffect(() => controller.current?.update())

    const shown = unavailable === 'empty' || (unavailable === 'kept' && !options.unavailable?.onlyWhenEmpty)
    const notice = shown && options.unavailable ? options.unavailable.render() : null
    if (notice && options.unavailable?.replace) return notice
    return (
      <>
        {notice}
        {/* The same element as in the HTML, so hydration matches; React leaves its content alone. */}
        {options.withoutScript ? <div className={styles.withoutScript}>{options.withoutScript()}</div> : null}
        <div
          ref={host}
          {...{ [ISLAND_ATTRIBUTE]: options.name }}
          className={styles.host}
          suppressHydrationWarning
          dangerouslySetInnerHTML={LEAVE_CONTENT_ALONE}
        />
      </>
    )
  }
}

type IslandController = { update: () => void; stop: () => void }

type StartOptions<P extends object> = IslandOptions<P> & {
  prefix: string
  tree: (Component: ComponentType<P>, onLive: () => void, extra: Partial<P>) => ReactNode
  setUnavailable: (unavailable: false | 'empty' | 'kept') => void
}

function startIsland<P extends object>(element: HTMLElement, options: StartOptions<P>): IslandController {
  // Prerendered content to hydrate; none after a client-side navigation (rendered at once then).
  const prerendered = element.hasChildNodes()
  const extra = prerendered ? readServerProps<P>(element) : {}
  let observer: IntersectionObserver | null = null
  let state: 'waiting' | 'loading' | 'unavailable' | 'rendering' | 'live' | 'stopped' = 'waiting'
  // Read through a function: the state changes while `start` awaits.
  const stopped = () => state === 'stopped'
  let root: Root | null = null
  let component: ComponentType<P> | null = null
  let tryAgain: (() => void) | null = null

  const onLive = () => {
    if (stopped()) return
    state = 'live'
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '')
    handEditsToReact(element)
    // After React has applied those edits (they are flushed when the effects that made the island
    // live are done), so that a held submission sends what was typed.
    queueMicrotask(() => replayEarlyActions(takeEarlyActions(element)))
  }

  const retry = () => {
    window.removeEventListener('online', retry)
    tryAgain?.()
    tryAgain = null
  }

  const start = async () => {
    state = 'loading'
    for (;;) {
      try {
        component = await options.load()
        break
      } catch (error) {
        if (stopped()) return
        logLoadFailure(options.label ?? options.name, error)
        state = 'unavailable'
        // Its prerendered controls that need the code give way to their no-script form (@expert/ui/styles).
        element.setAttribute(scriptFailedAttribute, '')
        options.setUnavailable(prerendered ? 'kept' : 'empty')
        await new Promise<void>((resolve) => {
          tryAgain = resolve
          window.addEventListener('online', retry)
        })
        state = 'loading'
      }
    }
    if (stopped()) return
    element.removeAttribute(scriptFailedAttribute)
    options.setUnavailable(false)
    state = 'rendering'
    // From here the markup is React's: a page script that turns prerendered markup (the reviews'
    // pages) leaves it alone, so that what React reads as it hydrates does not change under it.
    element.setAttribute(ISLAND_REACT_ATTRIBUTE, '')
    const tree = options.tree(component, onLive, extra)
    // In a transition, as React Router hydrates the page: the work is sliced and yields to the
    // visitor's input instead of holding the main thread for the whole island.
    startTransition(() => {
      if (prerendered) {
        root = hydrateRoot(element, tree, {
          identifierPrefix: options.prefix,
          // An island taken off the page before its root has hydrated it (a link followed while the
          // hydration is still sliced in its transition) is unmounted at once: React then reports the
          // unmount as an « early update » that switched the root to client rendering — of nothing, on
          // markup no longer in the page. What a stopped island's root reports is not the page's error;
          // anything else goes where React sends it by default.
          onRecoverableError: (error) => {
            if (!stopped()) reportError(error)
          },
        })
      } else {
        root = createRoot(element, { identifierPrefix: options.prefix })
        root.render(tree)
      }
    })
  }

  const onEarlyInput = (event: Event) => {
    const { island, type } = (event as CustomEvent<EarlyInputDetail>).detail
    if (island !== element) return
    if (state === 'waiting') {
      observer?.disconnect()
      void start()
    } else if (state === 'unavailable' && type === 'submit') {
      // A send while the code is missing (held, replayed if it arrives): try again, and point at
      // the notice that says why.
      retry()
      element.parentElement?.querySelector<HTMLElement>(`:scope > [${UNAVAILABLE_ATTRIBUTE}]`)?.focus()
    }
  }

  window.addEventListener(EARLY_INPUT_EVENT, onEarlyInput)
  if (!prerendered || options.hydrate === 'load' || wasTouched(element)) void start()
  else if (options.hydrate === 'visible') {
    if (typeof IntersectionObserver === 'undefined') void start()
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (state !== 'waiting' || !entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          void start()
        },
        { rootMargin: '100% 0px' },
      )
      // The host takes no box (display: contents): its content is what comes into view.
      for (const child of element.children) observer.observe(child)
    }
  }

  return {
    update() {
      if (state === 'live' && root && component) root.render(options.tree(component, onLive, extra))
    },
    stop() {
      state = 'stopped'
      observer?.disconnect()
      window.removeEventListener(EARLY_INPUT_EVENT, onEarlyInput)
      window.removeEventListener('online', retry)
      const unmounting = root
      root = null
      // Not inside the page's commit that removes the host: React refuses to unmount a root there.
      if (unmounting) setTimeout(() => unmounting.unmount(), 0)
    },
  }
}
