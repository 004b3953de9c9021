import type { ReactNode } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './LinkList.css'
import { clsx } from 'clsx/lite'

export type LinkListItem = {
  /** Le texte du lien. */
  label: ReactNode
  /** L’adresse : un chemin du site (navigation sans rechargement) ou une adresse externe. */
  href: string
  /** Ouvre le lien dans un nouvel onglet, annoncé aux lecteurs d’écran (« nouvelle fenêtre »). */
  external?: boolean
}

export type LinkListProps = {
  /** Les liens, dans l’ordre. */
  links: LinkListItem[]
  /** Nom accessible de la liste (« Liens : Hébergement »). */
  'aria-label'?: string
  /** Texte annoncé après un lien qui ouvre un nouvel onglet. */
  newTabLabel?: string
  /**
   * Hors d’un texte (`Prose`) : une colonne de liens à puces. Dans `Prose`, laisser `false` : la liste prend la
   * typographie du texte.
   */
  bulleted?: boolean
  /** Classe CSS ajoutée à la liste, pour la mise en page du parent. */
  className?: string
}

/**
 * Une liste de liens, chacun seul sur sa ligne avec une cible tactile de 44 px (les liens d’un article des
 * pages légales). Placée dans `Prose`, elle en prend la typographie de liste.
 */
export function LinkList({ links, 'aria-label': ariaLabel, newTabLabel, bulleted = false, className }: LinkListProps) {
  return (
    <ul aria-label={ariaLabel} className={clsx(bulleted && styles.bulleted, className) || undefined}>
      {links.map((link, index) => (
        <li key={`${index}-${link.href}`}>
          <StandaloneLink href={link.href} external={link.external} newTabLabel={newTabLabel}>
            {link.label}
          </StandaloneLink>
        </li>
      ))}
    </ul>
  )
}

export type StandaloneLinkProps = {
  /** Le texte du lien. */
  children: ReactNode
  /** L’adresse : un chemin du site (navigation sans rechargement) ou une adresse externe. */
  href: string
  /** Ouvre le lien dans un nouvel onglet, annoncé aux lecteurs d’écran (« nouvelle fenêtre »). */
  external?: boolean
  /** Texte annoncé après le lien quand il ouvre un nouvel onglet. */
  newTabLabel?: string
}

/**
 * Un lien seul sur sa ligne (une valeur, un lien d’une liste) : souligné, cible tactile de 44 px, une longue
 * adresse passe à la ligne n’importe où plutôt que de déborder.
 */
export function StandaloneLink({ children, href, external = false, newTabLabel = ' (nouvelle fenêtre)' }: StandaloneLinkProps) {
  // The app's link component for its own paths (router navigation); a plain anchor otherwise.
  const Anchor = useLinkComponent(external ? 'https:' : href)
  return (
    <Anchor href={href} className={styles.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && <span className={styles.visuallyHidden}>{newTabLabel}</span>}
    </Anchor>
  )
}

export type LinkGroupProps = {
  /** Le titre du groupe (« Nos services »). */
  title: ReactNode
  /** Les liens du groupe, dans l’ordre. */
  links: LinkListItem[]
  /** Niveau du titre, pour garder un plan correct. */
  headingLevel?: 2 | 3 | 4
  /** Classe CSS ajoutée au groupe, pour la mise en page du parent. */
  className?: string
}

/** Un groupe de liens titré : un titre puis une colonne de liens à puces de 44 px (le plan du site). */
export function LinkGroup({ title, links, headingLevel = 2, className }: LinkGroupProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={clsx(styles.group, className)}>
      <Heading className={styles.groupTitle}>{title}</Heading>
      <LinkList bulleted links={links} />
    </div>
  )
}
