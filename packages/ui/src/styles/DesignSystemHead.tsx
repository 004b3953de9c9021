// What the design system needs at the top of an app's <head>, as one component instead of copies in
// each app: react-aria's press rule, the cascade-layer order and, given its URL, the preload of the
// one font file. Server-rendered with the page (the site's root renders it after its inline scripts).
import { layerOrderStatement, pressableStyle } from './layerOrder'

export type DesignSystemHeadProps = {
  /**
   * URL de la police Inter du système (`@expert/ui/fonts/inter.woff2`, telle que le bundler de
   * l'application la publie) : préchargée pour que le texte s'affiche en Inter dès la première image.
   */
  fontHref?: string
}

/** Les règles globales du système de design, à placer en tête du `<head>`, avant toute feuille de style. */
export function DesignSystemHead({ fontHref }: DesignSystemHeadProps) {
  return (
    <>
      {/* react-aria's press rule, so that it is not injected during hydration (see layerOrder.ts). */}
      <style id={pressableStyle.id}>{pressableStyle.css}</style>
      {/* The cascade-layer order, before any stylesheet: a layer's place is fixed by its first mention. */}
      <style>{layerOrderStatement}</style>
      {fontHref ? <link rel="preload" href={fontHref} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
    </>
  )
}
