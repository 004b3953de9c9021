// WCAG 2.x contrast and colour parsing, shared by the Couleurs docs page, the contrast unit test and the stories
// that check a colour against the theme.

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)` into 0–255 channels and alpha. */
export function parseColor(color: string): { r: number; g: number; b: number; a: number } {
  const value = color.trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    }
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i.exec(value)
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4])
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha }
  }
  throw new Error(`Unsupported colour: ${color}`)
}

/** Relative luminance of an opaque colour (WCAG 2.x definition). */
export function luminance(color: string): number {
  const { r, g, b } = parseColor(color)
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** Contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** One decimal, rounded down so a displayed 4.5 is never a real 4.49. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`
}

/** A theme colour as `getComputedStyle` reports it (`rgb(r, g, b)`, or `rgba(…)` when translucent). */
export function computedColor(color: string): string {
  const { r, g, b, a } = parseColor(color)
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`
}
