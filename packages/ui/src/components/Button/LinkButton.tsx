// Kept apart from Button.tsx: a link styled as a button needs no react-aria code, and a page that
// only has LinkButtons (header, footer, heroes) must not download the react-aria Button with it.
import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import type { ButtonAppearance } from './Button'
import * as styles from './Button.css'

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonAppearance & {
    /** Destination: internal paths navigate through the app's LinkProvider component; tel:/mailto:/http stay plain. */
    href: string
  }

/**
 * A navigation that looks like a button (e.g. 'Devis Gratuit'). A real `<a href>` — not a react-aria
 * Link — so it works in the prerendered HTML before hydration and costs no JavaScript; its states
 * come from CSS pseudo-classes.
 */
export function LinkButton({ variant, size, fullWidth, icon, className, children, href, ...rest }: LinkButtonProps) {
  const Anchor = useLinkComponent(href)
  return (
    <Anchor
      {...rest}
      href={href}
      data-native=""
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </Anchor>
  )
}
