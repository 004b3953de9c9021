// The set's drawings as SVG markup, for the CSS images the design system draws icons with where an
// element per icon costs too much (the stars of a rating, the reviews' pin): the same drawings as
// <Icon> and <Glyph> (drawings.json), one home for each. Used by .css.ts files, at build time.
import drawings from './drawings.json'
import type { DrawingChild, DrawingName } from './Glyph'

/** A drawing's children, attributes single-quoted (what a `url("data:…")` keeps unescaped). */
export const drawingMarkup = (name: DrawingName) =>
  (drawings[name] as DrawingChild[])
    .map(
      ([tag, attributes]) =>
        `<${tag} ${Object.entries(attributes)
          .map(([key, value]) => `${key}='${value}'`)
          .join(' ')}/>`,
    )
    .join('')

/** The path of a one-path drawing (the star), to draw with attributes of its own. */
export function drawingPath(name: DrawingName): string {
  const [first, ...rest] = drawings[name] as DrawingChild[]
  if (!first || rest.length > 0 || first[0] !== 'path' || !first[1].d) throw new Error(`${name}: not a one-path drawing`)
  return first[1].d
}
