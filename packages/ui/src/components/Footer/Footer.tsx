// The footer of every page: brand and official bodies, services, useful links, contact and hours,
// then copyright and legal links. Every text arrives as a prop; only headings have French defaults.
import { useId, type ReactNode } from 'react'
import { Columns, Container } from '../../layout'
import { LinkButton } from '../Button/LinkButton'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import { Logo } from '../Logo/Logo'
import type { NavItem, PhoneLink } from '../MobileNav/nav'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './Footer.css'

/** An image supplied by the owner's configuration (certification, training or professional body). */
export type OfficialLogo = {
  src: string
  /** What the logo says, e.g. 'Certifié par l’organisme X'. */
  alt: string
  /** The body's page, opened as a normal link. */
  href?: string
  /** Intrinsic size, to reserve the space before the image loads. */
  width?: number
  height?: number
}

export type FooterHeadings = {
  /** @default 'Nos services' */
  services?: string
  /** @default 'Liens utiles' */
  usefulLinks?: string
  /** @default 'Contact' */
  contact?: string
  /** @default 'Horaires' */
  hours?: string
  /** Accessible name of the legal links' navigation. @default 'Informations légales' */
  legal?: string
  /** Accessible name of the official logos' list. @default 'Organismes de référence' */
  officialLogos?: string
}

export type FooterProps = {
  /** Custom brand block; by default a dark `Logo` from `name` and `tagline`. */
  logo?: ReactNode
  name?: string
  tagline?: string
  /** Target of the logo link. @default '/' */
  homeHref?: string
  /** A sentence or two on the company. */
  description?: ReactNode
  /** Official-body logos from configuration; nothing is rendered when empty. @default [] */
  officialLogos?: OfficialLogo[]
  /** The featured service pages. */
  services?: NavItem[]
  /** The link to every service, under the list (e.g. 'Tous nos services'). */
  allServicesLink?: NavItem
  usefulLinks?: NavItem[]
  /** Postal address, one line per entry. */
  address?: string[]
  phone?: PhoneLink
  /** Shown and used as `mailto:`. */
  email?: string
  /** Opening hours, one line per entry, e.g. 'Lundi – Jeudi : 9h – 19h'. */
  openingHours?: string[]
  /** Target of the quote button; no button without it. */
  quoteHref?: string
  /** @default 'Demander un devis' */
  quoteLabel?: string
  /** Short reassurance under the button, e.g. 'Devis gratuit sous 48 h'. */
  freeQuoteBadge?: string
  /** Copyright line, with the company registration number. */
  copyright: ReactNode
  legalLinks?: NavItem[]
  /** Appended to the legal links (the consent manager puts its 'Gérer les cookies' button here). */
  extraLegalAction?: ReactNode
  headings?: FooterHeadings
}

function LinkList({ items, extra }: { items: NavItem[]; extra?: ReactNode }) {
  return (
    <ul role="list" className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} variant="inverse" underline="hover" className={styles.listLink}>
            {item.name}
          </Link>
        </li>
      ))}
      {extra}
    </ul>
  )
}

