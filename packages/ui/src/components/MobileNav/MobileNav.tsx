// The navigation drawer of small screens: a native <dialog> sliding in from the right.
//
// Native so that it works from the first paint, before and without JavaScript: the menu button shows
// it as a popover (`popovertarget`), in the top layer over a dimmed page, closed by Esc, a press
// outside it or its close button. A popover leaves the page as it is, so the tap's frame restyles the
// drawer alone (43 elements on the home, against the whole document, 399, for a modal dialog, which
// makes the rest of the page inert: 50–60 ms of a slow phone's 100 ms). Once React runs, the component
// adopts the same element and makes it a modal dialog the frame after it is shown (the browser keeps
// focus inside it and gives focus back to the button on close; Esc and a press on the dimmed page
// close it, `closedby="any"`); it follows `isOpen`, reports every way of opening or closing through
// `onOpenChange`, wraps Tab at both ends, and closes on any link press. Without JavaScript the drawer
// stays a popover: not modal (focus is not held inside).
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { currentState, type NavItem, type PhoneLink } from './nav'
import { button } from '../Button/Button.css'
import { LinkButton } from '../Button/LinkButton'
import { Icon } from '../Icon/Icon'
import * as styles from './MobileNav.css'

export { currentState, type NavItem, type PhoneLink } from './nav'

export type MobileNavProps = {
  /** Identifiant du `<dialog>` : le bouton de menu l’affiche avec `popovertarget={id}` (`openDrawerAttributes`). */
  id: string
  /** Le tiroir est ouvert (contrôlé). */
  isOpen?: boolean
  /** Le tiroir est ouvert au premier affichage (non contrôlé). */
  defaultOpen?: boolean
  /**
   * Appelée quand le tiroir s’ouvre ou se ferme : bouton de menu, Échap, appui sur la page, bouton de fermeture
   * ou appui sur un lien.
   */
  onOpenChange?: (isOpen: boolean) => void
  /** La navigation du site, dans l’ordre. */
  navItems: NavItem[]
  /** Chemin de la page affichée ; son entrée reçoit `aria-current`. */
  currentPath?: string
  /** Lien téléphonique affiché sous la navigation. */
  phone?: PhoneLink
  /** Destination du bouton de devis ; sans elle, pas de bouton. */
  quoteHref?: string
  /** Libellé du bouton de devis. */
  quoteLabel?: string
  /** Affiché en haut du tiroir (le logo, par exemple) ; sinon, un titre « Menu ». */
  logo?: ReactNode
  /** Nom accessible de la boîte de dialogue, et titre visible quand il n’y a pas de `logo`. */
  label?: string
  /** Nom accessible du bouton de fermeture. */
  closeLabel?: string
  /** Nom accessible du repère de navigation. */
  navLabel?: string
}

/** The menu button's attributes: it shows the drawer as a popover, the browser's own action on the tap. */
export const openDrawerAttributes = (id: string) => ({ popoverTarget: id }) satisfies ButtonHTMLAttributes<HTMLButtonElement>
const closeDrawerAttributes = (id: string) => ({ popoverTarget: id, popoverTargetAction: 'hide' }) satisfies ButtonHTMLAttributes<HTMLButtonElement>
const lightDismiss = { closedby: 'any', popover: 'auto' } as Record<string, string>

/** The CSS animations of the drawer and its backdrop (reading them brings styles up to date). */
const cssAnimations = (element: HTMLElement) =>
  element.getAnimations({ subtree: true }).filter((animation): animation is CSSAnimation => animation instanceof CSSAnimation)
const animationKey = (animation: CSSAnimation) => `${(animation.effect as KeyframeEffect | null)?.pseudoElement ?? ''} ${animation.animationName}`

/** Open in either way: as a modal dialog (the script) or as a popover (the menu button's `popovertarget`). */
const isShown = (element: HTMLDialogElement) => element.open || isPopoverOpen(element)
const isPopoverOpen = (element: HTMLElement) => {
  try {
    return element.matches(':popover-open')
  } catch {
    return false // a browser without popovers
  }
}

/**
 * Le tiroir de navigation. Rendu fermé dans le HTML de la page ; affiché comme une boîte de dialogue modale (le
 * focus reste à l’intérieur et revient au bouton à la fermeture). Échap, un appui sur la page, le bouton de
 * fermeture et chaque lien le ferment.
 */
