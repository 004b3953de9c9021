// French typography, in one place: `typeset` corrects a visitor-facing string (the site's content is
// written as it gives, apps/site/scripts/typeset-content.mjs; a deployer's configured texts are typeset
// at build), `typographyIssues` finds what a reader would see wrong (the scans of the prerendered pages
// and of the stories), and `looseFrench` lets a test compare a spec string with its typeset form.
// Plain ESM with no dependency: the site's Vite config, its scripts, the design system's tests and the
// e2e suites all import it.

export const NBSP = '\u00A0'
/** Narrow no-break space: before ; ! ? and inside « », in French thousands. */
export const NNBSP = '\u202F'

const letter = '\\p{L}'

const NUMBERS = /** @type {const} */ ('numbers')

/** @type {([RegExp | string, string | ((...m: string[]) => string)] | typeof NUMBERS)[]} */
const rules = [
  // Straight quotes used as quotation marks: 'Rester anonyme' and "Rester anonyme" → « Rester anonyme ».
  [
    new RegExp(`(^|[\\s(])'([^'\\n]*${letter}[^'\\n]*)'(?=$|[\\s.,;:!?)])`, 'gu'),
    (_, before, inner) => `${before}«${NNBSP}${inner.replace(/(\p{L})'(\p{L})/gu, '$1’$2')}${NNBSP}»`,
  ],
  [/(^|[\s(])"([^"\n]+)"(?=$|[\s.,;:!?)])/gu, (_, before, inner) => `${before}«${NNBSP}${inner}${NNBSP}»`],
  // Apostrophe between letters (l'expert, aujourd'hui) and after an elided letter before a quote or digit.
  [new RegExp(`(${letter})'(?=${letter}|«|\\d)`, 'gu'), '$1’'],
  // Guillemets hold their text with narrow no-break spaces.
  [/«[\s\u00A0\u202F]*/gu, `«${NNBSP}`],
  [/[\s\u00A0\u202F]*»/gu, `${NNBSP}»`],
  // High punctuation: a space already there becomes no-break (narrow before ; ! ?, full before :).
  [/[ \t\u00A0\u202F]+([;!?])/gu, `${NNBSP}$1`],
  [/[ \t\u00A0\u202F]+:/gu, `${NBSP}:`],
  ['...', '…'],
  NUMBERS,
  // Hours: 9h, 9h30, 24h/24 → 9 h, 9 h 30, 24 h/24; ranges 9h-19h → 9 h – 19 h, 24-48h → 24–48 h.
  [/(?<![\p{L}\d])(\d{1,2}) ?h(?: ?(\d{2}))?(?![\p{L}\d])/gu, (_, hour, minutes) => `${hour}${NBSP}h${minutes ? `${NBSP}${minutes}` : ''}`],
  [/(\d\u00A0h(?:\u00A0\d{2})?)[ \u00A0]*[-–][ \u00A0]*(\d)/gu, `$1${NBSP}–${NBSP}$2`],
  [/(?<![\p{L}\d])(\d{1,2})-(\d{1,2})\u00A0h/gu, `$1–$2${NBSP}h`],
  // A spaced hyphen is a dash (34 - Hérault → 34 – Hérault), held to what precedes it.
  [/[ \u00A0][-–] /gu, `${NBSP}– `],
  // Phone numbers never break: 04 65 71 12 34, +33 4 65 71 12 34.
  [/(?<![\d\u00A0])(?:\+33[ \u00A0]?\d|0\d)(?:[ \u00A0]\d{2}){4}(?!\d)/gu, (phone) => phone.replace(/ /g, NBSP)],
  // A VAT number never breaks either: FR00 123456789.
  [/\b(FR[\dA-Z]{2}) (\d{9})\b/gu, `$1${NBSP}$2`],
  // Amounts and numbers: 1 000 € → 1 000 € (narrow thousands, no-break before the unit).
  [/(\d) (?=\d{3}(?!\d))/gu, `$1${NNBSP}`],
  [/(\d)[ \u00A0]?%/gu, `$1${NNBSP}%`],
  [/(\d) (?=€|euros?\b|km\b|m²|ans?\b|jours?\b|mois\b|semaines?\b|heures?\b|minutes?\b|caractères\b|points?\b|avis\b|étoiles?\b)/gu, `$1${NBSP}`],
]

