// The site header: fixed bar with the logo, the desktop navigation, the phone link and the quote
// button; below desktop, a menu button opening the MobileNav drawer (a native dialog, so the menu
// opens from the first paint, before and without JavaScript).
import { useId, useState, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Container } from '../../layout'
import { LinkButton } from '../Button/LinkButton'
import { button } from '../Button/Button.css'
import { Icon } from '../Icon/Icon'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { Logo } from '../Logo/Logo'
import { MobileNav, openDrawerAttributes } from '../MobileNav/MobileNav'
import { currentState, type NavItem, type PhoneLink } from '../MobileNav/nav'
import * as styles from './Header.css'

export type HeaderProps = {
  /** The site navigation, in order (desktop bar and drawer). */
  navItems: NavItem[]
  /** Path of the page shown: its item is underlined and gets `aria-current`. */
  currentPath?: string
  /** The page is scrolled (the site sets it past 10 px): shadow and a lower bar. @default false */
  isScrolled?: boolean
  /** Phone number, dialled from a round icon button; the number itself shows from wide screens (1280 px). */
  phone?: PhoneLink
  /** Target of the quote button; no button without it. */
  quoteHref?: string
  /** Label of the quote button. @default 'Devis gratuit' */
  quoteLabel?: string
  /** Custom content of the home link; by default a `Logo` built from `name` and `tagline`. */
  logo?: ReactNode
  /** Company name for the default logo. */
  name?: string
  /** Line under the name in the default logo. */
  tagline?: string
  /** Target of the logo link. @default '/' */
  homeHref?: string
  /** Whether the drawer is open (controlled, e.g. to close it on route change). */
  isMenuOpen?: boolean
  /** Whether the drawer is open at first (uncontrolled). @default false */
  defaultMenuOpen?: boolean
  /** Called when the drawer opens or closes. */
  onMenuOpenChange?: (isOpen: boolean) => void
  /** Accessible name of the menu button. @default 'Ouvrir le menu' */
  menuLabel?: string
  /** Accessible name of the navigation landmarks. @default 'Navigation principale' */
  navLabel?: string
  /** Accessible name prefix of the phone link, before the number. @default 'Appeler le' */
  callLabel?: string
  /**
   * `fixed` on the site (pages leave `vars.layout.headerHeight` free at the top); `sticky` or
   * `static` to render it in the flow, as the stories do. @default 'fixed'
   */
  position?: 'fixed' | 'sticky' | 'static'
}

/** The header of every page. Plain props: the app computes `currentPath` and `isScrolled`. */
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
  return (
    <header className={styles.header({ position, scrolled: isScrolled })} data-scrolled={isScrolled || undefined}>
      <Container className={styles.bar({ scrolled: isScrolled })}>
        <HeaderLink href={homeHref} className={styles.homeLink}>
          {brand}
        </HeaderLink>

        <nav aria-label={navLabel} className={styles.nav}>
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
          {/* Opens the drawer natively (invoker command); once React runs, through the state. */}
          <button
            type="button"
            data-native=""
            aria-label={menuLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={drawerId}
            className={`${button({ variant: 'ghost' })} ${styles.menuButton}`}
            onClick={(event) => {
              event.preventDefault()
              setOpen(true)
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
            logo={name ? <Logo name={name} tagline={tagline} size="small" /> : undefined}
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
