// Every playroom frame renders like a page of the site: the theme, layers, reset and Inter loaded
// once, French for react-aria (dates, numbers) and for the document; the frame's theme (themes.ts),
// light or dark, as a class on its <html>.
import { useLayoutEffect, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import '@expert/ui/fonts'
// The theme, layers and reset (this entry point's side effects), and the layer order statement.
import { layerOrderStatement } from '@expert/ui/styles'

// The cascade-layer order first in the frame's <head>, before any stylesheet, as the site's root does:
// webpack may emit a component's CSS before the file that declares the layers.
const layerOrder = document.createElement('style')
layerOrder.textContent = layerOrderStatement
document.head.prepend(layerOrder)
document.documentElement.lang = 'fr'

export default function FrameComponent({ theme, children }: { theme?: string; children: ReactNode }) {
  // Each frame is its own document with one theme: the page's background and native controls follow it.
  useLayoutEffect(() => {
    if (theme !== undefined) document.documentElement.className = theme
  }, [theme])
  return <I18nProvider locale="fr-FR">{children}</I18nProvider>
}
