// The playroom's themes (Playroom's `themes` option): every snippet renders in each, side by side. A theme
// is the class of @expert/ui/themes the frame puts on its <html>, as an app does.
import { darkThemeClass, lightThemeClass } from '@expert/ui/themes'

/** Le thème clair, celui du site. */
export const clair = lightThemeClass
/** Le thème sombre. */
export const sombre = darkThemeClass
