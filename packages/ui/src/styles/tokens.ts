// The theme's values as plain data, importable anywhere (Node scripts, unit tests, docs): built by
// Style Dictionary from the DTCG files of tokens/ (scripts/build-tokens.ts), the one source of the
// theme contract (contract.css.ts, its shape), of the theme (theme.css.ts, its values), of the dark
// theme (themes.css.ts, `darkTheme`: its colours), of the Storybook foundation pages and of the Tokens
// Studio file designers import into Figma. What a script reads here is what the site's CSS declares.
// No vanilla-extract import and explicit `.ts` specifiers: Node runs this file as is (`@expert/ui/tokens`).
import { breakpoints, darkTheme, descriptions, notification, palette, theme } from './tokens.generated.ts'

export { breakpoints, darkTheme, descriptions, notification, palette, theme }

/** The spacing scale (4 px grid): `theme.space`. */
export const spaceScale = theme.space
/** The type scale: `theme.font.size`. */
export const fontSizeScale = theme.font.size
/** The font stacks: `theme.font.family`. */
export const fontFamilies = theme.font.family

export type Theme = typeof theme
