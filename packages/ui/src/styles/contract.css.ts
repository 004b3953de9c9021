// Tier 2 — decisions: semantic names every component reads. The contract's shape is the theme's
// (tokens.ts, built from the DTCG files of tokens/): a token added there is a variable here, with no
// shape written twice. theme.css.ts gives each variable its value.
import { createThemeContract } from '@vanilla-extract/css'
import { theme } from './tokens'

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> }

/** The same tree with every value replaced by null: all a contract needs. */
function shapeOf<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)])) as Shape<T>
}

export const vars = createThemeContract(shapeOf(theme))