export function MobileNav({
  id,
  isOpen,
  defaultOpen = false,
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
  const dialog = useRef<HTMLDialogElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = isOpen ?? uncontrolledOpen
  const latest = useRef({ open, onOpenChange, isControlled: isOpen !== undefined })
  latest.current = { open, onOpenChange, isControlled: isOpen !== undefined }

  const setOpen = (next: boolean) => {
    if (!latest.current.isControlled) setUncontrolledOpen(next)
    latest.current.onOpenChange?.(next)
  }
  const requestClose = () => setOpen(false)

  // The element follows `open`. Closed at once: the page is live again from that frame, and the
  // stylesheet draws the slide-out on the closed drawer (MobileNav.css.ts). Never closed on mount:
  // a drawer the visitor opened before hydration is reported, not undone.
  const mounted = useRef(false)
  useLayoutEffect(() => {
    const element = dialog.current
    const isMount = !mounted.current
    mounted.current = true
    if (!element) return
    if (open && !element.open) {
      if (!isPopoverOpen(element)) {
        element.showModal()
        // The drawer itself takes focus (its name is read first; Tab then reaches the close button).
        element.focus()
        return
      }
      // Shown as a popover by the menu button: made modal once that frame is drawn (a task after the
      // next animation frame), so the tap shows the drawer without the whole page's restyle.
      let timer: ReturnType<typeof setTimeout> | undefined
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          if (!latest.current.open || !isPopoverOpen(element)) return
          const focused = element.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null
          // Leaving the popover restarts the slide-in and the backdrop's fade: both go on where they were,
          // or stay over.
          const played = new Map(cssAnimations(element).map((animation) => [animationKey(animation), animation.currentTime]))
          element.hidePopover()
          element.showModal()
          for (const animation of cssAnimations(element)) {
            const time = played.get(animationKey(animation))
            // One already over before (the drawer in place) is not played again.
            if (time === undefined) animation.finish()
            else if (time !== null) animation.currentTime = time
          }
          // Focus stays where the visitor has it in the drawer; else the drawer takes it.
          ;(focused ?? element).focus()
        }, 0)
      })
      return () => {
        cancelAnimationFrame(frame)
        clearTimeout(timer)
      }
    }
    if (!open && isShown(element) && !isMount) {
      if (element.open) element.close()
      else element.hidePopover()
    }
  }, [open])

  // What the browser did by itself (before hydration, or through its own controls) is reported.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // `autoFocus` is written into server-rendered HTML only (React focuses a client-rendered element
    // on mount instead): a client render sets the attribute the browser's opening reads.
    if (content.current) content.current.autofocus = true
    // Opened by the menu button before this code ran: the drawer is open, so is the state.
    if (isShown(element) && !latest.current.open) setOpen(true)
    // What the element is now, not what the event says: toggle events arrive a task late, after a
    // popover shown before hydration has been turned into the modal drawer.
    const onToggle = () => {
      const next = isShown(element)
      if (next !== latest.current.open) setOpen(next)
    }
    const onClose = () => {
      if (latest.current.open) setOpen(false)
    }
    // Esc and light dismiss: closed through the state.
    const onCancel = (event: Event) => {
      event.preventDefault()
      requestClose()
    }
    element.addEventListener('toggle', onToggle)
    element.addEventListener('close', onClose)
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('toggle', onToggle)
      element.removeEventListener('close', onClose)
      element.removeEventListener('cancel', onCancel)
    }
  }, [])

  // A press on the dimmed page (outside the drawer's box) closes it, where `closedby` is unknown.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) requestClose()
  }

  // Esc closes through the state; Tab and Shift+Tab wrap around inside the drawer
  // instead of leaving for the browser's toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      requestClose()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // The close button closes natively before hydration; after, through the state.
  const onClosePress = (event: MouseEvent) => {
    event.preventDefault()
    requestClose()
  }

  return (
    // A modal dialog handles Escape and keeps Tab inside itself: keyboard handling is its job.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialog} id={id} aria-label={label} tabIndex={-1} className={styles.drawer} onClick={onDialogClick} onKeyDown={onKeyDown} {...lightDismiss}>
      {/* What the browser's own opening (the menu button's popover) focuses: the drawer's content, not
          its first control, so that the drawer's name is read first and Tab then reaches the close
          button, as when the script opens it. Nothing takes focus on load (the drawer is closed). */}
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus */}
      <div ref={content} tabIndex={-1} autoFocus className={styles.dialog}>
        <div className={styles.top}>
          {logo ?? (
            <span className={styles.title} aria-hidden="true">
              {label}
            </span>
          )}
          <button
            type="button"
            data-native=""
            aria-label={closeLabel}
            className={`${button({ variant: 'ghost', size: 'small' })} ${styles.closeButton}`}
            onClick={onClosePress}
            {...closeDrawerAttributes(id)}
          >
            <Icon name="close" size="large" />
          </button>
        </div>
        <nav aria-label={navLabel}>
          <ul role="list" className={styles.list}>
            {navItems.map((item) => (
              <li key={item.href}>
                <DrawerLink href={item.href} aria-current={currentState(item.href, currentPath)} onClick={requestClose} className={styles.navLink}>
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
              <DrawerLink href={phone.href} onClick={requestClose} className={styles.phoneLink}>
                <Icon name="phone" />
                {phone.display}
              </DrawerLink>
            )}
            {quoteHref && (
              <LinkButton href={quoteHref} onClick={requestClose} fullWidth size="large">
                {quoteLabel}
              </LinkButton>
            )}
          </div>
        )}
      </div>
    </dialog>
  )
}

/** A link of the drawer, rendered through the app's link component (client-side navigation). */
function DrawerLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Anchor = useLinkComponent(href)
  return <Anchor href={href} {...rest} />
}

export default MobileNav
