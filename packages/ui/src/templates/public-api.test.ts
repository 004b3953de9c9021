// The designers' two showcases use the design system as any app must, through its public entry points:
// the page templates of Storybook (this folder) and the playroom (playroom/ at the repository root).
// And the playroom offers every public component: each exported by its components file, each with
// at least one snippet. Read statically (esbuild's export lists, the snippets' text): no component
// module is run, so no vanilla-extract build is needed here.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, expectTypeOf, it } from 'vitest'
// Type-only imports: they also put the playroom's modules in this package's type check (npm run check-types).
import type * as playroomComponents from '../../../../playroom/components'
import type PlayroomFrame from '../../../../playroom/FrameComponent'
import type useScope from '../../../../playroom/scope'
import snippets from '../../../../playroom/snippets'

const here = path.dirname(fileURLToPath(import.meta.url))
const packageRoot = path.resolve(here, '../..')
const repositoryRoot = path.resolve(packageRoot, '../..')
const packageName = '@expert/ui'

/** The package's entry points that hold components: subpath ('' for the root) → source file. */
function componentEntries(): Map<string, string> {
  const { exports } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  const entries = new Map<string, string>()
  for (const [key, target] of Object.entries(exports)) {
    if (key === './*' && target === './src/components/*/index.ts') {
      for (const folder of readdirSync(path.join(packageRoot, 'src/components'))) {
        if (existsSync(path.join(packageRoot, 'src/components', folder, 'index.ts'))) entries.set(folder, `./src/components/${folder}/index.ts`)
      }
    } else if (target === './src/index.ts' || /^\.\/src\/components\/[^/]+\/index\.ts$/.test(target)) {
      entries.set(key.replace(/^\.\/?/, ''), target)
    }
  }
  return entries
}

/** Every public subpath of the package (components, styles, tokens…), for the import checks. */
function publicSubpaths(): Set<string> {
  const { exports } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  const subpaths = new Set(
    Object.keys(exports)
      .filter((key) => key !== './*')
      .map((key) => key.replace(/^\.\/?/, '')),
  )
  for (const key of componentEntries().keys()) subpaths.add(key)
  return subpaths
}

/** esbuild in memory, with a metafile: what each module exports and imports; bare imports stay external. */
const readExportsAndImports = {
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  packages: 'external',
  outdir: 'out',
  logLevel: 'silent',
  loader: { '.css': 'empty', '.woff2': 'empty' },
} as const

/** The names a module exports (types left out), as esbuild sees them; bare imports stay external. */
async function exportsOf(files: Record<string, string>) {
  const result = await build({
    entryPoints: files,
    absWorkingDir: packageRoot,
    ...readExportsAndImports,
  })
  const byEntry = new Map<string, { exports: string[]; imports: string[] }>()
  for (const output of Object.values(result.metafile.outputs)) {
    if (!output.entryPoint) continue
    // Bare specifiers as written (external); anything esbuild bundled was a relative path into some source.
    const imports = result.metafile.inputs[output.entryPoint]?.imports.map((i) => (i.external ? i.path : `bundled: ${i.path}`)) ?? []
    byEntry.set(output.entryPoint, { exports: output.exports, imports })
  }
  return byEntry
}

/** A component is a PascalCase export (constants are ALL_CAPS, functions and hooks camelCase). */
const isComponentName = (name: string) => /^[A-Z]/.test(name) && !/^[A-Z0-9_]+$/.test(name)

let components: Promise<string[]> | undefined
const publicComponents = () => (components ??= listPublicComponents())

async function listPublicComponents(): Promise<string[]> {
  const entries = componentEntries()
  const byEntry = await exportsOf(Object.fromEntries([...entries].map(([subpath, file]) => [subpath || 'index', file])))
  const names = [...byEntry.values()].flatMap((entry) => entry.exports.filter(isComponentName))
  return [...new Set(names)].sort()
}

describe('the package', () => {
  it('names each public component in its exports: no wildcard, one entry per component folder', () => {
    const { exports } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { exports: Record<string, string> }
    expect(Object.keys(exports).filter((key) => key.includes('*'))).toEqual([])
    const folders = readdirSync(path.join(packageRoot, 'src/components')).filter((folder) =>
      existsSync(path.join(packageRoot, 'src/components', folder, 'index.ts')),
    )
    const listed = Object.entries(exports)
      .filter(([key, target]) => target === `./src/components/${key.slice(2)}/index.ts`)
      .map(([key]) => key.slice(2))
    expect(listed.sort()).toEqual(folders.sort())
  })

  it('resolves its entry points for an app, and nothing inside them', () => {
    const require = createRequire(path.join(repositoryRoot, 'apps/site/package.json'))
    expect(require.resolve(`${packageName}/Button`)).toBe(path.join(packageRoot, 'src/components/Button/index.ts'))
    for (const inside of ['Button/Button', 'src/components/Button/index.ts', 'private/ContactForm.shared', 'styles/theme.css'])
      expect(() => require.resolve(`${packageName}/${inside}`), inside).toThrow(/not defined by "exports"/)
  })
})

