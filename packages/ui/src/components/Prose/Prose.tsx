import type { CSSProperties, ReactNode } from 'react'
import * as styles from './Prose.css'

export type ProseProps = {
  /** Plain HTML content: h2/h3, p, ul/ol, a, strong, table, blockquote… */
  children: ReactNode
  /**
   * Automatic numbering of the h2 headings: `decimal` ('1. Objet') or `article` ('Article 1 – Objet').
   * Leave `none` when the content already carries its numbers. @default 'none'
   */
  numbered?: 'none' | 'decimal' | 'article'
  /** Word before the number in `article` mode. @default 'Article' */
  articleLabel?: string
  /** @default 'div' */
  as?: 'div' | 'article'
  className?: string
}

// createVar() gives `var(--name)`; the inline style needs the bare custom-property name.
const labelProperty = styles.articleLabel.replace(/^var\((--[^,)]+).*$/, '$1')

/** Typography for long texts (legal pages): reading width, vertical rhythm, styled headings, lists and links. */
export function Prose({ children, numbered = 'none', articleLabel = 'Article', as: Element = 'div', className }: ProseProps) {
  const classes = [
    styles.prose,
    numbered === 'decimal' && styles.numberedDecimal,
    numbered === 'article' && styles.numberedArticle,
    className,
  ]
  return (
    <Element
      className={classes.filter(Boolean).join(' ')}
      style={numbered === 'article' ? ({ [labelProperty]: JSON.stringify(articleLabel) } as CSSProperties) : undefined}
    >
      {children}
    </Element>
  )
}
