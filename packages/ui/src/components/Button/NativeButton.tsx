// Kept apart from Button.tsx for the same reason as LinkButton: a native button costs no react-aria
// code, so it can stand where that code failed to download (a "reload the page" offer).
import type { ButtonHTMLAttributes } from 'react'
import type { ButtonAppearance } from './Button'
import * as styles from './Button.css'
import { clsx } from 'clsx/lite'

export type NativeButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonAppearance

/**
 * Un `<button>` natif à l’apparence de Button : il fonctionne dans le HTML prérendu avant l’hydratation
 * et quand les scripts de la page n’ont pas pu être chargés ; ses états viennent des pseudo-classes CSS.
 * Partout ailleurs, préférez Button (état en cours, pression au doigt, à la souris et au clavier).
 */
export function NativeButton({ variant, size, fullWidth, icon, className, children, type = 'button', ...rest }: NativeButtonProps) {
  return (
    <button
      {...rest}
      // The type is explicit: a native button inside a form would otherwise submit it.
      type={type}
      data-native=""
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </button>
  )
}
