import { createElement } from 'react'
import { MapPin } from 'lucide-react'
import { VisuallyHidden } from 'react-aria-components'
import { StarRating } from '../StarRating/StarRating'
import * as styles from './ReviewCard.css'

// One formatter per time zone: building an Intl.DateTimeFormat costs about a millisecond on a phone,
// and a page of reviews would build one per card.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * French long date ('12 mars 2025') in a fixed time zone, so the prerendered HTML and the
 * browser agree whatever the server's or the visitor's zone. Returns null for an unreadable date.
 */
export function formatReviewDate(iso: string, timeZone = 'Europe/Paris'): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone })
    dateFormats.set(timeZone, format)
  }
  return format.format(date)
}

export type ReviewCardProps = {
  /** Author's name; ignored when `anonymous`. */
  name?: string
  /** Show `anonymousLabel` instead of the name. @default false */
  anonymous?: boolean
  /** @default 'Client anonyme' */
  anonymousLabel?: string
  /** A department label, e.g. '69 - Rhône'. */
  location?: string
  /** 1 to 5. */
  rating: number
  /** Creation timestamp (ISO 8601). */
  date: string
  /** Zone the date is read in. @default 'Europe/Paris' */
  timeZone?: string
  /** Project type label, e.g. 'Expertise fissures'. */
  projectType?: string
  message: string
  /** Level of the name's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Prefix of the location, read by screen readers only. @default 'Localisation :' */
  locationLabel?: string
  className?: string
}

/**
 * One customer review. Every text is the visitor's and is rendered as text (React escapes it),
 * isolated for bidirectional text and allowed to break anywhere so no content can widen the card.
 */
export function ReviewCard({
  name,
  anonymous = false,
  anonymousLabel = 'Client anonyme',
  location,
  rating,
  date,
  timeZone = 'Europe/Paris',
  projectType,
  message,
  headingLevel = 3,
  locationLabel = 'Localisation :',
  className,
}: ReviewCardProps) {
  const author = anonymous || !name?.trim() ? anonymousLabel : name
  const formattedDate = formatReviewDate(date, timeZone)
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        {createElement(
          `h${headingLevel}`,
          { className: styles.name },
          <bdi dir="auto" className={styles.isolated}>
            {author}
          </bdi>,
        )}
        {location && (
          <p className={styles.location}>
            <MapPin className={styles.icon} aria-hidden="true" />
            <VisuallyHidden>{`${locationLabel} `}</VisuallyHidden>
            <bdi dir="auto" className={styles.isolated}>
              {location}
            </bdi>
          </p>
        )}
      </header>
      <div className={styles.meta}>
        <StarRating value={rating} size="small" showValue />
        {formattedDate && (
          <time dateTime={date} className={styles.date}>
            {formattedDate}
          </time>
        )}
      </div>
      {projectType && (
        <p className={styles.projectType}>
          <bdi dir="auto" className={styles.isolated}>
            {projectType}
          </bdi>
        </p>
      )}
      <p dir="auto" className={styles.message}>
        {message}
      </p>
    </article>
  )
}
