import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Inline, Stack } from '../../layout'
import { StarRating, StarRatingInput, starSizes } from './StarRating'

const meta = {
  title: 'Composants/StarRating',
  component: StarRating,
  args: { value: 4 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    size: { control: 'inline-radio', options: starSizes },
    showValue: { control: 'boolean' },
  },
} satisfies Meta<typeof StarRating>

export default meta
type Story = StoryObj<typeof meta>

export const Affichage: Story = {
  name: 'Affichage',
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: '4 sur 5 étoiles' })
    await expect(rating).toBeVisible()
  },
}

export const AvecNote: Story = {
  name: 'Avec la note en texte',
  args: { value: 5, showValue: true },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: '5 sur 5 étoiles' })
    // The visible text is inside the image: seen, but announced once through the label.
    await expect(rating).toHaveTextContent('5/5')
  },
}

export const Moyenne: Story = {
  name: 'Moyenne',
  args: { value: 4.5, showValue: true, size: 'large' },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: '4,5 sur 5 étoiles' })
    await expect(rating).toHaveTextContent('4,5/5')
    // The stars are one element drawn by CSS (not an SVG each): its filled layer stops at mid-star.
    await expect(rating.querySelector('svg')).toBeNull()
    const stars = rating.firstElementChild as HTMLElement
    const { width, height: side } = stars.getBoundingClientRect()
    const gap = (width - 5 * side) / 4
    await expect(parseFloat(getComputedStyle(stars, '::after').width)).toBeCloseTo(4 * (side + gap) + side / 2, 1)
    await expect(parseFloat(getComputedStyle(stars, '::before').width)).toBeCloseTo(width, 1)
    // Each layer is one star image repeated along the row, a tile per star and its gap: five layers of it
    // painted the image five times for every rating a page of reviews shows.
    for (const part of ['::before', '::after']) {
      const style = getComputedStyle(stars, part)
      await expect(style.maskImage.match(/url\(/g)).toHaveLength(1)
      await expect(style.maskRepeat).toBe('repeat-x')
      await expect(parseFloat(style.maskSize)).toBeCloseTo(side + gap, 1)
    }
  },
}

export const HorsBornes: Story = {
  name: 'Valeur hors bornes',
  args: { value: 9, showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 sur 5 étoiles' })).toHaveTextContent('5/5')
  },
}

const inputMeta = { onChange: fn() }

export const Saisie: Story = {
  name: 'Saisie (clic et survol)',
  render: () => <StarRatingInput onChange={inputMeta.onChange} />,
  play: async ({ canvas }) => {
    inputMeta.onChange.mockClear()
    const group = canvas.getByRole('radiogroup', { name: 'Note' })
    const radios = within(group).getAllByRole('radio')
    await expect(radios).toHaveLength(5)
    for (const radio of radios) await expect(radio).not.toBeChecked()

    // The preview on hover is CSS (:hover), which a simulated pointer cannot reach: the site's review form
    // test hovers with the browser's own pointer (ReviewFormIsland.test.tsx).
    await expect(countFilled(group)).toBe(0)

    // Click sets.
    await userEvent.click(canvas.getByRole('radio', { name: '3 étoiles' }).closest('label')!)
    await expect(canvas.getByRole('radio', { name: '3 étoiles' })).toBeChecked()
    await expect(inputMeta.onChange).toHaveBeenLastCalledWith(3)
    // Drawn at the next style update (the :has() rules follow the radios' state).
    await waitFor(() => expect(countFilled(group)).toBe(3))
  },
}

/** Counts the stars drawn filled in a group (the preview or the value): their filled glyph is visible. */
function countFilled(root: HTMLElement) {
  return Array.from(root.querySelectorAll('label')).filter((option) => {
    const fill = option.querySelectorAll('svg')[1]
    return fill !== undefined && getComputedStyle(fill).visibility === 'visible'
  }).length
}

