import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
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
const q3 = 'Pourquoi un avis peut-il être refusé\u202F?'

/**
 * A question: the <summary> that holds its heading (a button in the browser's accessibility tree, which
 * Testing Library's roles do not know), and the native disclosure it opens.
 */
const questionOf = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('heading', { name }).closest('summary') as HTMLElement
const disclosureOf = (question: HTMLElement) => question.closest('details') as HTMLDetailsElement

/**
 * Enter or Space on the focused question. The browser opens a <summary> on a real key only: under Vitest the
 * keys go through the browser; in Storybook itself (no real keyboard), the press is the click the key gives.
 */
const pressKey = async (key: '{Enter}' | ' ') => {
  if (globalThis.__storyRealKeyboard) return globalThis.__storyRealKeyboard(key)
  const focused = document.activeElement
  if (focused instanceof HTMLElement && focused.tagName === 'SUMMARY') focused.click()
}

export const Ferme: Story = {
  name: 'Fermé (clic)',
  play: async ({ canvas, args }) => {
    const first = questionOf(canvas, q1)
    await expect(first.tagName).toBe('SUMMARY')
    await expect(canvas.getByRole('heading', { level: 3, name: q1 })).toBeVisible()
    await expect(disclosureOf(first)).not.toHaveAttribute('open')
    await expect(canvas.queryByText(/Chaque avis est lu avant publication/)).not.toBeVisible()

    await userEvent.click(first)
    await expect(disclosureOf(first)).toHaveAttribute('open')
    await expect(canvas.getByText(/Chaque avis est lu avant publication/)).toBeVisible()
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['moderation'])))

    await userEvent.click(first)
    await expect(disclosureOf(first)).not.toHaveAttribute('open')
    await expect(canvas.queryByText(/Chaque avis est lu avant publication/)).not.toBeVisible()
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set()))
  },
}

export const Clavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const first = questionOf(canvas, q1)
    const second = questionOf(canvas, q2)
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await pressKey('{Enter}')
    await expect(disclosureOf(first)).toHaveAttribute('open')
    await userEvent.tab()
    await expect(second).toHaveFocus()
    await pressKey(' ')
    await expect(disclosureOf(second)).toHaveAttribute('open')
    // One panel at a time by default (the <details> share a name).
    await expect(disclosureOf(first)).not.toHaveAttribute('open')
    await expect(canvas.getByText(/publié après modération/)).toBeVisible()
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['delai'])))
    await pressKey('{Enter}')
    await expect(disclosureOf(second)).not.toHaveAttribute('open')
  },
}

export const PlusieursOuverts: Story = {
  name: 'Plusieurs ouverts',
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['moderation', 'delai'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(disclosureOf(questionOf(canvas, q1))).toHaveAttribute('open')
    await expect(disclosureOf(questionOf(canvas, q2))).toHaveAttribute('open')
    await userEvent.click(questionOf(canvas, q3))
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(3)
  },
}

export const ElementDesactive: Story = {
  name: 'Élément désactivé',
  args: { items: faq.map((item) => (item.id === 'refus' ? { ...item, isDisabled: true } : item)) },
  play: async ({ canvas }) => {
    const disabled = questionOf(canvas, q3)
    await expect(disabled).toHaveAttribute('aria-disabled', 'true')
    await expect(getComputedStyle(disabled).pointerEvents).toBe('none')
    // Out of the keyboard's way, like a disabled button.
    await userEvent.tab()
    await userEvent.tab()
    await expect(questionOf(canvas, q2)).toHaveFocus()
    await userEvent.tab()
    await expect(disabled).not.toHaveFocus()
    await userEvent.click(disabled, { pointerEventsCheck: 0 })
    await expect(disclosureOf(disabled)).not.toHaveAttribute('open')
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
    await expect(disclosureOf(questionOf(canvas, q1))).toHaveAttribute('open')
    await expect(canvas.getByText(/Chaque avis est lu avant publication/)).toBeVisible()
  },
}
