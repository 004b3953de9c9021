import { useLocation } from 'react-router'
import { Container, Stack } from '@expert/ui'
import { AdviceBox } from '@expert/ui/AdviceBox'
import { LinkButton } from '@expert/ui/Button'
import { FeatureList } from '@expert/ui/FeatureList'
import { Hero } from '@expert/ui/Hero'
import { serviceIllustrations } from '@expert/ui/Illustration'
import { getService, serviceDetailLabels, serviceHref, type ServiceContent } from '../content/services'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/service'
import { BackToServices } from './shared/BackToServices'
import * as styles from './service.css'

/**
 * Every service path shares this module (routes.ts gives each slug its own route), so the path
 * names the service; unknown slugs never get here: they are the not-found route's.
 */
const serviceOf = (pathname: string): ServiceContent => {
  const service = getService(pathname.replace(/\/+$/, '').split('/').at(-1))
  if (!service) throw new Error(`No service content for ${pathname}`)
  return service
}

export const meta = ({ location }: Route.MetaArgs) => {
  const service = serviceOf(location.pathname)
  return pageMeta({ ...service.meta, path: serviceHref(service.slug) })
}

/** One service (spec §2): title, image, introduction, examples, advice box, 'Notre accompagnement'. */
export default function ServiceDetail() {
  const service = serviceOf(useLocation().pathname)
  const labels = serviceDetailLabels
  return (
    <>
      <Hero
        title={service.title}
        breadcrumb={<BackToServices />}
        aside={service.hasImage ? <ServiceIllustration service={service} /> : undefined}
      >
        {service.description}
      </Hero>

      <Container narrow paddingY="xxl">
        <Stack space="xxl">
          <Stack space="md" className={styles.introduction}>
            {service.introduction.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Stack>

          <section aria-labelledby="exemples">
            <Stack space="md">
              <h2 id="exemples" className={styles.heading}>
                {labels.examplesTitle}
              </h2>
              <ul className={styles.bullets}>
                {service.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </Stack>
          </section>

          <AdviceBox title={service.advice.title} headingLevel={2}>
            {service.advice.text}
          </AdviceBox>

          <section aria-labelledby="accompagnement">
            <Stack space="md">
              <h2 id="accompagnement" className={styles.heading}>
                {labels.accompanimentTitle}
              </h2>
              <FeatureList variant="check" items={service.accompaniment.map((item) => ({ title: item }))} />
            </Stack>
          </section>

          <section aria-labelledby="parlons" className={styles.cta}>
            <Stack space="md" align="flex-start">
              <h2 id="parlons" className={styles.heading}>
                {labels.ctaTitle}
              </h2>
              <p>{labels.ctaText}</p>
              <LinkButton href="/contact" size="large">
                {labels.ctaButton}
              </LinkButton>
            </Stack>
          </section>
        </Stack>
      </Container>
    </>
  )
}

/** The service's original drawing; described when the content gives a text alternative. */
function ServiceIllustration({ service }: { service: ServiceContent }) {
  const Drawing = serviceIllustrations[service.slug]
  return <Drawing title={service.imageAlt || undefined} />
}
