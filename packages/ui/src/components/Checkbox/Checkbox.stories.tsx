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
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

const name = 'J’accepte de recevoir par email les conseils et actualités du cabinet'

export const NonCoche: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name })
    await expect(checkbox).not.toBeChecked()
    await userEvent.click(canvas.getByText(name))
    await expect(checkbox).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith(true)
  },
}

/** Keyboard: Tab reaches the box, Space ticks and unticks it. */
export const AuClavier: Story = {
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
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).toBeChecked()
  },
}

/** A link inside the label is followed without ticking the box. */
export const AvecLien: Story = {
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
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: "Veuillez accepter les conditions d'utilisation",
    children: 'J’accepte les conditions d’utilisation',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' })
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    await expect(checkbox).toHaveAccessibleDescription("Veuillez accepter les conditions d'utilisation")
  },
}

/** Controlled: ticking clears the error (spec §5). */
export const ErreurEffaceeEnCochant: Story = {
  render: function Render(args) {
    const [accepted, setAccepted] = useState(false)
    const [error, setError] = useState<string | undefined>("Veuillez accepter les conditions d'utilisation")
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
    await expect(canvas.getByText("Veuillez accepter les conditions d'utilisation")).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' }))
    await expect(canvas.queryByText("Veuillez accepter les conditions d'utilisation")).toBeNull()
  },
}

export const Desactive: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name })
    await expect(checkbox).toBeDisabled()
    await userEvent.click(canvas.getByText(name), { pointerEventsCheck: 0 })
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const TexteLong: Story = {
  args: {
    description: 'Vous pourrez vous désinscrire à tout moment grâce au lien présent dans chaque email.',
    children:
      'J’accepte que mes coordonnées soient utilisées pour recevoir, au plus une fois par mois, des conseils pratiques sur la réception de travaux, les garanties décennale et de parfait achèvement, ainsi que les actualités du cabinet d’expertise',
  },
}

/** Unticked, ticked, with link, invalid, disabled: the visual baseline. */
export const Matrice: Story = {
  tags: ['visual', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Stack space="md" padding="lg">
      <Checkbox>J’accepte de recevoir les conseils du cabinet</Checkbox>
      <Checkbox defaultSelected>J’accepte de recevoir les conseils du cabinet</Checkbox>
      <Checkbox isRequired>
        J’accepte les <CheckboxLink href="/conditions-utilisation">conditions d’utilisation</CheckboxLink>
      </Checkbox>
      <Checkbox isRequired isInvalid errorMessage="Veuillez accepter les conditions d'utilisation">
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
