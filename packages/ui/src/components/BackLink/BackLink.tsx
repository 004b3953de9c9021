import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './BackLink.css'
import { clsx } from 'clsx/lite'

export type BackLinkTone = 'inherit' | 'link'
export const backLinkTones = ['inherit', 'link'] as const satisfies readonly BackLinkTone[]

export type BackLinkProps = {
  /** Le texte du lien (« Retour aux services »). */
  children: ReactNode
  /** La page vers laquelle revenir : un chemin du site (navigation sans rechargement). */
  href: string
  /**
   * La couleur : `inherit` prend celle du texte autour (la ligne discrète au-dessus du titre d’un bandeau
   * d’ouverture), flèche à la taille du texte ; `link` prend les couleurs d’un lien, flèche de taille normale.
   */
  tone?: BackLinkTone
  /** Classe CSS ajoutée au lien, pour la mise en page du parent. */
  className?: string
}

/**
 * Un lien de retour vers la page parente, placé au-dessus du titre (dans `breadcrumb` de `Hero`) : une
 * flèche vers la gauche puis le texte souligné, sur une cible tactile de 44 px.
 */
export function BackLink({ children, href, tone = 'inherit', className }: BackLinkProps) {
  const Anchor = useLinkComponent(href)
  return (
    <Anchor href={href} className={clsx(styles.link, styles.tone[tone], className)}>
      <Icon name="arrowLeft" size={tone === 'inherit' ? 'inherit' : 'medium'} />
      {children}
    </Anchor>
  )
}
