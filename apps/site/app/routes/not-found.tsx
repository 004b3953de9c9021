import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Stack } from '@expert/ui'
import { LinkButton } from '@expert/ui/Button'
import { Hero } from '@expert/ui/Hero'
import { serviceNotFound } from '../content/services'
import { notFoundPage } from '../content/site-map'
import { pageMeta } from '../lib/meta'
import { isUnknownServicePath } from '../route-paths'
import type { Route } from './+types/not-found'
import { BackToServices } from './shared/BackToServices'

// Prerendered twice (route-paths.ts, notFoundPages) and served by the host for every unknown path,
// so the page must render the same for any path it is served under: it depends on the path only
// through isUnknownServicePath, which matches the folder the host takes the page from.

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({ ...(isUnknownServicePath(location.pathname) ? serviceNotFound : notFoundPage).meta, path: null, noindex: true })

/** Unknown paths (spec §2): 'Oops! Page not found' and a link home; under /services/, 'Service introuvable'. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  if (isUnknownServicePath(pathname)) return <ServiceNotFound />
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
    />
  )
}

/** An unknown /services/{slug}: the spec's texts and the way back to the services. */
function ServiceNotFound() {
  return (
    <Hero title={serviceNotFound.title} breadcrumb={<BackToServices />}>
      <Stack space="md" align="flex-start">
        <p>{serviceNotFound.text}</p>
        <LinkButton href="/services">{serviceNotFound.backLabel}</LinkButton>
      </Stack>
    </Hero>
  )
}
