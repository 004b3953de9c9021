// The colour themes an app opts into, `@expert/ui/themes`: a class that gives the colour decisions of the
// contract their dark values (tokens/color.dark.tokens.json), their light ones, or the ones the visitor's
// system asks for. `@expert/ui/styles` declares the light theme on :root; an app that never imports this
// entry ships none of it (the site keeps its one light theme).
import { assignVars, globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { darkTheme as dark, theme } from './tokens'

const darkColors = assignVars(vars.color, dark.color)
const lightColors = assignVars(vars.color, theme.color)

/** The dark theme, on `<html>` for a whole page (native controls and scrollbars follow), or on an element for its subtree. */
export const darkThemeClass = style({})

/** The light theme again: a light region inside a dark page. */
export const lightThemeClass = style({})

/** The visitor's system scheme: light, dark when it asks for dark (`prefers-color-scheme`). */
export const systemThemeClass = style({})

// `:root.x` outranks the `:root` rule of the light theme (theme.css.ts) on <html>, whichever stylesheet
// a bundler emits first; on any other element the class alone declares the values its subtree inherits.
// Unlayered, as the :root theme is: a layered declaration would lose to it.
const on = (className: string) => `:root${className}, ${className}`
globalStyle(on(darkThemeClass), { vars: darkColors, colorScheme: 'dark' })
globalStyle(on(lightThemeClass), { vars: lightColors, colorScheme: 'light' })
globalStyle(on(systemThemeClass), {
  vars: lightColors,
  colorScheme: 'light',
  '@media': { '(prefers-color-scheme: dark)': { vars: darkColors, colorScheme: 'dark' } },
})
