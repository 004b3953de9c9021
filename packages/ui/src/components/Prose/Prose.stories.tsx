import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Prose } from './Prose'

function TermsExcerpt() {
  return (
    <>
      <p>
        Les présentes conditions générales d’utilisation encadrent l’accès au site et son utilisation par tout visiteur. Dernière mise à jour&nbsp;:{' '}
        <time dateTime="2026-11-22">22 novembre 2026</time>.
      </p>
      <h2>Définitions</h2>
      <p>Dans les présentes conditions, les termes suivants ont le sens indiqué ci-dessous&nbsp;:</p>
      <ul>
        <li>
          <strong>Site</strong>&nbsp;: le site internet édité par le cabinet d’expertise.
        </li>
        <li>
          <strong>Utilisateur</strong>&nbsp;: toute personne qui accède au Site, qu’elle soit ou non cliente.
        </li>
      </ul>
      <h2>Objet</h2>
      <p>
        Le Site présente les expertises proposées et permet de demander un devis. Les données transmises via les formulaires sont traitées conformément à notre{' '}
        <a href="/politique-confidentialite">politique de confidentialité</a>.
      </p>
      <h3>Formulaires de contact</h3>
      <ol>
        <li>Vous renseignez vos coordonnées et décrivez votre projet.</li>
        <li>Nous vous répondons sous 48{'\u00a0'}h ouvrées.</li>
      </ol>
      <h2>Droit applicable</h2>
      <p>Les présentes conditions sont soumises au droit français. Tout litige relève des tribunaux de Paris.</p>
    </>
  )
}

const meta = {
  title: 'Composants/Prose',
  component: Prose,
  args: { children: <TermsExcerpt /> },
  argTypes: {
    numbered: { control: 'inline-radio', options: ['none', 'decimal', 'article'] },
    children: { control: false },
  },
} satisfies Meta<typeof Prose>

export default meta
type Story = StoryObj<typeof meta>

export const TexteJuridique: Story = {
  name: 'Texte juridique',
  args: { numbered: 'article' },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 })
    await expect(headings).toHaveLength(3)
    // Articles are numbered by CSS counters, in order.
    await expect(getComputedStyle(headings[0]!, '::before').content).toMatch(/^"Article " counter\(prose-article\)/)
    await expect(canvas.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
    // Lines stay at a reading width (~70 characters).
    const prose = canvas.getByText(/Les présentes conditions générales/).parentElement!
    await expect(prose.getBoundingClientRect().width).toBeLessThan(800)
  },
}

export const NumerotationDecimale: Story = {
  name: 'Numérotation décimale',
  args: { numbered: 'decimal' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('heading', { level: 2 })
    await expect(getComputedStyle(first!, '::before').content).toContain('counter(prose-article)')
  },
}

export const SansNumerotation: Story = {
  name: 'Sans numérotation',
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('heading', { level: 2 })
    await expect(getComputedStyle(first!, '::before').content).toBe('none')
  },
}

export const LibellePersonnalise: Story = {
  name: 'Libellé personnalisé',
  args: { numbered: 'article', articleLabel: 'Section' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('heading', { level: 2 })
    await expect(getComputedStyle(first!, '::before').content).toMatch(/^"Section " counter\(prose-article\)/)
  },
}

export const TableauCookies: Story = {
  name: 'Tableau des cookies',
  args: {
    children: (
      <>
        <h2>Cookies utilisés</h2>
        <table>
          <caption>Cookies déposés sur le site</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Finalité</th>
              <th scope="col">Durée</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>cookie_consent</td>
              <td>Mémoriser votre choix de consentement</td>
              <td>12 mois</td>
            </tr>
            <tr>
              <td>_ga</td>
              <td>Mesure d’audience, seulement après votre accord</td>
              <td>13 mois</td>
            </tr>
          </tbody>
        </table>
        <blockquote>Vous pouvez retirer votre consentement à tout moment depuis le pied de page.</blockquote>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Cookies déposés sur le site' })).toBeVisible()
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3)
  },
}

/** Numérotation par articles, listes, liens et mise en valeur : la référence visuelle. */
export const Matrice: Story = {
  name: 'Matrice',
  tags: ['visual', '!autodocs'],
  args: { numbered: 'article' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(4)
  },
}
