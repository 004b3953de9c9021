import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Building2, HardHat, KeyRound } from 'lucide-react'
import { renderToString } from 'react-dom/server'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'
import { selectTabsBeforeHydration } from './tabs-script'

const groups = [
  {
    id: 'batiment',
    label: 'Expertise bâtiment',
    icon: <Building2 size={20} aria-hidden />,
    services: ['Malfaçons', 'Fissures', 'Humidité', 'Infiltrations', 'Dégâts des eaux'],
  },
  {
    id: 'chantier',
    label: 'Problèmes durant / réception chantier',
    icon: <HardHat size={20} aria-hidden />,
    services: ['Rupture des relations avec l’entreprise', 'Abandon de chantier', 'Réception de chantier'],
  },
  {
    id: 'immobilier',
    label: 'Expertise biens & immobilier',
    icon: <KeyRound size={20} aria-hidden />,
    services: ['Expertise avant achat ou vente'],
  },
] as const

const steps = ['Premier contact', 'Visite', 'Constat', 'Rapport', 'Réunion', 'Suivi'] as const

function ServiceTabs({ disabledKeys, withIcons = true }: { disabledKeys?: string[]; withIcons?: boolean }) {
  return (
    <Tabs disabledKeys={disabledKeys}>
      <TabList aria-label="Catégories d’expertise">
        {groups.map((group) => (
          <Tab key={group.id} id={group.id} icon={withIcons ? group.icon : undefined}>
            {group.label}
          </Tab>
        ))}
      </TabList>
      {groups.map((group) => (
        <TabPanel key={group.id} id={group.id}>
          <ul>
            {group.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </TabPanel>
      ))}
    </Tabs>
  )
}

const meta = {
  title: 'Composants/Tabs',
  component: Tabs,
  render: () => <ServiceTabs />,
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Services: Story = {
  name: 'Services',
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab')
    await expect(tabs).toHaveLength(3)
    // The first tab is selected initially and its panel is the one shown.
    await expect(canvas.getByRole('tab', { name: 'Expertise bâtiment' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Malfaçons')
    // Every panel is in the page, hidden but the selected one; a switch shows another of them, the
    // same elements (nothing built again on a tap: a phone pays for every node).
    const first = canvas.getByRole('tabpanel')
    const firstContent = [...first.querySelectorAll('*')]
    const key = canvas.getByRole('tab', { name: 'Expertise biens & immobilier' }).getAttribute('data-key')
    const second = canvasElement.querySelector<HTMLElement>(`[data-panel-key="${key}"]`)!
    await expect(second).toHaveAttribute('data-inactive')
    const secondContent = [...second.querySelectorAll('*')]
    const sameNodes = (now: Element[], before: Element[]) => now.length === before.length && now.every((node, i) => node === before[i])
    // Pointer selection.
    await userEvent.click(canvas.getByRole('tab', { name: 'Expertise biens & immobilier' }))
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Expertise biens & immobilier')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Expertise avant achat ou vente')
    await expect(canvas.getByRole('tabpanel')).toBe(second)
    await expect(sameNodes([...second.querySelectorAll('*')], secondContent)).toBe(true)
    await expect(first).toHaveAttribute('data-inactive')
    await expect(first).not.toHaveAttribute('role')
    await expect(sameNodes([...first.querySelectorAll('*')], firstContent)).toBe(true)
  },
}

export const Clavier: Story = {
  name: 'Au clavier',
  play: async ({ canvas }) => {
    const first = canvas.getByRole('tab', { name: 'Expertise bâtiment' })
    const second = canvas.getByRole('tab', { name: 'Problèmes durant / réception chantier' })
    const third = canvas.getByRole('tab', { name: 'Expertise biens & immobilier' })
    await userEvent.tab()
    await expect(first).toHaveFocus()
    // Arrow keys move focus and selection; the panel follows.
    await userEvent.keyboard('{ArrowRight}')
    await expect(second).toHaveFocus()
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Abandon de chantier')
    await userEvent.keyboard('{End}')
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(third).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Expertise avant achat ou vente')
    // Tab leaves the list for the panel.
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel')).toHaveFocus()
  },
}

export const OngletDesactive: Story = {
  name: 'Onglet désactivé',
  render: () => <ServiceTabs disabledKeys={['chantier']} />,
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('tab', { name: 'Problèmes durant / réception chantier' })
    await expect(disabled).toHaveAttribute('aria-disabled', 'true')
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Expertise biens & immobilier' })).toHaveAttribute('aria-selected', 'true')
  },
}

/**
 * Dans une colonne de la largeur d’un téléphone, trois onglets se partagent la ligne et leurs libellés passent à
 * la ligne : chacun se voit en entier, rien n’est caché au bord.
 */
export const Telephone: Story = {
  name: 'Téléphone',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <ServiceTabs />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist')
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
    const edges = list.getBoundingClientRect()
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect()
      await expect(box.left >= edges.left && box.right <= edges.right).toBe(true)
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Problèmes durant / réception chantier' }))
    await expect(canvas.getByRole('tab', { name: 'Problèmes durant / réception chantier' })).toHaveAttribute('aria-selected', 'true')
  },
}

/**
 * Plus de quatre onglets dans une colonne de téléphone : la liste défile horizontalement (un fondu au bord dit
 * qu’il y en a d’autres), et le clavier amène l’onglet choisi dans la vue.
 */
export const DefilementMobile: Story = {
  name: 'Nombreux onglets sur téléphone',
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Tabs>
        <TabList aria-label="Étapes d’une expertise">
          {steps.map((step) => (
            <Tab key={step} id={step}>
              {step}
            </Tab>
          ))}
        </TabList>
        {steps.map((step) => (
          <TabPanel key={step} id={step}>
            <p>{step}</p>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist')
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth)
    // A fade over the end it hides says there is more; none at the start while scrolled to it.
    const fades = () => {
      const match = /rgba\(0, 0, 0, 0\),\s*rgb\(0, 0, 0\)\s+([\d.]+)px,\s*rgb\(0, 0, 0\)\s+calc\(100% - ([\d.]+)px\)/.exec(getComputedStyle(list).maskImage)
      return match ? { start: Number(match[1]), end: Number(match[2]) } : null
    }
    await waitFor(() => expect(fades()?.start).toBe(0))
    await expect(fades()?.end).toBeGreaterThan(0)
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    // Keyboard focus brings the last tab into view.
    const last = canvas.getByRole('tab', { name: steps.at(-1) })
    await expect(last).toHaveFocus()
    // react-aria scrolls it in on the next frame.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0))
  },
}

/** The attribute a page's code puts on the tabs' container when it takes their markup (the story's own name). */
const OWNED = 'data-owned-by-page'

/**
 * Les onglets tels que la page les écrit, avant que leur code soit là : le script de la page
 * (`tabsBeforeHydrationScript`) change d’onglet dès le premier appui, puis s’arrête dès que le code de la page
 * dit avoir pris ces onglets (`ownedBy`), pour que rien ne change sous React pendant qu’il les hydrate.
 */
export const AvantHydratation: Story = {
  name: 'Avant l’hydratation',
  render: () => <div dangerouslySetInnerHTML={{ __html: renderToString(<ServiceTabs />) }} />,
  play: async ({ canvas, canvasElement }) => {
    const stop = selectTabsBeforeHydration(window, { ownedBy: `[${OWNED}]` })
    try {
      const chantier = canvas.getByRole('tab', { name: 'Problèmes durant / réception chantier' })
      const immobilier = canvas.getByRole('tab', { name: 'Expertise biens & immobilier' })
      // Not live: the script switches the prerendered tabs, with the attributes the tabs render.
      await userEvent.click(chantier)
      await expect(chantier).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Problèmes durant / réception chantier')
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Abandon de chantier')
      // The page's code takes the markup (its root starts hydrating): the script leaves the tabs alone.
      canvasElement.firstElementChild!.setAttribute(OWNED, '')
      await userEvent.click(immobilier)
      await expect(immobilier).toHaveAttribute('aria-selected', 'false')
      await expect(chantier).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Abandon de chantier')
    } finally {
      stop()
    }
  },
}

/**
 * Sélectionné, non sélectionné, désactivé, avec et sans icônes, et l’anneau de focus : la référence visuelle.
 */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ServiceTabs />
      <ServiceTabs withIcons={false} disabledKeys={['immobilier']} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(2)
  },
}
