// The site header: fixed bar with the logo, the desktop navigation, the phone link and the quote
// button; below desktop, a menu button opening the MobileNav drawer (a native dialog, so the menu
// opens from the first paint, before and without JavaScript).
import { useEffect, useId, useRef, useState, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Container } from '../../layout'
import { mq } from '../../styles/breakpoints'
import { LinkButton } from '../Button/LinkButton'
import { button } from '../Button/Button.css'
import { Icon } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { Logo } from '../Logo/Logo'
import { MobileNav, openDrawerAttributes } from '../MobileNav/MobileNav'
import { currentState, type NavItem, type PhoneLink } from '../MobileNav/nav'
import * as styles from './Header.css'

export type HeaderProps = {
  /** La navigation du site, dans l’ordre (barre sur ordinateur et tiroir sur téléphone). */
  navItems: NavItem[]
  /** Chemin de la page affichée : son entrée est soulignée et reçoit `aria-current`. */
  currentPath?: string
  /** La page a défilé (le site le signale après 10 px) : ombre et barre moins haute. */
  isScrolled?: boolean
  /**
   * Numéro de téléphone, appelé depuis un bouton rond à icône ; le numéro lui-même s’affiche sur les grands
   * écrans (1280 px).
   */
  phone?: PhoneLink
  /** Destination du bouton de devis ; sans elle, pas de bouton. */
  quoteHref?: string
  /** Libellé du bouton de devis. */
  quoteLabel?: string
  /** Contenu sur mesure du lien vers l’accueil ; par défaut, un `Logo` construit avec `name` et `tagline`. */
  logo?: ReactNode
  /** Nom de l’entreprise, pour le logo par défaut. */
  name?: string
  /** Ligne sous le nom, dans le logo par défaut. */
  tagline?: string
  /** Destination du lien du logo. */
  homeHref?: string
  /** Le tiroir est ouvert (contrôlé, par exemple pour le fermer à chaque changement de page). */
  isMenuOpen?: boolean
  /** Le tiroir est ouvert au premier affichage (non contrôlé) ; fermé par défaut. */
  defaultMenuOpen?: boolean
  /** Appelée quand le tiroir s’ouvre ou se ferme. */
  onMenuOpenChange?: (isOpen: boolean) => void
  /** Nom accessible du bouton de menu. */
  menuLabel?: string
  /** Nom accessible des repères de navigation. */
  navLabel?: string
  /** Début du nom accessible du lien d’appel, avant le numéro. */
  callLabel?: string
  /**
   * `fixed` sur le site (les pages laissent libre `vars.layout.headerHeight` en haut) ; `sticky` ou `static`
   * pour le placer dans le flux, comme le font les histoires.
   */
  position?: 'fixed' | 'sticky' | 'static'
}

/** L’en-tête de toutes les pages. Des props simples : l’application calcule `currentPath` et `isScrolled`. */
export function Header({
  navItems,
  currentPath,
  isScrolled = false,
  phone,
  quoteHref,
  quoteLabel = 'Devis gratuit',
  logo,
  name,
  tagline,
  homeHref = '/',
  isMenuOpen,
  defaultMenuOpen,
  onMenuOpenChange,
  menuLabel = 'Ouvrir le menu',
  navLabel = 'Navigation principale',
  callLabel = 'Appeler le',
  position = 'fixed',
}: HeaderProps) {
  const brand = logo ?? (name ? <Logo name={name} tagline={tagline} size={isScrolled ? 'small' : 'medium'} /> : null)
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMenuOpen ?? false)
  const open = isMenuOpen ?? uncontrolledOpen
  const setOpen = (next: boolean) => {
    if (isMenuOpen === undefined) setUncontrolledOpen(next)
    onMenuOpenChange?.(next)
  }
  const drawerId = useId()
  const nav = useRef<HTMLElement>(null)
  // The drawer is the navigation below the desktop layout. Widened to it with the drawer open (a tablet
  // turned to landscape), the drawer closes, its button being gone, and focus that was in it goes to
  // the same link in the header's navigation (the current page's, else the first) instead of the body.
  useEffect(() => {
    if (!open) return
    const desktop = matchMedia(mq.desktop)
    const onChange = () => {
      if (!desktop.matches) return
      const hadFocus = document.getElementById(drawerId)?.contains(document.activeElement) ?? false
      setOpen(false)
      if (!hadFocus) return
      setTimeout(() => (nav.current?.querySelector<HTMLElement>('a[aria-current]') ?? nav.current?.querySelector<HTMLElement>('a'))?.focus(), 0)
    }
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  })
  return (
    <header className={styles.header({ position, scrolled: isScrolled })} data-scrolled={isScrolled || undefined}>
      <Container className={styles.bar({ scrolled: isScrolled })}>
        <HeaderLink href={homeHref} className={styles.homeLink}>
          {brand}
        </HeaderLink>

        <nav ref={nav} aria-label={navLabel} className={styles.nav}>
          <ul role="list" className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href}>
                <HeaderLink href={item.href} aria-current={currentState(item.href, currentPath)} className={styles.navLink}>
                  {item.name}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {phone && (
            <HeaderLink href={phone.href} className={styles.phoneLink}>
              <Icon name="phone" />
              <span className={styles.phoneText}>
                <span className={styles.srOnly}>{callLabel} </span>
                {phone.display}
              </span>
            </HeaderLink>
          )}
          {quoteHref && (
            <LinkButton href={quoteHref} size={isScrolled ? 'small' : 'medium'} className={styles.quote}>
              {quoteLabel}
            </LinkButton>
          )}
          {/* Shows the drawer natively (a popover), before and after React runs: the tap's own default
              action shows it, so its frame waits for no render (a render of the page's shell first cost
              a phone 30–45 ms after hydration) and restyles the drawer alone (a modal dialog would
              restyle the whole page: MobileNav). The state follows in a task of its own, and the drawer
              becomes modal the frame after. No aria-expanded: the browser exposes a popover invoker's
              state itself, and while the drawer is modal the rest of the page, this button included,
              is inert. */}
          <button
            type="button"
            data-native=""
            aria-label={menuLabel}
            aria-haspopup="dialog"
            aria-controls={drawerId}
            className={`${button({ variant: 'ghost' })} ${styles.menuButton}`}
            onClick={() => {
              setTimeout(() => setOpen(true), 0)
            }}
            {...openDrawerAttributes(drawerId)}
          >
            <Icon name="menu" size="large" />
          </button>
          <MobileNav
            id={drawerId}
            isOpen={open}
            onOpenChange={setOpen}
            navItems={navItems}
            currentPath={currentPath}
            phone={phone}
            quoteHref={quoteHref}
            quoteLabel={quoteLabel}
            logo={name ? <Logo name={name} tagline={tagline} size="small" wrap /> : undefined}
            navLabel={navLabel}
          />
        </div>
      </Container>
    </header>
  )
}

function HeaderLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Anchor = useLinkComponent(href)
  return <Anchor href={href} {...rest} />
}
