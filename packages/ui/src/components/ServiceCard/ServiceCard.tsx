import type { ReactNode } from 'react'
import { Glyph } from '../Icon/Glyph'
import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './ServiceCard.css'
import { clsx } from 'clsx/lite'

export type ServiceCardProps = {
  /** Nom du service ; c’est l’unique lien de la carte et son nom accessible. */
  title: string
  /** Une ou deux phrases sur ce que couvre l’expertise. */
  description: ReactNode
  /** Icône décorative (une icône lucide, par exemple). */
  icon?: ReactNode
  /** Image facultative en haut de la carte (l’illustration d’un service, par exemple). */
  media?: ReactNode
  /** Destination de la carte (navigation côté client par le LinkProvider de l’application). */
  href: string
  /** Indication visuelle en bas de la carte ; le lien lui-même est nommé par le titre. */
  linkLabel?: string
  /** Niveau du titre de la carte. */
  headingLevel?: 2 | 3 | 4
  /** Props supplémentaires du lien (routerOptions, target…). */
  linkProps?: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'className'>
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * L’accroche d’un service. Toute la carte est cliquable par le lien de son titre : un seul arrêt de tabulation.
 */
export function ServiceCard({ title, description, icon, media, href, linkLabel = 'En savoir plus', headingLevel = 3, linkProps, className }: ServiceCardProps) {
  const Anchor = useLinkComponent(href)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={clsx(styles.card, className)}>
      {media && (
        <div className={styles.media} aria-hidden="true">
          {media}
        </div>
      )}
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>
        <Anchor {...linkProps} href={href} className={styles.link}>
          {title}
        </Anchor>
      </Heading>
      <p className={styles.description}>{description}</p>
      <span className={styles.more} aria-hidden="true">
        {linkLabel}
        <span className={styles.arrow}>
          <Glyph name="arrowRight" size={18} />
        </span>
      </span>
    </article>
  )
}
