// Keeps runs of a text on one line (a phone number, a VAT number, 'faites-vous') while the rest of
// it wraps freely: each match of the pattern is wrapped in a nowrap span. The pattern matches spaces
// of any kind, so the text reads the same whether its spaces are breaking or not.
import type { ReactNode } from 'react'
import * as styles from './KeepTogether.css'

const gap = '[\\s\\u00a0\\u202f.]?'

/**
 * French phone numbers ('04 65 71 12 34', '+33 4 65 71 12 34'), intra-EU VAT numbers
 * ('FR00 000000000') and the SIREN of a registration ('RCS Montpellier 000 000 000').
 */
export const identifierPattern = new RegExp(
  [
    `(?:\\+33${gap}|\\b0)[1-9](?:${gap}\\d{2}){4}\\b`,
    `\\bFR${gap}[0-9A-Z]{2}${gap}\\d{3}${gap}\\d{3}${gap}\\d{3}\\b`,
    `\\b\\d{3}[\\s\\u00a0\\u202f]\\d{3}[\\s\\u00a0\\u202f]\\d{3}\\b`,
  ].join('|'),
  'g',
)

/** Words joined by a hyphen ('faites-vous', 'Puis-je'): a line break after the hyphen reads badly. */
export const hyphenatedPattern = /[\p{L}’']+(?:-[\p{L}]+)+/gu

/** `text` with every match of `pattern` (a global regular expression) kept on one line. */
export function KeepTogether({ text, pattern }: { text: string; pattern: RegExp }): ReactNode {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(
      <span key={match.index} className={styles.noWrap}>
        {match[0]}
      </span>,
    )
    last = match.index + match[0].length
  }
  if (parts.length === 0) return text
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
