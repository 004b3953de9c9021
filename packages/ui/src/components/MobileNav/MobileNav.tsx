// The navigation drawer of small screens: a modal dialog sliding in from the right.
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { currentState, type NavItem, type PhoneLink } from './nav'
import { Button } from '../Button/Button'
import { LinkButton } from '../Button/LinkButton'
import { Icon } from '../Icon/Icon'
import * as styles from './MobileNav.css'

export { currentState, type NavItem, type PhoneLink } from './nav'

export type MobileNavProps = {
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean
  /** Whether the drawer is open at first (uncontrolled). @default false */
  defaultOpen?: boolean
  /** Called when the drawer opens or closes: Esc, overlay, close button or any link press. */
  onOpenChange?: (isOpen: boolean) => void
  /** The site navigation, in order. */
  navItems: NavItem[]
  /** Path of the page shown; its item gets `aria-current`. */
  currentPath?: string
  /** Phone link shown under the navigation. */
  phone?: PhoneLink
  /** Target of the quote button; no button without it. */
  quoteHref?: string
  /** Label of the quote button. @default 'Devis gratuit' */
  quoteLabel?: string
  /** Shown at the top of the drawer (e.g. the logo); a 'Menu' title otherwise. */
  logo?: ReactNode
  /** Accessible name of the dialog, and the visible title when no `logo`. @default 'Menu' */
  label?: string
  /** Accessible name of the close button. @default 'Fermer le menu' */
  closeLabel?: string
  /** Accessible name of the navigation landmark. @default 'Navigation principale' */
  navLabel?: string
}

/**
 * The drawer. Focus is trapped inside while it is open and returns to the element that opened it;
 * Esc, a press on the overlay, the close button and every link close it. Inside a
 * `DialogTrigger` it takes its open state from the trigger (that is how the Header uses it).
 */
export function MobileNav({
  isOpen,
  defaultOpen,
  onOpenChange,
  navItems,
  currentPath,
  phone,
  quoteHref,
  quoteLabel = 'Devis gratuit',
  logo,
  label = 'Menu',
  closeLabel = 'Fermer le menu',
  navLabel = 'Navigation principale',
}: MobileNavProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={label} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.top}>
                {logo ?? (
                  <span className={styles.title} aria-hidden="true">
                    {label}
                  </span>
                )}
                <Button variant="ghost" size="small" aria-label={closeLabel} onPress={close} className={styles.closeButton}>
                  <Icon name="close" size="large" />
                </Button>
              </div>
              <nav aria-label={navLabel}>
                <ul role="list" className={styles.list}>
                  {navItems.map((item) => (
                    <li key={item.href}>
                      <DrawerLink
                        href={item.href}
                        aria-current={currentState(item.href, currentPath)}
                        onClick={close}
                        className={styles.navLink}
                      >
                        {item.name}
                        <Icon name="chevronRight" className={styles.chevron} />
                      </DrawerLink>
                    </li>
                  ))}
                </ul>
              </nav>
              {(phone || quoteHref) && (
                <div className={styles.actions}>
                  {phone && (
                    <DrawerLink href={phone.href} onClick={close} className={styles.phoneLink}>
                      <Icon name="phone" />
                      {phone.display}
                    </DrawerLink>
                  )}
                  {quoteHref && (
                    <LinkButton href={quoteHref} onClick={close} fullWidth size="large">
                      {quoteLabel}
                    </LinkButton>
                  )}
                </div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** A link of the drawer, rendered through the app's link component (client-side navigation). */
function DrawerLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Anchor = useLinkComponent(href)
  return <Anchor href={href} {...rest} />
}

export default MobileNav
