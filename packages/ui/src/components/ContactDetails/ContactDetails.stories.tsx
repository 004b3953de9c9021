import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ContactDetails, type ContactDetailsItem } from './ContactDetails'

const details: ContactDetailsItem[] = [
  { icon: 'phone', label: 'Téléphone', value: '04 00 00 00 00', href: 'tel:+33400000000' },
  { icon: 'mail', label: 'E-mail', value: 'contact@cabinet-exemple.fr', href: 'mailto:contact@cabinet-exemple.fr' },
  { icon: 'mapPin', label: 'Adresse', value: ['1 rue de l’Exemple', '34000 Montpellier'] },
]

const meta = {
  title: 'Composants/ContactDetails',
  component: ContactDetails,
  args: { items: details, 'aria-label': 'Nos coordonnées' },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof ContactDetails>

export default meta
type Story = StoryObj<typeof meta>

/** Téléphone et e-mail en liens, l’adresse postale sur deux lignes dans un `<address>`. */
export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: '04 00 00 00 00' })).toHaveAttribute('href', 'tel:+33400000000')
    const address = canvasElement.querySelector('address')!
    await expect(address.innerText).toBe('1 rue de l’Exemple\n34000 Montpellier')
    // The links are reached with the keyboard, in order, with a visible focus ring.
    await userEvent.tab()
    const phone = canvas.getByRole('link', { name: '04 00 00 00 00' })
    await expect(phone).toHaveFocus()
    await expect(getComputedStyle(phone).outlineStyle).toBe('solid')
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'contact@cabinet-exemple.fr' })).toHaveFocus()
  },
}

/** Une valeur sans adresse de lien reste un simple texte. */
export const SansLien: Story = {
  name: 'Valeur sans lien',
  args: { items: [{ icon: 'clock', label: 'Délai de réponse', value: 'Sous 24 à 48 heures' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
    await expect(canvas.getByText('Sous 24 à 48 heures')).toBeVisible()
  },
}

/** À la largeur d’un téléphone, dans une colonne étroite : une longue adresse e-mail passe à la ligne. */
export const LargeurTelephone: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  args: {
    items: [
      {
        icon: 'mail',
        label: 'E-mail',
        value: 'secretariat.expertise-batiment@cabinet-exemple-languedoc.fr',
        href: 'mailto:secretariat.expertise-batiment@cabinet-exemple-languedoc.fr',
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: '14rem' }}>
      <ContactDetails {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list')
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

/** Les trois sortes de valeurs, puis une longue adresse dans une colonne étroite : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxWidth: '46rem' }}>
      <ContactDetails {...args} />
      <ContactDetails items={SansLien.args!.items!} aria-label="Délai" />
      <div style={{ maxWidth: '14rem' }}>
        <ContactDetails items={LargeurTelephone.args!.items!} aria-label="Adresse longue" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(3)
  },
}
