import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../../layout'
import { Checkbox, CheckboxLink } from './Checkbox'

const meta = {
  title: 'Composants/Formulaire/Checkbox',
  component: Checkbox,
  args: {
    children: 'J’accepte de recevoir par email les conseils et actualités du cabinet',
    onChange: fn(),
  },
  argTypes: {
    defaultSelected: { description: 'Cochée au premier affichage (non contrôlée).', table: { type: { summary: 'boolean' } } },
    onChange: {
      description: 'Appelée à chaque changement, avec le nouvel état (cochée ou non).',
      table: { type: { summary: '(isSelected: boolean) => void' } },
    },
    isRequired: { description: 'Case obligatoire : le contrôle annonce qu’il est requis.', table: { type: { summary: 'boolean' } }, control: 'boolean' },
    isInvalid: { description: 'Affiche l’état d’erreur et le message `errorMessage`.', table: { type: { summary: 'boolean' } }, control: 'boolean' },
    isDisabled: {
      description: 'Désactive la case : elle n’est plus modifiable ni atteignable au clavier.',
      table: { type: { summary: 'boolean' } },
      control: 'boolean',
    },
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

const name = 'J’accepte de recevoir par email les conseils et actualités du cabinet'

export const NonCoche: Story = {
  name: 'Non cochée',
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(canvas.getByText(name))
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

/** Au clavier : Tab atteint la case, Espace la coche et la décoche. */
export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name })
    await userEvent.tab()
    await expect(checkbox).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(checkbox).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(checkbox).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Coche: Story = {
  name: 'Cochée',
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).toBeChecked()
  },
}

/** Un lien dans le libellé est suivi sans cocher la case. */
export const AvecLien: Story = {
  name: 'Avec un lien',
  args: {
    isRequired: true,
    children: (
      <>
        J’accepte les <CheckboxLink href="#conditions-utilisation">conditions d’utilisation</CheckboxLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' })
    await expect(checkbox).toBeRequired()
    const link = canvas.getByRole('link', { name: 'conditions d’utilisation' })
    await expect(link).toHaveAttribute('href', '#conditions-utilisation')
    // Captured at window level before the click reaches the page, read after dispatch.
    let clickEvent: MouseEvent | undefined
    const spy = (event: MouseEvent) => {
      if (event.target === link) clickEvent = event
    }
    window.addEventListener('click', spy, true)
    await userEvent.click(link)
    window.removeEventListener('click', spy, true)
    // Nothing cancelled the link's default action: the browser follows it.
    await expect(clickEvent?.defaultPrevented).toBe(false)
    await expect(checkbox).not.toBeChecked()
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Veuillez accepter les conditions d’utilisation',
    children: 'J’accepte les conditions d’utilisation',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' })
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAccessibleDescription('Veuillez accepter les conditions d’utilisation')
  },
}

/** Contrôlée : cocher la case efface l’erreur (behaviour §5). */
export const ErreurEffaceeEnCochant: Story = {
  name: 'Erreur effacée en cochant',
  render: function Render(args) {
    const [accepted, setAccepted] = useState(false)
    const [error, setError] = useState<string | undefined>('Veuillez accepter les conditions d’utilisation')
    return (
      <Checkbox
        {...args}
        isRequired
        isSelected={accepted}
        onChange={(value) => {
          setAccepted(value)
          setError(undefined)
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
      >
        J’accepte les conditions d’utilisation
      </Checkbox>
    )
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Veuillez accepter les conditions d’utilisation')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' }))
    await expect(canvas.queryByText('Veuillez accepter les conditions d’utilisation')).toBeNull()
  },
}

export const Desactive: Story = {
  name: 'Désactivée',
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name })
    await expect(checkbox).toBeDisabled()
    await userEvent.click(canvas.getByText(name), { pointerEventsCheck: 0 })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const TexteLong: Story = {
  name: 'Texte long',
  args: {
    description: 'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque email.',
    children:
      'J’accepte que mes coordonnées soient utilisées pour recevoir, au plus une fois par mois, des conseils pratiques sur la réception de travaux, les garanties décennale et de parfait achèvement, ainsi que les actualités du cabinet d’expertise',
  },
}

/** Non cochée, cochée, avec lien, invalide, désactivée : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="md" padding="lg">
      <Checkbox>J’accepte de recevoir les conseils du cabinet</Checkbox>
      <Checkbox defaultSelected>J’accepte de recevoir les conseils du cabinet</Checkbox>
      <Checkbox isRequired>
        J’accepte les <CheckboxLink href="/conditions-utilisation">conditions d’utilisation</CheckboxLink>
      </Checkbox>
      <Checkbox isRequired isInvalid errorMessage="Veuillez accepter les conditions d’utilisation">
        J’accepte les <CheckboxLink href="/conditions-utilisation">conditions d’utilisation</CheckboxLink>
      </Checkbox>
      <Checkbox isDisabled>Option indisponible</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Option cochée et verrouillée
      </Checkbox>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(6)
  },
}