describe('the playroom', () => {
  it('exports every public component of the package, and nothing else, from its public entry points', async () => {
    const components = await publicComponents()
    const file = path.join(repositoryRoot, 'playroom/components.ts')
    const [playroom] = [...(await exportsOf({ components: file })).values()]
    expect(playroom).toBeDefined()
    expect([...playroom!.exports].sort()).toEqual(components)
    const subpaths = publicSubpaths()
    const privateImports = playroom!.imports.filter((specifier) => {
      if (specifier === packageName) return false
      const subpath = specifier.startsWith(`${packageName}/`) ? specifier.slice(packageName.length + 1) : null
      return subpath === null || !subpaths.has(subpath)
    })
    expect(privateImports).toEqual([])
  })

  it('has a snippet for every public component, with a French description', async () => {
    const components = await publicComponents()
    const withoutSnippet = components.filter((name) => !snippets.some((snippet) => new RegExp(`<${name}[\\s/>]`).test(snippet.code)))
    expect(withoutSnippet).toEqual([])
    for (const snippet of snippets) {
      expect(snippet.group.length, snippet.name).toBeGreaterThan(0)
      expect(snippet.description, snippet.name).toMatch(/[a-zà-ÿ]/)
    }
  })

  it('writes its snippets with names the playroom knows: a component, or a name of its scope', async () => {
    const scopeNames = ['sample', 'showToast', 'fieldStyles', 'AriaTextField', 'AriaInput'] as const satisfies readonly (keyof ReturnType<typeof useScope>)[]
    const known = new Set<string>([...(await publicComponents()), ...scopeNames])
    const unknown = snippets.flatMap((snippet) => [...snippet.code.matchAll(/<([A-Z]\w*)/g)].map((match) => match[1]!).filter((tag) => !known.has(tag)))
    expect(unknown).toEqual([])
    // The frame every snippet renders in takes the snippet as its children.
    expectTypeOf<Parameters<typeof PlayroomFrame>[0]>().toHaveProperty('children')
    expectTypeOf<typeof playroomComponents.Button>().toBeFunction()
  })
})

describe('the page templates', () => {
  it('import the design system through its public entry points only', () => {
    const subpaths = publicSubpaths()
    const files = readdirSync(here).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    expect(files.length).toBeGreaterThan(10)
    const offending = files.flatMap((file) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)]
        .map((match) => match[1]!)
        .filter((specifier) => {
          if (specifier === packageName) return false
          if (specifier.startsWith(`${packageName}/`)) return !subpaths.has(specifier.slice(packageName.length + 1))
          // Relative imports: this folder, the sample content, and the reference screen sizes of the shots.
          if (specifier.startsWith('.')) return !/^\.\/|^\.\.\/fixtures\/|\/scripts\/visual\/viewports\.mjs$/.test(specifier)
          return false
        })
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(offending).toEqual([])
  })
})

describe('the second consumer (apps/example)', () => {
  it('imports the design system through its public entry points only, and nothing from another folder', async () => {
    const example = path.join(repositoryRoot, 'apps/example')
    const result = await build({
      entryPoints: [path.join(example, 'src/main.tsx')],
      absWorkingDir: example,
      ...readExportsAndImports,
    })
    const inputs = Object.entries(result.metafile.inputs)
    // Every module bundled is the example's own (no relative path into the package or the site).
    expect(inputs.map(([file]) => file).filter((file) => !file.startsWith('src/'))).toEqual([])
    const subpaths = publicSubpaths()
    const specifiers = inputs.flatMap(([, input]) => input.imports.filter((i) => i.external).map((i) => i.path.replace(/\?.*$/, '')))
    const design = specifiers.filter((specifier) => specifier === packageName || specifier.startsWith(`${packageName}/`))
    expect(design.length).toBeGreaterThan(5)
    expect(design.filter((specifier) => specifier !== packageName && !subpaths.has(specifier.slice(packageName.length + 1)))).toEqual([])
  })
})