/**
 * The string with French typography: ’, « » with narrow no-break spaces, no-break spaces before
 * high punctuation (only where a space was written: "Oops!" stays), …, hours, dashes, phone
 * numbers and amounts that never break. Idempotent; leaves URLs, identifiers and e-mails alone.
 * `{ numbers: false }` keeps to punctuation (apostrophes, quotes, spaces before : ; ! ?, …).
 * @param {string} text
 * @param {{ numbers?: boolean }} [options]
 * @returns {string}
 */
export function typeset(text, { numbers = true } = {}) {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(text) || /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(text)) return text
  let result = text
  for (const rule of rules) {
    if (rule === NUMBERS) {
      if (!numbers) break
      continue
    }
    const [pattern, replacement] = rule
    result =
      typeof pattern === 'string' ? result.replaceAll(pattern, /** @type {string} */ (replacement)) : result.replace(pattern, /** @type {any} */ (replacement))
  }
  return result
}

/**
 * What a French reader would see wrong in a visible string: a straight apostrophe or quote, a
 * breaking space before : ; ! ? or inside « », three dots. Each finding quotes its surroundings.
 * `{ hours: true }` also finds an hour glued to its number (24h).
 * @param {string} text
 * @param {{ hours?: boolean }} [options]
 * @returns {{ kind: 'apostrophe' | 'space-before-punctuation' | 'guillemets' | 'ellipsis' | 'hours', excerpt: string }[]}
 */
export function typographyIssues(text, { hours = false } = {}) {
  /** @type {{ kind: 'apostrophe' | 'space-before-punctuation' | 'guillemets' | 'ellipsis' | 'hours', excerpt: string }[]} */
  const issues = []
  /** @param {RegExp} pattern @param {'apostrophe' | 'space-before-punctuation' | 'guillemets' | 'ellipsis' | 'hours'} kind */
  const find = (pattern, kind) => {
    for (const match of text.matchAll(pattern)) {
      const start = Math.max(0, (match.index ?? 0) - 30)
      issues.push({
        kind,
        excerpt: text
          .slice(start, (match.index ?? 0) + match[0].length + 30)
          .replace(/\s+/g, ' ')
          .trim(),
      })
    }
  }
  find(/'/g, 'apostrophe')
  find(/[ \t\n\r][:;!?»]/g, 'space-before-punctuation')
  find(/«[ \t\n\r]/g, 'guillemets')
  find(/\.\.\./g, 'ellipsis')
  // An hour glued to its number (24h): the pages' copy is typeset (24 h); the stories' sample text is not yet.
  if (hours) find(/(?<![\p{L}\d])\d{1,2}h(?![\p{L}\d])/gu, 'hours')
  return issues
}

/**
 * A string reduced to what typography cannot change, for comparing a spec string with what the site
 * shows: apostrophes and quotes (' ’ « » " “ ”) one mark, dashes one hyphen, … as ..., every space
 * (breaking or not) dropped. The words and their order still have to match.
 * @param {string} text
 * @returns {string}
 */
export function looseFrench(text) {
  return text
    .replace(/[’‘ʼ«»“”"]/g, "'")
    .replace(/…/g, '...')
    .replace(/[–—‑]/g, '-')
    .replace(/\s+/gu, '')
}

/**
 * A pattern that matches a spec string in either spelling, plain or typeset (the same tolerance as
 * `looseFrench`), for locators and text assertions: `getByText(frenchText("Erreur d'envoi"))`.
 * Whole text by default; `{ exact: false }` finds it inside a longer text.
 * @param {string} text
 * @param {{ exact?: boolean }} [options]
 * @returns {RegExp}
 */
export function frenchText(text, { exact = true } = {}) {
  const parts = [...looseFrench(text).replace(/\.\.\./g, '…')].map((char) => {
    if (char === "'") return '[\'’‘ʼ«»“”"]'
    if (char === '-') return '[-–—‑]'
    if (char === '…') return '(?:…|\\.\\.\\.)'
    return char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  })
  const body = parts.join('\\s*')
  // No `u` flag: Playwright's text selector engine cannot parse a `u` regex chained with `.first()`
  // (`/…/u >> nth=0`), and the pattern needs none (no \p{…}, no astral characters).
  return new RegExp(exact ? `^\\s*${body}\\s*$` : body)
}
