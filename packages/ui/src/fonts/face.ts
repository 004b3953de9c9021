// Inter's face as data (the same descriptors inter.css declares), for an app that registers it with
// the FontFace API instead of the stylesheet — the site does, to start the download after the first
// paint — and for the <noscript> rule that replaces that script when JavaScript is off.
import face from './inter-face.json' with { type: 'json' }

export const interFace: {
  family: string
  descriptors: { style: string; weight: string; display: FontDisplay; unicodeRange: string }
} = {
  family: face.family,
  descriptors: { style: face.style, weight: face.weight, display: face.display as FontDisplay, unicodeRange: face.unicodeRange },
}

/** The `@font-face` rule of inter.css, pointing at `url` (the app's URL of `@expert/ui/fonts/inter.woff2`). */
export function interFaceRule(url: string): string {
  const { style, weight, display, unicodeRange } = interFace.descriptors
  return `@font-face{font-family:'${interFace.family}';font-style:${style};font-weight:${weight};font-display:${display};src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`
}
