import { describe, expect, it } from 'vitest'
import { frenchText, looseFrench, typeset, typographyIssues } from '../../../scripts/french-typography.mjs'
import { typesetContent } from './typeset-content.mjs'
import { typesetConfigTexts } from './typeset-deploy-texts.mjs'
import { pageText } from './page-text.mjs'

const NBSP = '\u00A0'
const NNBSP = '\u202F'

describe('typeset', () => {
  it.each([
    ["Expert d'assuré indépendant", 'Expert d’assuré indépendant'],
    ["Veuillez indiquer votre nom ou cocher 'Rester anonyme'", `Veuillez indiquer votre nom ou cocher «${NNBSP}Rester anonyme${NNBSP}»`],
    ["Merci d'avoir partagé votre expérience ! Votre avis", `Merci d’avoir partagé votre expérience${NNBSP}! Votre avis`],
    ['Un problème ? Décrivez-le ; nous répondons : vite', `Un problème${NNBSP}? Décrivez-le${NNBSP}; nous répondons${NBSP}: vite`],
    ['le lien « Gérer les cookies »', `le lien «${NNBSP}Gérer les cookies${NNBSP}»`],
    ['Chargement des avis...', 'Chargement des avis…'],
    ['Lundi - Jeudi : 9h-19h', `Lundi${NBSP}– Jeudi${NBSP}: 9${NBSP}h${NBSP}–${NBSP}19${NBSP}h`],
    ['Un conseiller vous contactera sous 24-48h.', `Un conseiller vous contactera sous 24–48${NBSP}h.`],
    ['Urgence 24h/24, rapport sous 48h', `Urgence 24${NBSP}h/24, rapport sous 48${NBSP}h`],
    ['34 - Hérault', `34${NBSP}– Hérault`],
    ['Appelez le 04 65 71 12 34', `Appelez le 04${NBSP}65${NBSP}71${NBSP}12${NBSP}34`],
    ['+33 4 65 71 12 34', `+33${NBSP}4${NBSP}65${NBSP}71${NBSP}12${NBSP}34`],
    ['capital de 1 000 €, RCS Montpellier 912 345 678', `capital de 1${NNBSP}000${NBSP}€, RCS Montpellier 912${NNBSP}345${NNBSP}678`],
    ['TVA FR32 912345678', `TVA FR32${NBSP}912345678`],
    ['70% des acquéreurs', `70${NNBSP}% des acquéreurs`],
    ['au moins 10 caractères', `au moins 10${NBSP}caractères`],
  ])('%s', (plain, expected) => {
    expect(typeset(plain)).toBe(expected)
    expect(typeset(expected), 'idempotent').toBe(expected)
    expect(typographyIssues(expected)).toEqual([])
  })

  it('keeps what is not French prose: the spec’s English heading, URLs, e-mails, identifiers, times', () => {
    for (const text of ['Oops! Page not found', 'https://example.com/a?b=1:2', 'contact@example.fr', 'degats-des-eaux', '09:00', 'tel:+33465711234'])
      expect(typeset(text)).toBe(text)
  })

  it('keeps to punctuation when asked (numbers, hours and phones untouched)', () => {
    expect(typeset("Devis sous 48h : c'est gratuit", { numbers: false })).toBe(`Devis sous 48h${NBSP}: c’est gratuit`)
  })
})

describe('typographyIssues', () => {
  it('finds straight apostrophes, breaking spaces before high punctuation and inside « », and three dots', () => {
    expect(typographyIssues("L'expert : « vite » ! Chargement...").map((issue) => issue.kind)).toEqual([
      'apostrophe',
      'space-before-punctuation',
      'space-before-punctuation',
      'space-before-punctuation',
      'guillemets',
      'ellipsis',
    ])
  })

  it('with { hours: true }, finds an hour glued to its number (the pages\u2019 scan), and leaves the typeset one alone', () => {
    const glued = 'Nous vous recontactons dans les 24h ouvrées, urgence 24h/24.'
    expect(typographyIssues(glued)).toEqual([])
    expect(typographyIssues(glued, { hours: true }).map((issue) => issue.kind)).toEqual(['hours', 'hours'])
    expect(typographyIssues(typeset(glued), { hours: true })).toEqual([])
  })
})

