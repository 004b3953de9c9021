import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MessageSquareQuote } from 'lucide-react'
import { Columns, Stack } from '../../layout'
import { LinkButton } from '../Button/LinkButton'
import { Section, SectionHeading, sectionTones } from './Section'

const values = [
  ['Compétence et expérience', 'Des experts formés aux pathologies du bâtiment et à la procédure.'],
  ['Indépendance et neutralité', 'Aucun lien avec les assureurs ni les constructeurs\u00a0: nous ne défendons que vous.'],
  ['Réactivité', 'Un premier échange sous 24\u00a0h et un devis détaillé gratuit sous 48\u00a0h.'],
] as const

function Values() {
  return (
    <Columns tablet={3}>
      {values.map(([title, text]) => (
        <Stack key={title} space="xs">
          <h3>{title}</h3>
          <p>{text}</p>
        </Stack>
      ))}
    </Columns>
  )
}

const meta = {
  title: 'Composants/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    'aria-labelledby': { description: 'Identifiant du titre qui nomme la section et en fait un repère de la page.', table: { type: { summary: 'string' } } },
    tone: { control: 'inline-radio', options: sectionTones },
    spacing: { control: 'inline-radio', options: ['default', 'compact'] },
    width: { control: 'inline-radio', options: ['content', 'reading', 'full'] },
  },
  args: {
    'aria-labelledby': 'valeurs',
    children: (
      <>
        <SectionHeading
          id="valeurs"
          badge="Nos valeurs"
          title="Ce qui guide chacune de nos expertises"
          intro="Un expert d’assuré se tient à vos côtés, jamais à ceux de l’assureur ou de l’entreprise."
        />
        <Values />
      </>
    ),
  },
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const Defaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    // Named by its heading, the section is a landmark.
    const region = canvas.getByRole('region', { name: 'Ce qui guide chacune de nos expertises' })
    await expect(region.tagName).toBe('SECTION')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName('Ce qui guide chacune de nos expertises')
    await expect(canvas.getByText('Nos valeurs')).toBeVisible()
  },
}

export const Subtil: Story = { name: 'Subtil', args: { tone: 'subtle' } }

export const Marque: Story = {
  name: 'Marque',
  args: {
    tone: 'brand',
    'aria-labelledby': 'temoignages',
    children: (
      <>
        <SectionHeading id="temoignages" badge="Témoignages Clients" badgeIcon={<MessageSquareQuote aria-hidden />} title="Ce que nos clients disent de nous" />
        <Stack align="center">
          <LinkButton href="/avis-clients" variant="inverse">
            Voir tous les avis
          </LinkButton>
        </Stack>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ce que nos clients disent de nous' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voir tous les avis' })).toHaveAttribute('href', '/avis-clients')
  },
}

export const AligneAGaucheNiveau3: Story = {
  name: 'Alignée à gauche, titre de niveau 3',
  args: {
    width: 'reading',
    as: 'div',
    'aria-labelledby': undefined,
    children: (
      <SectionHeading
        align="left"
        level={3}
        title="Notre accompagnement"
        intro="De la première visite au rapport final, un seul interlocuteur suit votre dossier."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Notre accompagnement' })).toBeVisible()
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
  },
}

/** Les trois tons en espacement compact, titres centrés et à gauche : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <div>
      {sectionTones.map((tone, index) => (
        <Section key={tone} tone={tone} spacing="compact" aria-labelledby={`matrice-${tone}`}>
          <SectionHeading
            id={`matrice-${tone}`}
            align={index === 1 ? 'left' : 'center'}
            badge={index === 2 ? 'Témoignages Clients' : 'Nos valeurs'}
            title={`Section ${tone}\u00a0: ce qui guide nos expertises`}
            intro="Un expert d’assuré se tient à vos côtés, jamais à ceux de l’assureur ou de l’entreprise."
          />
        </Section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(3)
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  },
}
