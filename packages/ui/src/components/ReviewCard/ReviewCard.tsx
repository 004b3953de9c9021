import { createElement } from 'react'
import { VisuallyHidden } from 'react-aria-components'
import { StarRating } from '../StarRating/StarRating'
import { longDate } from '../../text/longDate'
import * as styles from './ReviewCard.css'
import { clsx } from 'clsx/lite'

// One formatter per time zone: building an Intl.DateTimeFormat costs about a millisecond on a phone,
// and a page of reviews would build one per card.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

const HOUR = 3_600_000

/**
 * The date in Paris without Intl, whose first use in a page loads ICU's locale and zone data (50–250 ms
 * of main thread on a phone, docs/performance.md), while the page hydrates its cards. Paris is UTC+1, and
 * UTC+2 from the last Sunday of March to the last Sunday of October at 01:00 UTC (the EU's rule since
 * 1996); other years, or a change of that rule, take Intl (a unit test compares the two, day by day and
 * around every change of hour, against the zone data of the machine that runs it).
 */
function parisDate(time: number): string | null {
  const year = new Date(time).getUTCFullYear()
  if (year < 1996 || year > 2099) return null
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0))
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
  }
  const local = new Date(time + (time >= lastSunday(2) && time < lastSunday(9) ? 2 : 1) * HOUR)
  return longDate(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate())
}

/**
 * French long date ('12 mars 2025') in a fixed time zone, so the prerendered HTML and the
 * browser agree whatever the server's or the visitor's zone. Returns null for an unreadable date.
 */
export function formatReviewDate(iso: string, timeZone = 'Europe/Paris'): string | null {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const paris = timeZone === 'Europe/Paris' ? parisDate(date.getTime()) : null
  if (paris) return paris
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone })
    dateFormats.set(timeZone, format)
  }
  return format.format(date)
}

export type ReviewCardProps = {
  /** Nom de l’auteur ; ignoré quand `anonymous` est vrai. */
  name?: string
  /** Affiche `anonymousLabel` à la place du nom. */
  anonymous?: boolean
  /** Texte affiché à la place du nom d’un avis anonyme. */
  anonymousLabel?: string
  /** Le département, par exemple « 69 - Rhône ». */
  location?: string
  /** La note, de 1 à 5. */
  rating: number
  /** Date de création de l’avis (ISO 8601). */
  date: string
  /** Fuseau horaire dans lequel la date est lue. */
  timeZone?: string
  /** Le type de projet, par exemple « Expertise fissures ». */
  projectType?: string
  /** Le texte de l’avis, tel que le visiteur l’a écrit (affiché comme du texte, jamais comme du HTML). */
  message: string
  /** Niveau du titre du nom dans le plan de la page. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Préfixe de la localisation, lu seulement par les lecteurs d’écran. */
  locationLabel?: string
  /** Classe CSS ajoutée à la racine, pour la mise en page du parent. */
  className?: string
}

/**
 * Un avis client. Chaque texte vient du visiteur et est rendu comme du texte (React l’échappe), isolé pour le
 * texte bidirectionnel et coupable n’importe où, pour qu’aucun contenu n’élargisse la carte.
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
  locationLabel = 'Localisation :',
  className,
}: ReviewCardProps) {
  const author = anonymous || !name?.trim() ? anonymousLabel : name
  const formattedDate = formatReviewDate(date, timeZone)
  return (
    // Few elements per card: a page of reviews shows nine at once (the pagination restyles and lays
    // them out in the tap's frame), so the pin is drawn by CSS and the name and place need no wrapper.
    <article className={clsx(styles.card, className)}>
      {createElement(
        `h${headingLevel}`,
        { className: styles.name },
        <bdi dir="auto" data-visitor-text="" className={styles.isolated}>
          {author}
        </bdi>,
      )}
      {location && (
        <p className={styles.location}>
          {/* A span: react-aria's default <div> inside this <p> is invalid HTML, which the parser of a
              prerendered page closes early (the location then moved to a line of its own). */}
          <VisuallyHidden elementType="span">{`${locationLabel} `}</VisuallyHidden>
          <bdi dir="auto" data-visitor-text="" className={clsx(styles.isolated, styles.locationText)}>
            {location}
          </bdi>
        </p>
      )}
      <div className={styles.meta}>
        <StarRating value={rating} size="small" showValue />
        {formattedDate && (
          <time dateTime={date} className={styles.date}>
            {formattedDate}
          </time>
        )}
      </div>
      {projectType && (
        // dir="auto" on the pill itself: its text is the whole paragraph, isolated as a bdi would.
        <p dir="auto" className={styles.projectType}>
          {projectType}
        </p>
      )}
      {/* data-visitor-text: the visitor's own words, shown as written (the typography check of
          the site's pages leaves them alone). */}
      <p dir="auto" data-visitor-text="" className={styles.message}>
        {message}
      </p>
    </article>
  )
}