describe('looseFrench and frenchText', () => {
  it('equate a spec string with its typeset form, and only with it', () => {
    const spec = "Veuillez indiquer votre nom ou cocher 'Rester anonyme'"
    expect(looseFrench(typeset(spec))).toBe(looseFrench(spec))
    expect(frenchText(spec).test(typeset(spec))).toBe(true)
    expect(frenchText(spec).test(spec)).toBe(true)
    expect(frenchText(spec).test('Veuillez indiquer votre prénom ou cocher « Rester anonyme »')).toBe(false)
    expect(frenchText('Chargement des avis...').test('Chargement des avis…')).toBe(true)
    expect(frenchText('sous 24-48h.').test(`sous 24–48${NBSP}h.`)).toBe(true)
    expect(frenchText('sous 48h', { exact: false }).test(`Devis gratuit sous 48${NBSP}h !`)).toBe(true)
    expect(frenchText('sous 48h').test(`Devis gratuit sous 48${NBSP}h`)).toBe(false)
  })
})

describe('typesetContent (the content written typeset)', () => {
  it('typesets string literals and template texts, never imports, keys, literal types or code-like strings; names each change', () => {
    const source = [
      "import type { X } from './types'",
      "type Kind = 'l\\'un' | 'autre'",
      "export const page = { 'titre : a': \"Expert d'assuré\", intro: `Décrivez-nous ${'votre'} situation : nous rappelons sous 24h.` }",
      "export const drawing = { d: 'M20 270h360', size: '100%', kind: 'fissure-mur' }",
      "export const note = 'Déjà typographié\u00A0: rien à faire'",
    ].join('\n')
    const { code, changes } = typesetContent(source, '/app/content/page.ts')
    expect(code.split('\n')).toEqual([
      "import type { X } from './types'",
      "type Kind = 'l\\'un' | 'autre'",
      `export const page = { 'titre : a': 'Expert d’assuré', intro: \`Décrivez-nous \${'votre'} situation${NBSP}: nous rappelons sous 24${NBSP}h.\` }`,
      "export const drawing = { d: 'M20 270h360', size: '100%', kind: 'fissure-mur' }",
      "export const note = 'Déjà typographié\u00A0: rien à faire'",
    ])
    expect(changes).toEqual([
      { line: 3, written: "Expert d'assuré", typeset: 'Expert d’assuré' },
      { line: 3, written: ' situation : nous rappelons sous 24h.', typeset: ` situation${NBSP}: nous rappelons sous 24${NBSP}h.` },
    ])
    expect(typesetContent(code, '/app/content/page.ts').changes, 'idempotent').toEqual([])
  })
})

describe('the deployer’s texts of site.config.ts, typeset at build (typesetConfigTexts)', () => {
  const source = [
    'const text = (key: string, fallback: string) => typeset(pick(key, fallback))',
    "const phone = text('VITE_PHONE', '04 65 71 12 34')",
    "export const config = { city: text('VITE_CITY', 'Montpellier'), capital: text('VITE_CAPITAL', '1 000 €'), url: pick('VITE_URL', 'http://localhost:3000') }",
  ].join('\n')

  it('replaces each text() call by the typeset configured value, else the typeset default; leaves other calls', () => {
    const { code } = typesetConfigTexts(source, '/app/site.config.ts', { VITE_PHONE: '04 99 00 11 22', VITE_CITY: '' })
    expect(code).toContain(`const phone = ${JSON.stringify(typeset('04 99 00 11 22'))}`)
    expect(code).toContain('city: "Montpellier"')
    expect(code).toContain(`capital: ${JSON.stringify(typeset('1 000 €'))}`)
    expect(typeset('1 000 €')).not.toBe('1 000 €')
    expect(code).toContain("url: pick('VITE_URL', 'http://localhost:3000')")
    expect(code).not.toMatch(/\btext\(/)
  })

  it('refuses a text() call it cannot read at build time', () => {
    expect(() => typesetConfigTexts("const city = text('VITE_CITY', fallbackCity)", '/app/site.config.ts', {})).toThrow(/two string literals/)
  })
})

describe('pageText', () => {
  it('reads what a visitor reads: body text joined across inline tags, labels, the description; not scripts or styles', () => {
    const html = [
      '<html><head><title>L&#x27;expert</title><meta name="description" content="Vite !"><meta property="og:url" content="https://x.fr/a?b"></head>',
      '<body><p>Téléphone<strong> :</strong> 04</p><img alt="Plan d&#x27;accès"><button aria-label="Fermer">x</button>',
      '<script type="application/ld+json">{"a":"l\'b ..."}</script><style>a::after{content:" : "}</style><!-- l\'x --></body></html>',
    ].join('')
    expect(pageText(html)).toEqual([
      { where: '<title>', text: "L'expert" },
      { where: '<meta description>', text: 'Vite !' },
      { where: 'alt=""', text: "Plan d'accès" },
      { where: 'aria-label=""', text: 'Fermer' },
      { where: 'text', text: 'Téléphone : 04' },
      { where: 'text', text: 'x' },
    ])
  })
})
