import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Container, Stack } from '@expert/ui'
import { AdviceBox } from '@expert/ui/AdviceBox'
import { BackLink } from '@expert/ui/BackLink'
import { LinkButton } from '@expert/ui/Button'
import { BulletList } from '@expert/ui/BulletList'
import { FeatureList } from '@expert/ui/FeatureList'
import { Hero } from '@expert/ui/Hero'
import { illustrations, type IllustrationName } from '@expert/ui/Illustration'
import { Panel } from '@expert/ui/Panel'
import { Heading, Text } from '@expert/ui/Typography'
import { getService, serviceDetailLabels, serviceNotFound, type ServiceContent } from '../content/services'
import { pageMeta } from '../lib/meta'
import type { Route } from './+types/service'

/**
 * The service a path under /services/ names, or undefined: the route takes every such path (one
 * segment or more), as the static host answers every unknown one with services/404.html.
 */
const serviceOf = (params: Route.ComponentProps['params']) => getService(params['*']?.replace(/\/+$/, ''))

export const meta = ({ params }: Route.MetaArgs) => {
  const service = serviceOf(params)
  // The not-found page is served under any unknown path: no canonical.
  if (!service) return pageMeta({ ...serviceNotFound.meta, path: null, noindex: true })
  return pageMeta({ ...service.meta, path: `/services/${service.slug}` })
}

/** One service (behaviour §2): title, image, introduction, examples, advice box, 'Notre accompagnement'. */
export default function ServiceDetail({ params }: Route.ComponentProps) {
  const service = serviceOf(params)
  if (!service) return <ServiceNotFound />
  const labels = serviceDetailLabels
  return (
    <>
      <Hero
        title={service.title}
        breadcrumb={<BackToServices />}
        aside={service.illustration ? <ServiceIllustration service={service} illustration={service.illustration} /> : undefined}
      >
        {service.description}
      </Hero>

      <Container narrow paddingY="xxl">
        <Stack space="xxl">
          <Stack space="md">
            {service.introduction.map((paragraph) => (
              <Text key={paragraph} size="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>

          <section aria-labelledby="exemples">
            <Stack space="md">
              <Heading level={2} id="exemples">
                {labels.examplesTitle}
              </Heading>
              <BulletList items={[...service.examples]} />
            </Stack>
          </section>

          <AdviceBox title={service.advice.title} headingLevel={2}>
            {service.advice.text}
          </AdviceBox>

          <section aria-labelledby="accompagnement">
            <Stack space="md">
              <Heading level={2} id="accompagnement">
                {labels.accompanimentTitle}
              </Heading>
              <FeatureList variant="check" items={service.accompaniment.map((item) => ({ title: item }))} />
            </Stack>
          </section>

          <Panel variant="raised" as="section" aria-labelledby="parlons">
            <Stack space="md" align="flex-start">
              <Heading level={2} id="parlons">
                {labels.ctaTitle}
              </Heading>
              <p>{labels.ctaText}</p>
              <LinkButton href="/contact" size="large" fullWidth="phone">
                {labels.ctaButton}
              </LinkButton>
            </Stack>
          </Panel>
        </Stack>
      </Container>
    </>
  )
}

/** The service's original drawing; described when the content gives a text alternative. */
function ServiceIllustration({ service, illustration }: { service: ServiceContent; illustration: IllustrationName }) {
  const Drawing = illustrations[illustration]
  return <Drawing title={service.imageAlt || undefined} />
}

function BackToServices() {
  return <BackLink href="/services">{serviceDetailLabels.backToServices}</BackLink>
}

/**
 * Unknown slug: prerendered as services/404.html, which the host serves for unknown paths under
 * /services/. It logs the missing path like the site's not-found page.
 */
function ServiceNotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Hero title={serviceNotFound.title} breadcrumb={<BackToServices />}>
      <Stack space="md" align="flex-start">
        <p>{serviceNotFound.text}</p>
        <LinkButton href="/services">{serviceNotFound.backLabel}</LinkButton>
      </Stack>
    </Hero>
  )
}