/** The site footer (`contentinfo` landmark): one column on phones, two on tablets, four on desktop. */
export function Footer({
  logo,
  name,
  tagline,
  homeHref = '/',
  description,
  officialLogos = [],
  services = [],
  allServicesLink,
  usefulLinks = [],
  address = [],
  phone,
  email,
  openingHours = [],
  quoteHref,
  quoteLabel = 'Demander un devis',
  freeQuoteBadge,
  copyright,
  legalLinks = [],
  extraLegalAction,
  headings = {},
}: FooterProps) {
  const id = useId()
  const h = {
    services: 'Nos services',
    usefulLinks: 'Liens utiles',
    contact: 'Contact',
    hours: 'Horaires',
    legal: 'Informations légales',
    officialLogos: 'Organismes de référence',
    ...headings,
  }
  const brand = logo ?? (name ? <Logo name={name} tagline={tagline} tone="dark" /> : null)

  return (
    <footer className={styles.footer}>
      <Container className={styles.main}>
        <Columns tablet={2} desktop={4} space="xl">
          <div className={styles.column}>
            {brand && (
              <PlainLink href={homeHref} className={styles.homeLink}>
                {brand}
              </PlainLink>
            )}
            {description && <p className={styles.muted}>{description}</p>}
            {officialLogos.length > 0 && (
              <ul role="list" aria-label={h.officialLogos} className={styles.logos}>
                {officialLogos.map((body) => {
                  const image = (
                    <span className={styles.logoChip}>
                      <img
                        src={body.src}
                        alt={body.alt}
                        width={body.width}
                        height={body.height}
                        loading="lazy"
                        decoding="async"
                        className={styles.logoImage}
                      />
                    </span>
                  )
                  return (
                    <li key={body.src}>
                      {body.href ? (
                        <PlainLink href={body.href} className={styles.logoLink}>
                          {image}
                        </PlainLink>
                      ) : (
                        image
                      )}
                    </li>
                  )
                })}
              </ul>
            )}
          </div>

          {(services.length > 0 || allServicesLink) && (
            <nav aria-labelledby={`${id}-services`} className={styles.column}>
              <h2 id={`${id}-services`} className={styles.heading}>
                {h.services}
              </h2>
              <LinkList
                items={services}
                extra={
                  allServicesLink && (
                    <li>
                      <Link href={allServicesLink.href} variant="inverse" className={styles.listLink}>
                        {allServicesLink.name}
                        <Icon name="arrowRight" size="small" />
                      </Link>
                    </li>
                  )
                }
              />
            </nav>
          )}

          {usefulLinks.length > 0 && (
            <nav aria-labelledby={`${id}-useful`} className={styles.column}>
              <h2 id={`${id}-useful`} className={styles.heading}>
                {h.usefulLinks}
              </h2>
              <LinkList items={usefulLinks} />
            </nav>
          )}

          <section aria-labelledby={`${id}-contact`} className={styles.column}>
            <h2 id={`${id}-contact`} className={styles.heading}>
              {h.contact}
            </h2>
            <address className={styles.address}>
              {address.length > 0 && (
                <span className={styles.contactLine}>
                  <Icon name="mapPin" size="small" className={styles.contactIcon} />
                  <span>
                    {address.map((line, index) => (
                      <span key={line}>
                        {index > 0 && <br />}
                        {line}
                      </span>
                    ))}
                  </span>
                </span>
              )}
              {phone && (
                <span className={styles.contactLine}>
                  <Icon name="phone" size="small" className={styles.contactIcon} />
                  <Link href={phone.href} variant="inverse">
                    {phone.display}
                  </Link>
                </span>
              )}
              {email && (
                <span className={styles.contactLine}>
                  <Icon name="mail" size="small" className={styles.contactIcon} />
                  <Link href={`mailto:${email}`} variant="inverse">
                    {email}
                  </Link>
                </span>
              )}
            </address>
            {openingHours.length > 0 && (
              <>
                <h3 className={styles.subheading}>{h.hours}</h3>
                <ul role="list" className={styles.list}>
                  {openingHours.map((line) => (
                    <li key={line} className={`${styles.contactLine} ${styles.muted}`}>
                      <Icon name="clock" size="small" className={styles.contactIcon} />
                      {line}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {quoteHref && <LinkButton href={quoteHref}>{quoteLabel}</LinkButton>}
            {freeQuoteBadge && (
              <span className={styles.badge}>
                <Icon name="badgeCheck" size="small" className={styles.badgeIcon} />
                {freeQuoteBadge}
              </span>
            )}
          </section>
        </Columns>
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p className={styles.muted}>{copyright}</p>
          {(legalLinks.length > 0 || extraLegalAction) && (
            <nav aria-label={h.legal}>
              <ul role="list" className={styles.legalList}>
                {legalLinks.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} variant="inverse" underline="hover" className={styles.listLink}>
                      {item.name}
                    </Link>
                  </li>
                ))}
                {extraLegalAction && <li>{extraLegalAction}</li>}
              </ul>
            </nav>
          )}
        </Container>
      </div>
    </footer>
  )
}

/** A link without the text-link look (logo, official bodies), through the app's link component. */
function PlainLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const Anchor = useLinkComponent(href)
  return (
    <Anchor href={href} className={className}>
      {children}
    </Anchor>
  )
}
