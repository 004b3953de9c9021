import { useEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useHref, useNavigate } from 'react-router'
import { I18nProvider, RouterProvider } from 'react-aria-components'
import '@expert/ui/fonts'
import '@expert/ui/styles'
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import type { Route } from './+types/root'
import { SiteShell } from './components/SiteShell'
import * as styles from './root.css'

export const links: Route.LinksFunction = () => [
  // The regular (variable) Latin face is preloaded so text paints in Inter without a late swap.
  { rel: 'preload', href: interLatinUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12355b" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#contenu" className={styles.skipLink}>
          Aller au contenu
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NonNullable<Parameters<ReturnType<typeof useNavigate>>[1]>
  }
}

export default function App() {
  const navigate = useNavigate()
  useEffect(() => {
    // Hydration marker: end-to-end tests wait for it before interacting.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <I18nProvider locale="fr-FR">
      {/* Design-system links are react-aria Links: this makes them client-side navigations. */}
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <SiteShell>
          <Outlet />
        </SiteShell>
      </RouterProvider>
    </I18nProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Une erreur inattendue est survenue.'
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main id="contenu" className={styles.errorPage}>
      <h1>Erreur</h1>
      <p>{message}</p>
      <a href="/">Retour à l’accueil</a>
    </main>
  )
}
