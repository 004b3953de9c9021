import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { notFoundPage } from '../content/site-map'
import { pageMeta } from '../lib/meta'

export const meta = () => pageMeta({ ...notFoundPage.meta, path: '/404', noindex: true })

/** Unknown paths (spec §2): 'Oops! Page not found', a link home, the missing path logged. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Hero
      eyebrow="404"
      title={notFoundPage.text}
      actions={
        <LinkButton href={notFoundPage.homeLink.href} size="large">
          {notFoundPage.homeLink.label}
        </LinkButton>
      }
    />
  )
}
