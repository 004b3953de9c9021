import { useEffect, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router'
import { LinkProvider } from '@expert/ui/LinkProvider'
import { SkipLink } from '@expert/ui/SkipLink'
import '@expert/ui/fonts'
import { DesignSystemHead } from '@expert/ui/styles'
import interUrl from '@expert/ui/fonts/inter.woff2?url'
import type { Route } from './+types/root'
import { RouterLink } from './lib/RouterLink'
import { SiteShell } from './components/SiteShell'
import { cookieConsentScript } from './components/consent/consent-script'
import { earlyInputScript } from './islands/early-input'
import * as styles from './root.css'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/**
 * The recorder's source, in the HTML only: it has run by the time the page hydrates, and hydration
 * leaves a script's text alone, so the browser's bundle does not carry it a second time.
 */
const EARLY_INPUT = { __html: import.meta.env.SSR ? earlyInputScript() : '' }
/** The cookie banner's behaviour (components/consent/consent-script.ts), in the HTML only for the same reason. */
const COOKIE_CONSENT = { __html: import.meta.env.SSR ? cookieConsentScript() : '' }

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First: submissions made before their island is live are held, touched islands noted (islands/early-input.ts). */}
        <script dangerouslySetInnerHTML={EARLY_INPUT} suppressHydrationWarning />
        {/* Before the first paint: a stored cookie choice hides the banner; its buttons answer from then on. */}
        <script dangerouslySetInnerHTML={COOKIE_CONSENT} suppressHydrationWarning />
        <meta name="theme-color" content="#12355b" />
        {/* The design system's press rule and layer order, before any stylesheet, and the preload of the
            site's one font file (Inter subset, variable weight), so that text paints in Inter without a late swap. */}
        <DesignSystemHead fontHref={interUrl} />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink href="#contenu">Aller au contenu</SkipLink>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // The page's root is live: end-to-end tests wait for this marker. Nothing outside the islands waits
    // for it (the controls there are native or answered by the page's inline scripts).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    // Design-system links render through the router's Link: client-side navigation, prefetch on intent.
    <LinkProvider component={RouterLink}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LinkProvider>
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
