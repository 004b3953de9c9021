// The generated token files are committed (Vite and vanilla-extract read them as plain source); this
// fails when one is not what Style Dictionary gives from the DTCG files today.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generate, MODULE_FILE, packageDir, STUDIO_FILE } from '../scripts/build-tokens.ts'

describe('generated token files', () => {
  it('are what scripts/build-tokens.ts builds from tokens/*.tokens.json (else: npm run tokens:build -w packages/ui)', async () => {
    const outputs = await generate()
    expect(Object.keys(outputs).sort()).toEqual([MODULE_FILE, STUDIO_FILE].sort())
    for (const [file, content] of Object.entries(outputs)) {
      expect(readFileSync(path.join(packageDir, file), 'utf8'), file).toBe(content)
    }
  })
})
