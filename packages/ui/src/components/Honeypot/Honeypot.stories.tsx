import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { TextField } from '../TextField/TextField'
import { Honeypot } from './Honeypot'

const meta = {
  title: 'Composants/Formulaire/Honeypot',
  component: Honeypot,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof Honeypot>

export default meta
type Story = StoryObj<typeof meta>

/** Rien ne s’affiche et rien n’est annoncé ; Tab passe directement du champ précédent au suivant. */
export const Invisible: Story = {
  name: 'Invisible',
  render: function Render(args) {
    const [value, setValue] = useState('')
    return (
      <form aria-label="Formulaire de démonstration">
        <TextField label="Nom complet" />
        <Honeypot
          {...args}
          value={value}
          onChange={(v) => {
            setValue(v)
            args.onChange(v)
          }}
        />
        <button type="button">Envoyer</button>
      </form>
    )
  },
  play: async ({ canvas, canvasElement }) => {
    // Hidden from assistive technology: no textbox other than the real one.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1)
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    // Visually off-screen.
    const box = trap.getBoundingClientRect()
    await expect(box.right).toBeLessThanOrEqual(0)
    // Keyboard skips it.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nom complet' }))
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toHaveFocus()
  },
}

/**
 * Ce que fait un robot : remplir chaque champ d’après son nom. La valeur arrive à onChange, et le formulaire la
 * transmet.
 */
export const RempliParUnRobot: Story = {
  name: 'Rempli par un robot',
  render: function Render(args) {
    const [value, setValue] = useState('')
    return (
      <Honeypot
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v)
          args.onChange(v)
        }}
      />
    )
  },
  play: async ({ canvasElement, args }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!
    // Bots set values through the DOM, not through a visible pointer: do the same.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(trap, 'https://spam.example')
    trap.dispatchEvent(new Event('input', { bubbles: true }))
    await expect(trap).toHaveValue('https://spam.example')
    await expect(args.onChange).toHaveBeenLastCalledWith('https://spam.example')
  },
}
