import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { notFoundPage } from '../content/site-map'
import { pageMeta } from '../lib/meta'

// Prerendered as 404.html (route-paths.ts, notFoundPages), which the host serves for any unknown
// path: nothing here may depend on the path but the log, which runs in the browser only.
export const meta = () => pageMeta({ ...notFoundPage.meta, path: null, noindex: true })

/** Unknown paths (behaviour §2): 'Oops! Page not found' with a French sentence under it, a link home, the missing path logged. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Hero
      eyebrow="404"
      // The spec's text is English on a French page: screen readers switch voice for it.
      title={<span lang="en">{notFoundPage.text}</span>}
      actions={
        <LinkButton href={notFoundPage.homeLink.href} size="large">
          {notFoundPage.homeLink.label}
        </LinkButton>
      }
    >
      {notFoundPage.explanation}
    </Hero>
  )
}
