import { useId, type ReactNode } from 'react'
import { Check } from 'lucide-react'
import * as styles from './Hero.css'

export const heroVariants = ['home', 'page', 'landing'] as const

export type HeroBadge = {
  /** Decorative icon (e.g. a lucide icon); hidden from assistive technology. */
  icon?: ReactNode
  /** The badge's text. */
  label: ReactNode
}

export type HeroProps = {
  /**
   * `home`: full viewport (minus the header) on the brand blue, with a badge strip.
   * `page`: short light band for inner pages. `landing`: brand band with claims for campaigns.
   * @default 'page'
   */
  variant?: (typeof heroVariants)[number]
  /** The page's one `h1`. */
  title: ReactNode
  /** Short kicker shown above the title. */
  eyebrow?: ReactNode
  /** One-line promise under the title (landing: the subtitle). */
  tagline?: ReactNode
  /** Descriptive paragraph(s). A string is wrapped in a `<p>`. */
  children?: ReactNode
  /** Claims listed with a check mark (landing pages: '24h/24', 'Rapport sous 48h'…). */
  claims?: ReactNode[]
  /** Call-to-action buttons, e.g. a primary `LinkButton` and an `inverse` one on dark variants. */
  actions?: ReactNode
  /** Badges of the bottom strip (home variant). */
  badges?: HeroBadge[]
  /** Accessible name of the badge list. @default 'Nos engagements' */
  badgesLabel?: string
  /** Navigation shown above the title (breadcrumb, back link). */
  breadcrumb?: ReactNode
  /** Content beside the text from desktop up (illustration, mini form); under it on phones. */
  aside?: ReactNode
  /** Id of the `h1`; generated when omitted. */
  titleId?: string
  className?: string
}

/** The opening band of a page. Pure markup (no effects): the title text is the LCP element. */
export function Hero({
  variant = 'page',
  title,
  eyebrow,
  tagline,
  children,
  claims,
  actions,
  badges,
  badgesLabel = 'Nos engagements',
  breadcrumb,
  aside,
  titleId,
  className,
}: HeroProps) {
  const generatedId = useId()
  const headingId = titleId ?? generatedId
  const dark = variant !== 'page'
  return (
    <section
      aria-labelledby={headingId}
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
    >
      {dark && <div className={styles.pattern} aria-hidden="true" />}
      {variant === 'home' && !aside && <HouseDrawing />}
      <div className={styles.inner({ variant, withAside: Boolean(aside) })}>
        <div className={styles.body}>
          {breadcrumb && <div className={styles.breadcrumb}>{breadcrumb}</div>}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={headingId} className={styles.title({ variant })}>
            {title}
          </h1>
          {tagline && <p className={styles.tagline}>{tagline}</p>}
          {children && (
            <div className={styles.description}>{typeof children === 'string' ? <p>{children}</p> : children}</div>
          )}
          {claims && claims.length > 0 && (
            <ul role="list" className={styles.claims}>
              {claims.map((claim, index) => (
                <li key={index} className={styles.claim}>
                  <span className={styles.claimIcon} aria-hidden="true">
                    <Check size={20} strokeWidth={2.5} />
                  </span>
                  <span>{claim}</span>
                </li>
              ))}
            </ul>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      {badges && badges.length > 0 && (
        <div className={styles.strip}>
          <ul role="list" aria-label={badgesLabel} className={styles.badges}>
            {badges.map((badge, index) => (
              <li key={index} className={styles.badge}>
                {badge.icon && (
                  <span className={styles.badgeIcon} aria-hidden="true">
                    {badge.icon}
                  </span>
                )}
                <span>{badge.label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** A house elevation drawn like a surveyor's sketch, with dimension lines. */
function HouseDrawing() {
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 400 300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 270h360" />
      <path d="M70 270V140l130-90 130 90v130" />
      <path d="M50 154 200 50l150 104" />
      <path d="M270 98V52h28v66" />
      <path d="M175 270v-80h50v80" />
      <path d="M100 170h50v45h-50zM125 170v45M100 192h50M250 170h50v45h-50zM275 170v45M250 192h50" />
      <path d="M180 120h40v30h-40zM200 120v30" />
      <path d="M70 290h260M70 284v12M330 284v12" strokeDasharray="4 4" />
      <path d="M360 50v220M354 50h12M354 270h12" strokeDasharray="4 4" />
      <path d="m236 108 14 24-10 18 12 22" />
    </svg>
  )
}
