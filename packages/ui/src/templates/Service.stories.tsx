import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Container, Stack } from '@expert/ui'
import { AdviceBox } from '@expert/ui/AdviceBox'
import { BackLink } from '@expert/ui/BackLink'
import { LinkButton } from '@expert/ui/Button'
import { BulletList } from '@expert/ui/BulletList'
import { FeatureList } from '@expert/ui/FeatureList'
import { Hero } from '@expert/ui/Hero'
import { IllustrationFissures } from '@expert/ui/Illustration'
import { Panel } from '@expert/ui/Panel'
import { Heading, Text } from '@expert/ui/Typography'
import { sampleService } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** A service page, as the site composes it: hero with its back link and drawing, then one reading column. */
function ServiceTemplate() {
  const service = sampleService
  return (
    <>
      <Hero
        title={service.title}
        breadcrumb={<BackLink href={service.backLink.href}>{service.backLink.label}</BackLink>}
        aside={<IllustrationFissures title={service.imageAlt} />}
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
                {service.examplesTitle}
              </Heading>
              <BulletList items={service.examples} />
            </Stack>
          </section>
          <AdviceBox title={service.advice.title} headingLevel={2}>
            {service.advice.text}
          </AdviceBox>
          <section aria-labelledby="accompagnement">
            <Stack space="md">
              <Heading level={2} id="accompagnement">
                {service.accompanimentTitle}
              </Heading>
              <FeatureList variant="check" items={service.accompaniment.map((item) => ({ title: item }))} />
            </Stack>
          </section>
          <Panel variant="raised" as="section" aria-labelledby="parlons">
            <Stack space="md" align="flex-start">
              <Heading level={2} id="parlons">
                {service.cta.title}
              </Heading>
              <p>{service.cta.text}</p>
              <LinkButton href={service.cta.button.href} size="large" fullWidth="phone">
                {service.cta.button.label}
              </LinkButton>
            </Stack>
          </Panel>
        </Stack>
      </Container>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Service',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/services/fissures', children: <ServiceTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page d’un service : bandeau avec le lien de retour aux services et l’illustration du service, puis
 * une colonne de lecture (introduction, exemples de situations, conseil de l’expert, accompagnement) et
 * l’appel à demander un devis.
 */
export const Service: Story = {
  name: 'Service',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    // A service page belongs to « Nos Services »: its entry is current, not the page itself.
    await expect(nav.getByRole('link', { name: 'Nos Services' })).toHaveAttribute('aria-current', 'true')
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Expertise fissures')
    await expect(main.getByRole('link', { name: /Retour à tous les services/ })).toHaveAttribute('href', '/services')
    await expect(main.getByRole('img', { name: 'Un mur fissuré examiné à la loupe' })).toBeVisible()
    await expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Exemples de situations',
      'Le conseil de l’expert',
      'Notre accompagnement',
      'Parlons de votre situation',
    ])
    await expect(within(main.getByRole('region', { name: 'Exemples de situations' })).getAllByRole('listitem')).toHaveLength(5)
    await expect(main.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', '/contact')
  },
}

/**
 * La page d’un service dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const ServiceSombre: Story = { ...darkVariant, name: 'Service sombre' }
