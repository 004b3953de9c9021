// Toolbar settings a designer reviews a unit with: the site's review widths, the theme (light, the
// site's, or dark, @expert/ui/themes), the colour scheme the visitor's system asks for, and reduced
// motion. Defaults change nothing, so story tests and screenshots are unaffected unless a story opts in
// (the dark variants of the page templates set `globals: { theme: 'dark' }`).
import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import { vars } from '@expert/ui'
import { darkThemeClass } from '@expert/ui/themes'

const size = (width: number, height: number) => ({ width: `${width}px`, height: `${height}px` })

/**
 * The four widths the site is reviewed at (same as the Points de rupture page), after Storybook's
 * own sizes: stories pin those by key ('mobile2', 'tablet', 'desktop'), so they keep their meaning.
 */
export const reviewViewports = {
  ...MINIMAL_VIEWPORTS,
  site360: { name: 'Site : petit téléphone (360 px)', styles: size(360, 740), type: 'mobile' },
  site390: { name: 'Site : téléphone (390 px)', styles: size(390, 844), type: 'mobile' },
  site768: { name: 'Site : tablette (768 px)', styles: size(768, 1024), type: 'tablet' },
  site1440: { name: 'Site : ordinateur (1440 px)', styles: size(1440, 900), type: 'desktop' },
}

export type ColorScheme = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

export const reviewGlobalTypes: Preview['globalTypes'] = {
  // The page's theme: the site's light one, or the dark theme an app opts into (@expert/ui/themes).
  theme: {
    description: 'Thème des pages\u00a0: le clair du site, ou le sombre qu’une application choisit (@expert/ui/themes)',
    toolbar: {
      title: 'Thème',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Thème clair' },
        { value: 'dark', title: 'Thème sombre' },
      ],
      dynamicTitle: true,
    },
  },
  // The site has one (light) theme; only the notifications follow the visitor's system scheme
  // (behaviour §1): the control names what it changes.
  scheme: {
    description: 'Schéma de couleurs du système du visiteur, que suivent les notifications (seules à le suivre sur le site, qui a un thème clair)',
    toolbar: {
      title: 'Notifications',
      icon: 'contrast',
      items: [
        { value: 'system', title: 'Notifications\u00a0: schéma du système' },
        { value: 'light', title: 'Notifications\u00a0: système en clair' },
        { value: 'dark', title: 'Notifications\u00a0: système en sombre' },
      ],
      dynamicTitle: true,
    },
  },
  motion: {
    description: 'Mouvement réduit, comme pour un visiteur qui le demande à son système',
    toolbar: {
      title: 'Mouvement',
      icon: 'lightning',
      items: [
        { value: 'full', title: 'Mouvement normal' },
        { value: 'reduced', title: 'Mouvement réduit' },
      ],
      dynamicTitle: true,
    },
  },
}

export const reviewInitialGlobals = { theme: 'light', scheme: 'system', motion: 'full' }

// The same rule as the reduced-motion branch of the global styles (styles/global.css.ts), applied on demand:
// a media query cannot be switched on from a toolbar.
const reducedMotionCss =
  '*, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }'

/**
 * Applies the theme and the motion setting; the scheme is read by the stories of scheme-aware units
 * (Toast). The theme's class goes on <html>, as an app puts it: the page's background, the overlays
 * rendered outside the story and the native controls follow. Set on every render, so a story never
 * inherits the previous one's theme (story tests share one document). On a docs page, whose story
 * blocks keep Storybook's white, each story sits on the theme's page colour.
 */
export const withReviewSettings: Decorator = (Story, { globals, viewMode }) => {
  const dark = globals.theme === 'dark'
  document.documentElement.classList.toggle(darkThemeClass, dark)
  return (
    <>
      {globals.motion === 'reduced' && <style>{reducedMotionCss}</style>}
      {dark && viewMode === 'docs' ? (
        <div style={{ backgroundColor: vars.color.background.page, color: vars.color.text.body, padding: vars.space.md }}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </>
  )
}
