// Toolbar settings a designer reviews a unit with: the site's review widths, the colour scheme the
// visitor's system asks for, and reduced motion. Defaults change nothing, so story tests and
// screenshots are unaffected unless a story opts in.
import type { Decorator, Preview } from '@storybook/react-vite'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'

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

export const reviewGlobalTypes: Preview['globalTypes'] = {
  // The site has one (light) theme; only the notifications follow the visitor's system scheme
  // (behaviour §1): the control names what it changes.
  scheme: {
    description: 'Schéma de couleurs du système du visiteur, que suivent les notifications (seules à le suivre\u00a0: le site a un thème clair)',
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

export const reviewInitialGlobals = { scheme: 'system', motion: 'full' }

// The same rule as the reduced-motion branch of the global styles (styles/global.css.ts), applied on demand:
// a media query cannot be switched on from a toolbar.
const reducedMotionCss =
  '*, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }'

/** Applies the motion setting; the scheme is read by the stories of scheme-aware units (Toast). */
export const withReviewSettings: Decorator = (Story, { globals }) => (
  <>
    {globals.motion === 'reduced' && <style>{reducedMotionCss}</style>}
    <Story />
  </>
)
