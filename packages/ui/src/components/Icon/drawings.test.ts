// The set's copy of Lucide's drawings is what scripts/icon-drawings.mjs writes from the installed
// lucide-react: a drawing changed by an upgrade, or a name added to the script's list, fails here until
// `npm run icons:build --workspace=@expert/ui` has written the file again.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { drawingsFile, drawingsJson, lucideNames } from '../../../scripts/icon-drawings.mjs'
import type { DrawingChild } from './Glyph'

test('drawings.json holds Lucide’s drawing of every icon the design system uses, as the script writes it', async () => {
  const written = readFileSync(drawingsFile, 'utf8')
  expect(written).toBe(await drawingsJson())
  const drawings = JSON.parse(written) as Record<string, DrawingChild[]>
  expect(Object.keys(drawings)).toHaveLength(lucideNames.length)
  for (const children of Object.values(drawings)) {
    expect(children.length).toBeGreaterThan(0)
    for (const [tag, attributes] of children) {
      expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']).toContain(tag)
      expect(attributes).not.toHaveProperty('key')
    }
  }
})
