import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Columns, Container } from '@expert/ui'
import { Hero } from '@expert/ui/Hero'
import { LinkGroup } from '@expert/ui/LinkList'
import { sampleSiteMap } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** The site map, as the site composes it: every page by section, in one navigation landmark. */
function SiteMapTemplate() {
  const page = sampleSiteMap
  return (
    <>
      <Hero title={page.title}>{page.intro}</Hero>
      <nav aria-label={page.title}>
        <Container paddingY="xxl">
          <Columns tablet={2} desktop={3} space="xl">
            {page.groups.map((group) => (
              <LinkGroup key={group.title} title={group.title} links={group.links} />
            ))}
          </Columns>
        </Container>
      </nav>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/PlanDuSite',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/plan-du-site', children: <SiteMapTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/** Le plan du site : toutes les pages, groupées par rubrique en colonnes, dans une seule navigation. */
export const PlanDuSite: Story = {
  name: 'Plan du site',
  play: async ({ canvas }) => {
    const siteMap = within(canvas.getByRole('navigation', { name: 'Plan du site' }))
    await expect(siteMap.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pages principales', 'Nos services', 'Informations légales'])
    await expect(siteMap.getAllByRole('link')).toHaveLength(20)
    await expect(siteMap.getByRole('link', { name: 'Laisser un avis' })).toHaveAttribute('href', '/avis-clients/nouveau')
  },
}

/**
 * Le plan du site dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const PlanDuSiteSombre: Story = { ...darkVariant, name: 'Plan du site sombre' }
