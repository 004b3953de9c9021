import type { ReactNode } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Button.css'

export const buttonVariants = ['primary', 'secondary', 'outline', 'inverse', 'ghost'] as const
export const buttonSizes = ['small', 'medium', 'large'] as const

export type ButtonAppearance = {
  /** Visual emphasis. `primary` is reserved for the screen's main call to action. @default 'primary' */
  variant?: (typeof buttonVariants)[number]
  /** Height and padding; every size keeps a 40 px+ touch target. @default 'medium' */
  size?: (typeof buttonSizes)[number]
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean
  /** Icon shown before the label. */
  icon?: ReactNode
}

export type ButtonProps = AriaButtonProps &
  ButtonAppearance & {
    /** Text shown (and announced) while `isPending`; defaults to the normal label. */
    pendingLabel?: string
  }

/** An action. While `isPending` it shows a spinner, stays focusable and ignores presses. */
export function Button({ variant, size, fullWidth, icon, pendingLabel, className, children, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, fullWidth }), cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner /> : icon && <span className={styles.icon}>{icon}</span>}
          {isPending && pendingLabel ? pendingLabel : content}
        </>
      ))}
    </AriaButton>
  )
}
