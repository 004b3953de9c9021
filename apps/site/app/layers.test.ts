// The site's import picture, as CONTRIBUTING.md draws it: routes → sections → components → islands →
// content, data, lib; imports only go down. A file that imports from a folder above its own (a
// component reaching into a section, the island mechanism into a component, copy into code) fails
// here with both paths, so a change is placed in the right folder before it grows a circle.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const appDir = path.dirname(fileURLToPath(import.meta.url))

/** Each top-level entry of app/ and its floor: 0 is the top. */
const floors: Record<string, number> = {
  'root.tsx': 0,
  'root.css.ts': 0,
  'entry.server.tsx': 0,
  'routes.ts': 0,
  routes: 0,
  sections: 1,
  components: 2,
  islands: 3,
  content: 4,
  data: 4,
  lib: 4,
  'site.config.ts': 4,
  'route-paths.ts': 4,
  // React Router's generated route types (`./+types/<route>`) describe the routes, import nothing.
  '+types': 5,
  // Test helpers (app/test/) serve the tests of every floor: outside the picture, never imported by the app.
  test: 6,
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const floorOf = (file: string) => {
  const top = path.relative(appDir, file).split(path.sep)[0] ?? ''
  const floor = floors[top]
  if (floor === undefined) throw new Error(`app/${top} has no floor in layers.test.ts: give it one (CONTRIBUTING.md, « Where a change goes »)`)
  return floor
}

/** The relative modules a file imports (static and dynamic imports, re-exports), resolved to app/ paths. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => resolveModule(path.resolve(path.dirname(file), specifier)))
}

/** A module path as written (often without its extension) to the file it names. */
function resolveModule(base: string): string {
  const candidate = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((file) => existsSync(file) && !file.endsWith(path.sep))
  return candidate ?? base
}

describe('the import picture of apps/site/app', () => {
  const files = sourceFiles(appDir)
  const appModules = files.filter((file) => floorOf(file) !== floors.test)
  const edges = (from: string[]) => from.flatMap((file) => relativeImports(file).map((target) => ({ file, target })))
  const named = ({ file, target }: { file: string; target: string }) => `${path.relative(appDir, file)} → ${path.relative(appDir, target)}`

  it('every top-level folder has a floor', () => {
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) expect(() => floorOf(file)).not.toThrow()
  })

  it('no module imports from a floor above its own (routes → sections → components → islands → content, data, lib)', () => {
    const upward = edges(appModules).filter(({ file, target }) => target.startsWith(appDir + path.sep) && floorOf(target) < floorOf(file))
    expect(upward.map(named)).toEqual([])
  })

  it('the app never imports its test helpers (app/test/)', () => {
    const intoTests = edges(appModules).filter(({ target }) => target.startsWith(path.join(appDir, 'test') + path.sep))
    expect(intoTests.map(named)).toEqual([])
  })
})
