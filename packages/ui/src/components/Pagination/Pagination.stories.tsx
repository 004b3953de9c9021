import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stack } from '../../layout'
import { Pagination, type PaginationProps } from './Pagination'

/** Holds the page like a list screen would, and reports every request to the story's spy. */
function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page)
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next)
        setPage(next)
      }}
    />
  )
}

const meta = {
  title: 'Composants/Pagination',
  component: Pagination,
  args: { page: 0, pageCount: 5, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const PremierePage: Story = {
  name: 'Première page',
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    const previous = within(nav).getByRole('button', { name: 'Précédent' })
    const next = within(nav).getByRole('button', { name: 'Suivant' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 1 sur 5')

    await userEvent.click(next)
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1)
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 sur 5')
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
    await expect(previous).toBeEnabled()

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(previous)
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2)
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 3 sur 5')
  },
}

export const DernierePage: Story = {
  name: 'Dernière page',
  args: { page: 4 },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Suivant' })
    await expect(next).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 5 sur 5')
    await userEvent.click(next, { pointerEventsCheck: 0 })
    // Pressing the current page is not a change either.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }))
    await expect(args.onPageChange).not.toHaveBeenCalled()
  },
}

export const Clavier: Story = {
  name: 'Au clavier',
  args: { page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0)
    // Précédent is now disabled: focus is not dropped but handed to the current page.
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1)
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 sur 5')
    // Same at the other end: Suivant on the last-but-one page.
    canvas.getByRole('button', { name: 'Page 4' }).focus()
    await userEvent.keyboard('{Enter}')
    canvas.getByRole('button', { name: 'Suivant' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveFocus()
  },
}

export const NombreusesPages: Story = {
  name: 'Nombreuses pages',
  args: { page: 9, pageCount: 20 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    const names = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
    await expect(names).toEqual(['Précédent', 'Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20', 'Suivant'])
    await expect(nav).toHaveTextContent('…')
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(19)
    await expect(within(nav).getByRole('button', { name: 'Page 16' })).toBeVisible()
    await expect(within(nav).getByRole('button', { name: 'Suivant' })).toBeDisabled()
  },
}

export const PageUnique: Story = {
  name: 'Une seule page (rien à afficher)',
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/**
 * Désactivée tant que le code qui change de page n’est pas prêt (une page prérendue avant son JavaScript) :
 * rien n’a l’air utilisable, rien ne réagit.
 */
export const Desactivee: Story = {
  name: 'Désactivée (en attente du script)',
  args: { page: 0, pageCount: 4, isDisabled: true },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    for (const button of within(nav).getAllByRole('button')) await expect(button).toBeDisabled()
    await userEvent.click(within(nav).getByRole('button', { name: 'Suivant' }), { pointerEventsCheck: 0 })
    await expect(args.onPageChange).not.toHaveBeenCalled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 sur 4')
  },
}

/**
 * Seules certaines pages peuvent s’afficher tout de suite (par exemple, avant son JavaScript, celles que la
 * page prérendue contient déjà) : les boutons des autres pages, et Suivant au bout de celles-ci, restent
 * désactivés.
 */
export const PagesDisponibles: Story = {
  name: 'Pages disponibles seulement',
  args: { page: 0, pageCount: 12, isPageAvailable: (page: number) => page < 2 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' })
    const button = (name: string) => within(nav).getByRole('button', { name })
    await expect(button('Page 2')).toBeEnabled()
    await expect(button('Page 3')).toBeDisabled()
    await expect(button('Page 12')).toBeDisabled()
    await userEvent.click(button('Suivant'))
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1)
    await expect(button('Page 2')).toHaveAttribute('aria-current', 'page')
    // At the end of what is available, Suivant waits too; Précédent goes back.
    await expect(button('Suivant')).toBeDisabled()
    await expect(button('Précédent')).toBeEnabled()
    await expect(within(nav).getByRole('status')).toHaveTextContent('Page 2 sur 12')
  },
}

/** Première page, page du milieu et dernière page, peu et beaucoup de pages : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: (args) => (
    <Stack space="xl">
      <Pagination {...args} page={0} pageCount={3} label="Pagination courte" />
      <Pagination {...args} page={2} pageCount={5} label="Pagination au milieu" />
      <Pagination {...args} page={4} pageCount={5} label="Pagination à la fin" />
      <Pagination {...args} page={9} pageCount={20} label="Pagination longue" />
      <Pagination {...args} page={0} pageCount={4} label="Pagination désactivée" isDisabled />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(5)
    await expect(canvas.getAllByRole('button', { current: 'page' })).toHaveLength(5)
  },
}

/**
 * En couleurs forcées (thèmes de contraste de Windows) : le navigateur impose sa palette ; la page courante
 * reste lisible, son numéro en HighlightText sur Highlight (sans le fond de lecture que le navigateur pose
 * derrière le texte, qui en faisait un pavé plein).
 */
export const CouleursForcees: Story = {
  name: 'Couleurs forcées',
  tags: ['visual', '!autodocs'],
  args: { page: 1, pageCount: 4 },
  globals: { viewport: { value: 'referenceDesktop', isRotated: false } },
  // The page numbers show from the tablet width (a phone reads « Page 2 sur 4 »).
  parameters: { screenshot: { forcedColors: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  },
}
