// The theme's values are a plain module: Node scripts (the Open Graph image) import it without a bundler.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { theme } from './tokens'

describe('@expert/ui/tokens', () => {
  it('loads in plain Node through the package exports, with no vanilla-extract or CSS import', () => {
    const script = `import('@expert/ui/tokens').then((m) => console.log(JSON.stringify(m.theme)))`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual(theme)
  })
})
