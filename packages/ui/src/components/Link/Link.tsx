import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components'
import * as styles from './Link.css'

export const linkVariants = ['standard', 'inverse'] as const

export type LinkProps = AriaLinkProps & {
  /** `inverse` on the brand (deep blue) surface. @default 'standard' */
  variant?: (typeof linkVariants)[number]
  /** `hover` for lists of links whose context already says they are links. @default 'always' */
  underline?: 'always' | 'hover'
}

/**
 * An inline text link. Renders an `<a href>`; with react-aria's RouterProvider set up by the app,
 * internal hrefs become client-side navigations.
 */
export function Link({ variant, underline, className, ...rest }: LinkProps) {
  return (
    <AriaLink
      {...rest}
      className={composeRenderProps(className, (cls) => [styles.link({ variant, underline }), cls].filter(Boolean).join(' '))}
    />
  )
}
