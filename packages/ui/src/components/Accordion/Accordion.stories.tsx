import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Accordion, type AccordionItem } from './Accordion'

const faq: AccordionItem[] = [
  {
    id: 'moderation',
    title: 'Comment les avis sont-ils vérifiés ?',
    content: (
      <p>
        Chaque avis est lu avant publication. Nous vérifions qu’il correspond à une expertise réellement réalisée et qu’il respecte nos conditions
        d’utilisation. Les avis ne sont ni rémunérés ni modifiés{'\u00A0'}; ils sont affichés du plus récent au plus ancien.
      </p>
    ),
  },
  {
    id: 'delai',
    title: 'Quand mon avis sera-t-il publié ?',
    content: <p>Votre avis est publié après modération, en général sous quelques jours ouvrés.</p>,
  },
  {
    id: 'refus',
    title: 'Pourquoi un avis peut-il être refusé ?',
    content: (
      <p>
        Un avis injurieux, sans rapport avec une expertise ou contenant des données personnelles de tiers n’est pas publié. Nous ne refusons jamais un avis
        parce qu’il est négatif.
      </p>
    ),
  },
]

const meta = {
  title: 'Composants/Accordion',
  component: Accordion,
  args: { items: faq, onExpandedChange: fn() },
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

const q1 = 'Comment les avis sont-ils vérifiés ?'
const q2 = 'Quand mon avis sera-t-il publié ?'

export const Ferme: Story = {
  name: 'Fermé (clic)',
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: q1 })
    await expect(canvas.getByRole('heading', { level: 3, name: q1 })).toContainElement(first)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/Chaque avis est lu avant publication/)).not.toBeVisible()

    await userEvent.click(first)
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/Chaque avis est lu avant publication/)).toBeVisible()
    await expect(args.onExpandedChange).toHaveBeenCalled()

    await userEvent.click(first)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/Chaque avis est lu avant publication/)).not.toBeVisible()
  },
}

export const Clavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: q1 })
    const second = canvas.getByRole('button', { name: q2 })
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await expect(second).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    // One panel at a time by default.
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByText(/publié après modération/)).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  },
}

export const PlusieursOuverts: Story = {
  name: 'Plusieurs ouverts',
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['moderation', 'delai'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: q1 })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('button', { name: q2 })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Pourquoi un avis peut-il être refusé ?' }))
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(3)
  },
}

export const ElementDesactive: Story = {
  name: 'Élément désactivé',
  args: { items: faq.map((item) => (item.id === 'refus' ? { ...item, isDisabled: true } : item)) },
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('button', { name: 'Pourquoi un avis peut-il être refusé ?' })
    await expect(disabled).toBeDisabled()
    await userEvent.click(disabled, { pointerEventsCheck: 0 })
    await expect(disabled).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Une réponse de plusieurs paragraphes suivie d’un lien : le panneau les espace et donne au lien l’aspect des liens du texte. */
export const ReponseAvecLien: Story = {
  name: 'Réponse de plusieurs paragraphes avec lien',
  tags: ['visual'],
  args: {
    defaultExpandedKeys: ['modifier'],
    items: [
      {
        id: 'modifier',
        title: 'Puis-je modifier ou retirer mon avis après publication\u202F?',
        content: (
          <>
            <p>Oui. Écrivez-nous en indiquant le nom sous lequel l’avis a été publié et la date de son envoi.</p>
            <p>Nous retirons l’avis ou publions sa nouvelle version après une nouvelle lecture, en général sous quelques jours ouvrés.</p>
            <p>
              <a href="#contact">Nous contacter</a>
            </p>
          </>
        ),
      },
      ...faq.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Nous contacter' })
    await expect(link).toBeVisible()
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline')
    const first = canvas.getByText(/^Oui\./)
    const second = canvas.getByText(/^Nous retirons/)
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeGreaterThan(4)
  },
}

export const NiveauDeTitre: Story = {
  name: 'Niveau de titre 2',
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  },
}

/** Un panneau ouvert, un désactivé : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  args: {
    items: faq.map((item) => (item.id === 'refus' ? { ...item, isDisabled: true } : item)),
    defaultExpandedKeys: ['moderation'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: q1 })).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/Chaque avis est lu avant publication/)).toBeVisible()
  },
}
