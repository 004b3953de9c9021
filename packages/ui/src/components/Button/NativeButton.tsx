// Kept apart from Button.tsx for the same reason as LinkButton: a native button costs no react-aria
// code, so it can stand where that code failed to download (a "reload the page" offer).
import type { ButtonHTMLAttributes } from 'react'
import type { ButtonAppearance } from './Button'
import * as styles from './Button.css'

export type NativeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonAppearance

/**
 * A plain `<button>` that looks like `Button`: it works in the prerendered HTML before hydration and
 * when the page's scripts could not load, its states come from CSS pseudo-classes. Prefer `Button`
 * (pending state, press events across pointer types) everywhere else.
 */
export function NativeButton({ variant, size, fullWidth, icon, className, children, type = 'button', ...rest }: NativeButtonProps) {
  return (
    <button
      {...rest}
      // The type is explicit: a native button inside a form would otherwise submit it.
      type={type}
      data-native=""
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </button>
  )
}
