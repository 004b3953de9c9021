// The content is written typeset: nothing rewrites it at build time, so a straight quote or a breaking
// space before « : » written here would reach the pages. Each string that `typeset` would change is
// named with its file, line and the spelling to write.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentModules, typesetContent } from '../../scripts/typeset-content.mjs'

/** No-break spaces are invisible in a failure message: name them. */
const visible = (text: string) => text.replace(/\u00A0/g, '⟨U+00A0⟩').replace(/\u202F/g, '⟨U+202F⟩')

describe('the content modules', () => {
  it('are the ones of app/content (copy, not code)', () => {
    const names = contentModules().map((file) => path.basename(file))
    expect(names).toEqual(expect.arrayContaining(['home.ts', 'services.ts', 'reviews.ts', 'conditions-vente.ts']))
    expect(names.filter((name) => name.endsWith('.test.ts') || name === 'types.ts' || name === 'review-text.ts')).toEqual([])
  })

  it.each(contentModules().map((file) => [path.basename(file), file]))('%s is written in French typography', (_, file) => {
    const { changes } = typesetContent(readFileSync(file, 'utf8'), file)
    const advice = changes.map(({ line, written, typeset }) => `line ${line}: ${JSON.stringify(written)} → write ${visible(JSON.stringify(typeset))}`)
    expect(advice, 'run `npm run typeset-content -w apps/site` to rewrite them').toEqual([])
  })
})
