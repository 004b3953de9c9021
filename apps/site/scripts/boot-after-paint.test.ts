import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { BOOT_MARKER, SCRIPT_FAILED_ATTRIBUTE, bootModules, deferBoot } from './boot-after-paint.mjs'

// The shape React Router 8 writes (see node_modules/react-router/.../components.js, Scripts).
const page = (boot: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-a.js"/><link rel="modulepreload" href="/assets/entry.client-b.js"/>` +
  `<link rel="modulepreload" href="/assets/root-c.js"/><link rel="stylesheet" href="/assets/style-d.css"/></head>` +
  `<body><p>Contenu</p><script>window.__reactRouterContext = {}</script><script type="module" async="">${boot}</script></body></html>`

const reactRouterBoot = [
  'import "/assets/manifest-a.js";',
  'import * as route0 from "/assets/root-c.js";',
  'import * as route1 from "/assets/home-e.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-b.js");',
].join('\n')

describe('deferBoot', () => {
  it('moves the module preloads into the boot script, after the first paint, and imports in the same order', () => {
    const html = deferBoot(page(reactRouterBoot))
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-d.css"/>')
    expect(html).toContain('<p>Contenu</p>')
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!
    const lines = boot.split('\n')
    expect(lines[0]).toBe(BOOT_MARKER)
    expect(boot).toContain('"first-contentful-paint"')
    const order = [
      'await new Promise',
      'document.head.append',
      'await import("/assets/manifest-a.js")',
      'const route0 = await import("/assets/root-c.js")',
      'const route1 = await import("/assets/home-e.js")',
      'window.__reactRouterRouteModules',
      'await import("/assets/entry.client-b.js")',
      'document.documentElement.setAttribute("data-script-failed", "")',
    ]
    const positions = order.map((needle) => boot.indexOf(needle))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(boot).not.toMatch(/^import /m)
    expect(bootModules(html)).toEqual(['/assets/manifest-a.js', '/assets/entry.client-b.js', '/assets/root-c.js'])
  })

  it('marks the page when a module cannot be loaded, and still reports the error', async () => {
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferBoot(page(reactRouterBoot)))![1]!
    // The boot's body after the first paint, run with an import that fails and a stand-in <html>.
    const body = boot.slice(boot.indexOf('\ntry {\n'))
    const attributes = new Map<string, string>()
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
    const failingImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    const run = runInNewContext(`(async (document, importModule) => { ${body.replaceAll('import(', 'importModule(')} })`) as (
      doc: typeof document,
      importModule: typeof failingImport,
    ) => Promise<void>
    await expect(run(document, failingImport)).rejects.toThrow(/Failed to fetch/)
    expect(attributes.get(SCRIPT_FAILED_ATTRIBUTE)).toBe('')
  })

  it('is idempotent', () => {
    const once = deferBoot(page(reactRouterBoot))
    expect(deferBoot(once)).toBe(once)
  })

  it('fails the build when the bootstrap changes shape, rather than ship a page that does not hydrate', () => {
    expect(() => deferBoot(page('import { x } from "/assets/a.js";'))).toThrow(/unexpected static import/)
    expect(() => deferBoot(page(reactRouterBoot).replace('type="module" async=""', 'type="module"'))).toThrow(/expected one module bootstrap/)
    expect(() => deferBoot(page(reactRouterBoot).replace(/<link rel="modulepreload"[^>]*>/g, ''))).toThrow(/no modulepreload/)
  })

  it('finds no module list in a page it has not rewritten', () => {
    expect(bootModules(page(reactRouterBoot))).toEqual([])
  })
})
