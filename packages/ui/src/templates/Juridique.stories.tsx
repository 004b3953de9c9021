import { Fragment } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Container, Stack } from '@expert/ui'
import { Hero } from '@expert/ui/Hero'
import { LinkList } from '@expert/ui/LinkList'
import { Prose } from '@expert/ui/Prose'
import { sampleLegalDocument } from '../fixtures/sample-pages'
import { SamplePage } from './SamplePage'
import { darkVariant } from './dark'

/** A legal document (legal notice, terms, privacy policy, terms of sale), as the site composes it. */
function LegalTemplate() {
  const doc = sampleLegalDocument
  return (
    <>
      <Hero title={doc.title}>
        <p>
          {doc.lastUpdated.label} <time dateTime={doc.lastUpdated.isoDate}>{doc.lastUpdated.display}</time>
        </p>
      </Hero>
      <Container narrow paddingY="xxl">
        <Stack space="xl">
          <Prose>
            {doc.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <Prose>
            {doc.articles.map((article) => (
              <Fragment key={article.title}>
                <h2>{article.title}</h2>
                {article.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {article.list && (
                  <ul>
                    {article.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {article.links && <LinkList aria-label={`Liens\u00a0: ${article.title}`} links={article.links} />}
              </Fragment>
            ))}
          </Prose>
        </Stack>
      </Container>
    </>
  )
}

const meta = {
  title: 'Modèles de pages/Juridique',
  component: SamplePage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs', 'visual'],
  args: { currentPath: '/mentions-legales', children: <LegalTemplate /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof SamplePage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Un document juridique (mentions légales, conditions, politique de confidentialité) : bandeau avec la date
 * de mise à jour, puis le texte en largeur de lecture, articles numérotés, listes et liens utiles.
 */
export const Juridique: Story = {
  name: 'Juridique',
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Mentions légales')
    await expect(main.getByText('24 novembre 2026')).toHaveAttribute('datetime', '2026-11-24')
    await expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(4)
    const links = within(main.getByRole('list', { name: 'Liens\u00a0: Article 4 – Données personnelles' }))
    await expect(links.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
    // An outside link opens in a new tab, and says so.
    await expect(links.getByRole('link', { name: /Le site de la CNIL/ })).toHaveAttribute('target', '_blank')
  },
}

/**
 * Une page juridique dans le thème sombre (`@expert/ui/themes`), avec le même contenu : référence visuelle à la
 * largeur d’un téléphone et d’un ordinateur.
 */
export const JuridiqueSombre: Story = { ...darkVariant, name: 'Juridique sombre' }
