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

/**
 * Une image fournie par la configuration du propriétaire (certification, formation, organisme professionnel).
 */
export type OfficialLogo = {
  src: string
  /** Ce que dit le logo, par exemple « Certifié par l’organisme X ». */
  alt: string
  /** La page de l’organisme, ouverte comme un lien ordinaire. */
  href?: string
  /** Taille intrinsèque, pour réserver la place avant le chargement de l’image. */
  width?: number
  height?: number
}

export type FooterHeadings = {
  /** Titre de la colonne des services. */
  services?: string
  /** Titre de la colonne des liens utiles. */
  usefulLinks?: string
  /** Titre de la colonne de contact. */
  contact?: string
  /** Titre de la colonne des horaires. */
  hours?: string
  /** Nom accessible de la navigation des liens légaux. */
  legal?: string
  /** Nom accessible de la liste des logos officiels. */
  officialLogos?: string
}

export type FooterProps = {
  /** Bloc de marque sur mesure ; par défaut, un `Logo` sombre construit avec `name` et `tagline`. */
  logo?: ReactNode
  /** Nom de l’entreprise, pour le logo par défaut. */
  name?: string
  /** Ligne sous le nom, dans le logo par défaut. */
  tagline?: string
  /** Destination du lien du logo. */
  homeHref?: string
  /** Une phrase ou deux sur l’entreprise. */
  description?: ReactNode
  /** Logos des organismes officiels, venus de la configuration ; rien n’est affiché quand la liste est vide. */
  officialLogos?: OfficialLogo[]
  /** Les pages de services mises en avant. */
  services?: NavItem[]
  /** Le lien vers tous les services, sous la liste (par exemple « Tous nos services »). */
  allServicesLink?: NavItem
  /** Les liens de la colonne « Liens utiles », dans l’ordre. */
  usefulLinks?: NavItem[]
  /** Adresse postale, une ligne par entrée. */
  address?: string[]
  /** Le numéro de téléphone : texte affiché et lien `tel:`. */
  phone?: PhoneLink
  /** Adresse e-mail, affichée et utilisée comme lien `mailto:`. */
  email?: string
  /** Horaires d’ouverture, une ligne par entrée, par exemple « Lundi – Jeudi : 9 h – 19 h ». */
  openingHours?: string[]
  /** Destination du bouton de devis ; sans elle, pas de bouton. */
  quoteHref?: string
  /** Libellé du bouton de devis. */
  quoteLabel?: string
  /** Courte phrase rassurante sous le bouton, par exemple « Devis gratuit sous 48 h ». */
  freeQuoteBadge?: string
  /** Ligne de copyright, avec le numéro d’immatriculation de l’entreprise. */
  copyright: ReactNode
  /** Les liens légaux du bas de page (mentions légales, confidentialité…), dans l’ordre. */
  legalLinks?: NavItem[]
  /**
   * Ajouté après les liens légaux (le gestionnaire de consentement y place son bouton « Gérer les cookies »).
   */
  extraLegalAction?: ReactNode
  /** Titres des colonnes et noms accessibles, pour remplacer les textes français par défaut. */
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

/**
 * Le pied de page du site (repère `contentinfo`) : une colonne sur téléphone, deux sur tablette, quatre sur
 * ordinateur.
 */
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
                      <img src={body.src} alt={body.alt} width={body.width} height={body.height} loading="lazy" decoding="async" className={styles.logoImage} />
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
                <span className={`${styles.contactLine} ${styles.contactLinkLine}`}>
                  <Icon name="phone" size="small" className={styles.contactIcon} />
                  <Link href={phone.href} variant="inverse" className={styles.contactLink}>
                    {phone.display}
                  </Link>
                </span>
              )}
              {email && (
                <span className={`${styles.contactLine} ${styles.contactLinkLine}`}>
                  <Icon name="mail" size="small" className={styles.contactIcon} />
                  <Link href={`mailto:${email}`} variant="inverse" className={styles.contactLink}>
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
