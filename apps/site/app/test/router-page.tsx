// A routed page around the component under test, as root.tsx builds one (page.tsx's, with a router):
// the site's styles, React Router's memory router (the URL and every navigation observable through
// `router.state.location`, history through `router.navigate(-1)`), the site's link component, a
// <main> with the page's <h1>, and the toast region. Plus the reloads a component asks for
// (recorded and stopped, so that the test page stays).
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { LinkProvider } from '@expert/ui/LinkProvider'
import { Notifications } from '../components/Notifications'
import { RouterLink } from '../lib/RouterLink'
import { addHeadStyles } from './page'

/** One route of the test page: its path, the <h1> of the page there (and its id), and what it shows under it. */
export type TestRoute = { path: string; title: string; titleId?: string; content?: ReactNode }

/** The page's frame: the site's links, the page's landmark and heading, as root.tsx and the routes give them. */
export function PageFrame({ title, titleId, children }: { title: string; titleId?: string; children?: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <main>
        <h1 id={titleId}>{title}</h1>
        {children}
      </main>
    </LinkProvider>
  )
}

export type TestRouter = ReturnType<typeof createMemoryRouter>

/** Renders `routes` at `url` with the toast region; returns the router (its location is the page's URL). */
export function renderRoutes(routes: readonly TestRoute[], url: string) {
  addHeadStyles()
  document.documentElement.lang = 'fr'
  const router = createMemoryRouter(
    routes.map(({ path, title, titleId, content }) => ({
      path,
      element: (
        <PageFrame title={title} titleId={titleId}>
          {content}
        </PageFrame>
      ),
    })),
    { initialEntries: [url] },
  )
  document.title = routes.find((route) => route.path === new URL(url, 'http://site').pathname)?.title ?? 'Page'
  const view = render(
    <>
      <RouterProvider router={router} />
      <Notifications />
    </>,
  )
  return { router, ...view }
}

/** The URL the router shows: path and query ('/avis-clients?page=2'). */
export const currentUrl = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`

type NavigateEventLike = Event & { navigationType: string; destination: { url: string } }

/**
 * Records the reloads the page asks for (location.reload(): 'Réessayer') and stops them, so that the
 * test page stays: the test then renders the page again at the same URL, which is what a reload does.
 * Through the Navigation API, which announces a reload before it happens and lets the page cancel it.
 */
export function recordReloads() {
  const navigation = (window as unknown as { navigation: EventTarget }).navigation
  const reloads: string[] = []
  const onNavigate = (event: Event) => {
    const navigate = event as NavigateEventLike
    if (navigate.navigationType !== 'reload') return
    reloads.push(navigate.destination.url)
    event.preventDefault()
  }
  navigation.addEventListener('navigate', onNavigate)
  return { reloads, stop: () => navigation.removeEventListener('navigate', onNavigate) }
}
