import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import { Spinner } from '../Spinner/Spinner'
import * as styles from './Button.css'

export const buttonVariants = ['primary', 'secondary', 'outline', 'inverse', 'ghost'] as const
export const buttonSizes = ['small', 'medium', 'large'] as const

type Appearance = {
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
  Appearance & {
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

export type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Appearance & {
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
      data-link=""
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </Anchor>
  )
}
