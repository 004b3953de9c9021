import type { AnchorHTMLAttributes } from 'react'
import { useLinkComponent } from '../LinkProvider/LinkProvider'
import * as styles from './Link.css'

export const linkVariants = ['standard', 'inverse'] as const

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Destination: internal paths go through the app's LinkProvider component (client-side navigation). */
  href: string
  /** `inverse` on the brand (deep blue) surface. @default 'standard' */
  variant?: (typeof linkVariants)[number]
  /** `hover` for lists of links whose context already says they are links. @default 'always' */
  underline?: 'always' | 'hover'
}

/**
 * An inline text link: a real `<a href>` (works in the prerendered HTML before any script, costs no
 * react-aria code), with hover and keyboard focus states from CSS.
 */
export function Link({ variant, underline, className, href, ...rest }: LinkProps) {
  const Anchor = useLinkComponent(href)
  return <Anchor {...rest} href={href} className={[styles.link({ variant, underline }), className].filter(Boolean).join(' ')} />
}
