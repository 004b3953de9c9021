import type { ReactNode } from 'react'
import { ArrowRight } from 'lucide-react'
import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './ServiceCard.css'

export type ServiceCardProps = {
  /** Service name; it is the card's one link and its accessible name. */
  title: string
  /** One or two sentences on what the expertise covers. */
  description: ReactNode
  /** Decorative icon (e.g. a lucide icon). */
  icon?: ReactNode
  /** Optional picture shown at the top (e.g. a service illustration). */
  media?: ReactNode
  /** Destination of the card (client-side routing through the app's LinkProvider). */
  href: string
  /** Visual cue at the bottom of the card; the link itself is named by the title. @default 'En savoir plus' */
  linkLabel?: string
  /** Level of the title heading. @default 3 */
  headingLevel?: 2 | 3 | 4
  /** Extra props for the link (routerOptions, target…). */
  linkProps?: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'className'>
  className?: string
}

/** A service teaser. The whole card is clickable through its title link, so it is one tab stop. */
export function ServiceCard({
  title,
  description,
  icon,
  media,
  href,
  linkLabel = 'En savoir plus',
  headingLevel = 3,
  linkProps,
  className,
}: ServiceCardProps) {
  const Anchor = useLinkComponent(href)
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
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
          <ArrowRight size={18} />
        </span>
      </span>
    </article>
  )
}