export const Clavier: Story = {
  name: 'Au clavier',
  render: () => <StarRatingInput onChange={inputMeta.onChange} />,
  play: async ({ canvas }) => {
    inputMeta.onChange.mockClear()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: '1 étoile' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '2 étoiles' })).toBeChecked()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('radio', { name: '3 étoiles' })).toBeChecked()
    // The stars are drawn from the checked radio (CSS), whoever checked it.
    await waitFor(() => expect(countFilled(canvas.getByRole('radiogroup'))).toBe(3))
    await userEvent.keyboard('{End}')
    const five = canvas.getByRole('radio', { name: '5 étoiles' })
    await expect(five).toBeChecked()
    await expect(five).toHaveFocus()
    await userEvent.keyboard('{Home}')
    const one = canvas.getByRole('radio', { name: '1 étoile' })
    await expect(one).toBeChecked()
    await expect(one).toHaveFocus()
    await expect(inputMeta.onChange).toHaveBeenLastCalledWith(1)
    // Tab leaves the group in one step (roving focus).
    await userEvent.tab()
    await expect(one).not.toHaveFocus()
  },
}

function ControlledInput() {
  const [note, setNote] = useState(2)
  return (
    <Stack space="sm">
      <StarRatingInput label="Votre note" value={note} onChange={setNote} isRequired />
      <p>Note choisie : {note}/5</p>
    </Stack>
  )
}

export const Controle: Story = {
  name: 'Contrôlée',
  render: () => <ControlledInput />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Votre note' })
    await expect(group).toHaveAttribute('aria-required', 'true')
    await expect(canvas.getByRole('radio', { name: '2 étoiles' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '5 étoiles' }).closest('label')!)
    await expect(canvas.getByText('Note choisie : 5/5')).toBeVisible()
  },
}

export const Invalide: Story = {
  name: 'Invalide',
  render: () => <StarRatingInput isRequired isInvalid errorMessage="Veuillez attribuer une note" />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Note' })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('Veuillez attribuer une note')
    await expect(canvas.getByText('Veuillez attribuer une note')).toBeVisible()
    // The same error line as every other field: the icon before the text, so colour is not the only sign.
    const error = canvas.getByText('Veuillez attribuer une note').parentElement
    await expect(error?.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
  },
}

export const Desactivee: Story = {
  name: 'Désactivée',
  render: () => <StarRatingInput defaultValue={3} isDisabled onChange={inputMeta.onChange} />,
  play: async ({ canvas }) => {
    inputMeta.onChange.mockClear()
    const five = canvas.getByRole('radio', { name: '5 étoiles' })
    await expect(five).toBeDisabled()
    await userEvent.click(five.closest('label')!, { pointerEventsCheck: 0 })
    await expect(canvas.getByRole('radio', { name: '3 étoiles' })).toBeChecked()
    await expect(inputMeta.onChange).not.toHaveBeenCalled()
  },
}

/** Chaque valeur affichée et chaque taille, et les états de la saisie : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <Stack space="lg">
      {starSizes.map((size) => (
        <Inline key={size} space="lg" align="center">
          {[0, 1, 2.5, 4, 5].map((value) => (
            <StarRating key={value} value={value} size={size} showValue />
          ))}
        </Inline>
      ))}
      <Inline space="xl" align="flex-start">
        <StarRatingInput label="Sans note" />
        <StarRatingInput label="Note choisie" defaultValue={4} />
        <StarRatingInput label="Obligatoire" isRequired isInvalid errorMessage="Veuillez attribuer une note" />
        <StarRatingInput label="Désactivée" defaultValue={2} isDisabled />
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(starSizes.length * 5)
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(4)
  },
}

/**
 * En couleurs forcées (thèmes de contraste de Windows) : les étoiles, dessinées par des masques, restent
 * visibles dans la couleur du texte du système (CanvasText), pleines, à moitié et vides, comme la saisie.
 */
export const CouleursForcees: Story = {
  name: 'Couleurs forcées',
  tags: ['visual', '!autodocs'],
  globals: { viewport: { value: 'referencePhone', isRotated: false } },
  parameters: { screenshot: { forcedColors: true } },
  render: () => (
    <Stack space="lg">
      <Inline space="lg" align="center">
        {[0, 2.5, 5].map((value) => (
          <StarRating key={value} value={value} showValue />
        ))}
      </Inline>
      <StarRatingInput label="Note choisie" defaultValue={4} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3)
    await expect(canvas.getByRole('radio', { name: '4 étoiles' })).toBeChecked()
  },
}
