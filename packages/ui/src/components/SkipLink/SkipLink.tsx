import type { ReactNode } from 'react'
import * as styles from './SkipLink.css'

export type SkipLinkProps = {
  /** L’ancre du contenu principal de la page (`#contenu`) : l’`id` de l’élément `main`. */
  href: `#${string}`
  /** Le texte du lien (« Aller au contenu »). */
  children: ReactNode
}

/**
 * Le lien d’évitement : premier arrêt de la touche Tab sur chaque page, invisible jusqu’à ce qu’il ait le
 * focus, il mène au contenu principal sans repasser par l’en-tête et le menu. À placer en tout premier dans
 * `body`, avec un `main` qui porte l’`id` visé et `tabIndex={-1}`.
 */
export function SkipLink({ href, children }: SkipLinkProps) {
  return (
    <a href={href} className={styles.link}>
      {children}
    </a>
  )
}
