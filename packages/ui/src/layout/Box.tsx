import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react'
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css'

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The HTML element to render. @default 'div' */
    as?: ElementType
    children?: ReactNode
    ref?: Ref<HTMLElement>
  }

/** The base layout primitive: an element whose spacing, display and colours come from the theme's sprinkles. */
export function Box({ as = 'div', className, children, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {}
  const htmlProps: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value
    else htmlProps[key] = value
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ')
  return createElement(as, { className: classes, ...htmlProps }, children)
}
