import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { matchRoutes } from 'react-router'
import { patchClientRoutes } from './case-sensitive-client-routes.mjs'

// React Router's installed routes.js, patched next to the original (its relative imports resolve).
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
const routesFile = (build: string) => path.join(routerDir, 'dist', build, 'lib/dom/ssr/routes.js')
const patchedFile = path.join(path.dirname(routesFile('production')), `routes.case-sensitive-test-${process.pid}.js`)
writeFileSync(patchedFile, patchClientRoutes(readFileSync(routesFile('production'), 'utf8')))
afterAll(() => rmSync(patchedFile, { force: true }))

type ClientRoutes = (manifest: Record<string, unknown>, modules: Record<string, unknown>, state: null, ssr: boolean, spa: boolean) => { path?: string }[]
const load = async (file: string) => (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createClientRoutes: ClientRoutes }
const original = await load(routesFile('production'))
const patched = await load(patchedFile)

/** The manifest shape React Router writes: root, a case-sensitive page, the not-found splat. */
const route = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  caseSensitive: true,
  hasLoader: false,
  hasAction: false,
  module: `/${id}.js`,
})
const manifest = { root: route('root', ''), contact: route('contact', 'contact', 'root'), notFound: route('notFound', '*', 'root') }
const matchedIds = (routes: { path?: string }[], pathname: string) => matchRoutes(routes as never, pathname)?.map((match) => match.route.id)

describe('case-sensitive client routes', () => {
  it('React Router alone matches /Contact as /contact in the browser, despite caseSensitive', () => {
    expect(matchedIds(original.createClientRoutes(manifest, {}, null, false, false), '/Contact')).toEqual(['root', 'contact'])
  })

  it('patched, the browser agrees with the host: /Contact is not found, /contact is the page', () => {
    const routes = patched.createClientRoutes(manifest, {}, null, false, false)
    expect(matchedIds(routes, '/Contact')).toEqual(['root', 'notFound'])
    expect(matchedIds(routes, '/contact')).toEqual(['root', 'contact'])
  })

  it('applies to both builds of React Router and refuses code of another shape', () => {
    for (const build of ['production', 'development'])
      expect(patchClientRoutes(readFileSync(routesFile(build), 'utf8'))).toContain('caseSensitive: route.caseSensitive\n\t\t};')
    expect(() => patchClientRoutes('let dataRoute = { id: route.id };')).toThrow(/expected one client route object/)
  })
})
