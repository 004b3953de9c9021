// A drawing of the design system's set as an inline SVG, the markup Lucide renders (24-unit grid,
// stroked in the text colour, round caps and joins), from the drawings kept in drawings.json
// (scripts/icon-drawings.mjs writes them from Lucide's). The design system's own components draw
// with it; a page draws an icon with <Icon>, whose roles name these drawings.
import { createElement, type SVGProps } from 'react'
import drawings from './drawings.json'

export type DrawingName = keyof typeof drawings
/** One child of a drawing, as drawings.json holds it: an SVG shape's tag and attributes. */
export type DrawingChild = [tag: string, attributes: Record<string, string>]

export type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> & {
  /** The drawing, by Lucide's name in camel case. */
  name: DrawingName
  /** Side of the box, in pixels (CSS may size it instead). @default 24 */
  size?: number
  /** @default 2 (Lucide's) */
  strokeWidth?: number
}

/** An icon drawing, decorative (`aria-hidden`) unless it is given a role or a name. */
export function Glyph({ name, size = 24, strokeWidth = 2, ...rest }: GlyphProps) {
  const labelled = rest.role !== undefined || rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : 'true'}
      {...rest}
    >
      {(drawings[name] as DrawingChild[]).map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
