import type { ReactNode } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps, type PressEvent } from 'react-aria-components'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Button.css'
import { clsx } from 'clsx/lite'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'inverse' | 'ghost'
export type ButtonSize = 'small' | 'medium' | 'large'
// Literal unions rather than `(typeof buttonVariants)[number]`: the docs' prop tables can read them.
export const buttonVariants = ['primary', 'secondary', 'outline', 'inverse', 'ghost'] as const satisfies readonly ButtonVariant[]
export const buttonSizes = ['small', 'medium', 'large'] as const satisfies readonly ButtonSize[]

export type ButtonAppearance = {
  /**
   * Emphase visuelle. `primary` est réservé à l’action principale de l’écran ; `inverse` se pose sur le fond de
   * marque ; `ghost` pour une action discrète.
   */
  variant?: ButtonVariant
  /**
   * Hauteur et marges intérieures : `small` 40 px de haut, `medium` 48 px, `large` 56 px. Le site demande
   * des cibles tactiles de 44 px : `small` est en dessous, à éviter sur téléphone.
   */
  size?: ButtonSize
  /**
   * Occupe toute la largeur du conteneur : toujours (`true`) ou seulement sur téléphone (`'phone'`, sous
   * 768 px), où un libellé long passerait sinon sur deux lignes.
   */
  fullWidth?: boolean | 'phone'
  /** Icône décorative avant le libellé. */
  icon?: ReactNode
}

export type ButtonProps = AriaButtonProps &
  ButtonAppearance & {
    /** Texte affiché (et annoncé) pendant `isPending` ; à défaut, le libellé habituel reste affiché. */
    pendingLabel?: string
    /** Appelée quand le bouton est activé (clic, toucher, Entrée ou Espace). */
    onPress?: (event: PressEvent) => void
    /** Désactive le bouton : il n’est plus activable ni atteignable au clavier. */
    isDisabled?: boolean
    /** Action en cours : une roue remplace l’icône, le bouton reste atteignable au clavier mais ignore les activations. */
    isPending?: boolean
  }

/**
 * Une action. Pendant `isPending`, elle affiche une roue de chargement, reste atteignable au clavier et ignore
 * les activations.
 */
export function Button({ variant = 'primary', size = 'medium', fullWidth = false, icon, pendingLabel, className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} className={composeRenderProps(className, (cls) => clsx(styles.button({ variant, size, fullWidth }), cls))}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner /> : icon && <span className={styles.icon}>{icon}</span>}
          {isPending && pendingLabel ? pendingLabel : content}
        </>
      ))}
    </AriaButton>
  )
}
