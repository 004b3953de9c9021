import type { CSSProperties, ReactNode } from 'react'
import * as styles from './Prose.css'
import { clsx } from 'clsx/lite'

export type ProseProps = {
  /** Contenu HTML simple : titres h2 et h3, paragraphes, listes, liens, gras, tableaux, citations… */
  children: ReactNode
  /**
   * Numérotation automatique des titres h2 : `decimal` (« 1. Objet ») ou `article` (« Article 1 – Objet »).
   * Laisser `none` quand le contenu porte déjà ses numéros.
   */
  numbered?: 'none' | 'decimal' | 'article'
  /** Mot placé avant le numéro en mode `article`. */
  articleLabel?: string
  /** L’élément rendu : `article` pour un texte autonome. */
  as?: 'div' | 'article'
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

// createVar() gives `var(--name)`; the inline style needs the bare custom-property name.
const labelProperty = styles.articleLabel.replace(/^var\((--[^,)]+).*$/, '$1')

/**
 * Typographie des textes longs (pages légales) : largeur de lecture, rythme vertical, titres, listes et liens
 * mis en forme.
 */
export function Prose({ children, numbered = 'none', articleLabel = 'Article', as: Element = 'div', className }: ProseProps) {
  const classes = [styles.prose, numbered === 'decimal' && styles.numberedDecimal, numbered === 'article' && styles.numberedArticle, className]
  return (
    <Element className={clsx(...classes)} style={numbered === 'article' ? ({ [labelProperty]: JSON.stringify(articleLabel) } as CSSProperties) : undefined}>
      {children}
    </Element>
  )
}
