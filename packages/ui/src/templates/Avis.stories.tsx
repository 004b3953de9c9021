import { useId } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Box } from '@expert/ui'
import { Accordion } from '@expert/ui/Accordion'
import { LinkButton } from '@expert/ui/Button'
import { CardGrid, CardGridItem } from '@expert/ui/CardGrid'
import { Hero } from '@expert/ui/Hero'
import { KeyFigures } from '@expert/ui/KeyFigures'
import { ListPanel } from '@expert/ui/ListPanel'
import { Pagination } from '@expert/ui/Pagination'
import { ReviewCard } from '@expert/ui/ReviewCard'
import { Section, SectionHeading } from '@expert/ui/Section'
import { StarRating } from '@expert/ui/StarRating'
import { sampleReviews, sampleReviewsPage } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** The reviews page, as the site composes it: hero, the list with its figures and pages, questions, call to action. */
function ReviewsTemplate() {
  const page = sampleReviewsPage
  const listId = useId()
  const faqId = useId()
  const ctaId = useId()
  return (
    <>
      <Hero
        title={page.hero.title}
        eyebrow={page.hero.badge}
        actions={
          <LinkButton href={page.hero.button.href} size="large">
            {page.hero.button.label}
          </LinkButton>
        }
      >
        {page.hero.intro}
      </Hero>
      <Section>
        <ListPanel
          title={page.listTitle}
          titleId={listId}
          figures={
            <KeyFigures
              items={[
                {
                  label: page.averageLabel,
                  value: (
                    <>
                      <span>{page.average}</span>
                      <span aria-hidden="true">
                        <StarRating value={Number(page.average)} size="small" />
                      </span>
                    </>
                  ),
                },
                { label: page.countLabel, value: page.count },
              ]}
            />
          }
          notice={page.notice}
          pagination={
            <Pagination
              page={0}
              pageCount={page.pageCount}
              onPageChange={fn()}
              label={page.paginationLabel}
              statusLabel={(current, count) => `Page ${current} sur ${count}`}
            />
          }
        >
          <CardGrid>
            {sampleReviews.map((review, slot) => (
              <CardGridItem key={slot}>
                <ReviewCard {...review} headingLevel={3} />
              </CardGridItem>
            ))}
          </CardGrid>
        </ListPanel>
      </Section>
      <Section tone="subtle" width="reading" aria-labelledby={faqId}>
        <SectionHeading id={faqId} title={page.faq.title} />
        <Box paddingTop="lg">
          <Accordion
            items={page.faq.items.map((item, index) => ({
              id: `faq-${index + 1}`,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </Box>
      </Section>
      <Section tone="brand" aria-labelledby={ctaId}>
        <SectionHeading id={ctaId} title={page.cta.title} intro={page.cta.text} />
        <Box display="flex" justifyContent="center" paddingTop="lg">
          <LinkButton href={page.cta.button.href} variant="inverse" size="large">
            {page.cta.button.label}
          </LinkButton>
        </Box>
      </Section>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Avis',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/avis-clients', children: <ReviewsTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * La page des avis clients : bandeau avec le bouton « Laisser un avis », la liste (note moyenne, nombre
 * d’avis, mention de modération, cartes, pagination), les questions fréquentes en accordéon et l’appel
 * vers les services sur fond de marque.
 */
export const Avis: Story = {
  name: 'Avis',
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Navigation principale' }))
    await expect(nav.getByRole('link', { name: 'Avis Clients' })).toHaveAttribute('aria-current', 'page')
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Ils nous ont fait confiance')
    await expect(main.getByRole('link', { name: 'Laisser un avis' })).toHaveAttribute('href', '/avis-clients/nouveau')
    await expect(main.getByRole('heading', { level: 2, name: 'Tous les avis' })).toBeVisible()
    await expect(main.getAllByRole('article')).toHaveLength(6)
    await expect(main.getByRole('navigation', { name: 'Pages des avis clients' })).toBeVisible()
    // The questions, closed: their behaviour is the Accordion's own stories'.
    const faq = within(main.getByRole('region', { name: 'Questions fréquentes sur les avis' }))
    await expect(faq.getByText(/^Puis-je rester anonyme/)).toBeVisible()
    await expect(faq.getByText(/cochez/)).not.toBeVisible()
    await expect(main.getByRole('link', { name: 'Voir nos services' })).toHaveAttribute('href', '/services')
  },
}

/**
 * La page des avis dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const AvisSombre: Story = { ...darkVariant, name: 'Avis sombre' }
