// `npm run icons:build` (packages/ui): writes src/components/Icon/drawings.json, the drawings of the
// design system's icons, from Lucide's (lucide-react, the version in package.json): each icon's SVG
// children on Lucide's 24-unit grid, without the React keys. The components draw them with <Glyph>
// (src/components/Icon/Glyph.tsx), so no page ships lucide-react's runtime (its icon factory,
// context, class and attribute builders, a wrapper and a key per path: 2.9 KB gzip of every page's
// first JavaScript, more than the drawings themselves). drawings.test.ts fails when the file is not
// what this script writes (an icon added to the list, or Lucide's drawing changed by an upgrade).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Lucide's names of the drawings the design system uses (Icon's roles, and the components' own). */
export const lucideNames = [
  'arrow-left',
  'arrow-right',
  'award',
  'badge-check',
  'brick-wall',
  'calendar',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-exclamation-point',
  'clipboard-check',
  'clock',
  'cloud-rain',
  'droplet',
  'external-link',
  'file-text',
  'flame',
  'graduation-cap',
  'hammer',
  'handshake',
  'house',
  'info',
  'key',
  'lightbulb',
  'mail',
  'map-pin',
  'menu',
  'message-square',
  'phone',
  'rotate-ccw',
  'scale',
  'search',
  'shield-check',
  'star',
  'triangle-exclamation-point',
  'waves-horizontal',
  'x',
]

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

/** The JSON the design system keeps: { camelCaseName: [[tag, attributes], …] }, one icon a line. */
export async function drawingsJson() {
  const lines = []
  for (const name of lucideNames) {
    const { __iconData } = await import(`lucide-react/icons/${name}`)
    const children = __iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
    lines.push(`  ${JSON.stringify(camel(name))}: ${JSON.stringify(children)}`)
  }
  return `{\n${lines.join(',\n')}\n}\n`
}

export const drawingsFile = fileURLToPath(new URL('../src/components/Icon/drawings.json', import.meta.url))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(drawingsFile, await drawingsJson())
  console.log(`${lucideNames.length} drawings written to ${drawingsFile}`)
}
