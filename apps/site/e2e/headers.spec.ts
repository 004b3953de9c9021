// Hosting headers (security-privacy.md requirement 18), from the generated `_headers` file out to
// the responses: EVERY prerendered page (route-paths.ts), under every path a host serves it
// (/x, /x/, /x/index.html), gets exactly one CSP built for its own inline scripts, plus the common
// security headers; assets are cached for good and served with the type nosniff demands; the file
// stays within what Netlify and Cloudflare Pages accept. security-headers.spec.ts samples routes
// over HTTP (with the 404's <meta> policy); this spec covers the whole site and the file itself.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIResponse } from '@playwright/test'
import { staticPages, staticPaths } from '../app/route-paths'
import { expect, test } from './fixtures'

const buildClient = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')
const stackOrigin = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
/** The origins the build was configured with (site.config.ts defaults: the local stack). */
const supabaseOrigin = new URL(process.env.VITE_SUPABASE_URL || stackOrigin).origin
const emailJsOrigin = new URL(process.env.VITE_EMAILJS_ORIGIN || stackOrigin).origin

/** Google's measurement hosts for GA4 + Ads (Google's CSP guide): the only third parties connect-src may name. */
const googleConnectHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]
const googleTag = 'https://www.googletagmanager.com'
const sixMonths = 15_552_000
const oneYear = 31_536_000
/** Cloudflare Pages: at most 100 header rules, 2,000 characters a line (Netlify has no lower limit). */
const maxRules = 100
const maxLineLength = 2_000

// ---- helpers -------------------------------------------------------------------------------------

type Rule = { path: string; headers: [name: string, value: string][] }

/** `_headers` as blocks: a path line, then indented `Name: value` lines; anything else is an error. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = []
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line)
    if (!match || rules.length === 0) throw new Error(`_headers line ${index + 1} is not "  Name: value" under a path: ${line}`)
    rules.at(-1)!.headers.push([match[1]!, match[2]!.trim()])
  }
  return rules
}

const headerOf = (rule: Rule | undefined, name: string) =>
  rule?.headers.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value) ?? []

/** A CSP as directive → sources; a directive given twice is reported (browsers ignore the second). */
function parseCsp(policy: string) {
  const directives = new Map<string, string[]>()
  const repeated: string[] = []
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean)
    if (!name) continue
    if (directives.has(name.toLowerCase())) repeated.push(name)
    else directives.set(name.toLowerCase(), sources)
  }
  return { directives, repeated }
}

/** Inline scripts the browser executes (and CSP governs): no src, classic or module. JSON-LD is data. */
function executableInlineScripts(html: string) {
  const scripts: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase()
    if (type === undefined || ['module', 'text/javascript', 'application/javascript', 'importmap'].includes(type)) scripts.push(body!)
  }
  return scripts
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Every path a static host may serve a prerendered page under, as `_headers` writes them (percent-encoded). */
const servedPaths = (route: string) => (route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}/index.html`]).map((p) => encodeURI(p))

const htmlFileOf = (route: string) => path.join(buildClient, route === '/' ? '' : route, 'index.html')

/** Requirement 18's CSP, checked against the page's own inline scripts. */
function expectStrictCsp(policy: string, html: string, label: string) {
  const { directives, repeated } = parseCsp(policy)
  expect(repeated, `${label}: directives given twice`).toEqual([])

  const scriptSrc = directives.get('script-src') ?? []
  expect(scriptSrc, `${label}: script-src`).toContain("'self'")
  const notAllowed = scriptSrc.filter((source) => source !== "'self'" && source !== googleTag && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))
  expect(notAllowed, `${label}: script-src may only hold 'self', sha256 hashes and the Google tag`).toEqual([])
  const pageHashes = [...new Set(executableInlineScripts(html).map(sha256Source))].sort()
  expect(pageHashes.length, `${label}: inline bootstrap scripts`).toBeGreaterThan(0)
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), `${label}: exactly the page's inline scripts are hashed`).toEqual(pageHashes)
  // No script-src-elem / -attr that would widen script-src behind its back.
  expect([...directives.keys()].filter((name) => name.startsWith('script-src-')), label).toEqual([])

  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'self'"])
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"])
  expect(directives.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"])
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"])
  expect(directives.get('form-action'), `${label}: form-action`).toEqual(["'self'"])

  const connect = directives.get('connect-src') ?? []
  const allowedConnect = new Set(["'self'", supabaseOrigin, emailJsOrigin, ...googleConnectHosts])
  expect(connect.filter((source) => !allowedConnect.has(source)), `${label}: connect-src beyond the configured origins`).toEqual([])
  expect(connect, `${label}: connect-src has the Supabase origin`).toContain(supabaseOrigin)
  expect(connect, `${label}: connect-src has the EmailJS origin`).toContain(emailJsOrigin)
}

function expectCommonHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  const hsts = /(?:^|;)\s*max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `${label}: HSTS max-age ≥ 6 months`).toBeGreaterThanOrEqual(sixMonths)
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff')
  expect(headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${label}: private Referrer-Policy`).toContain(
    headers['referrer-policy'],
  )
  const features = new Map(
    (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]),
  )
  for (const feature of ['camera', 'microphone', 'geolocation']) expect(features.get(feature), `${label}: Permissions-Policy ${feature}`).toBe('()')
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin')
}

/** HTML must be revalidated on every visit (a new deploy changes its asset hashes and CSP). */
function expectRevalidated(response: APIResponse, label: string) {
  const directives = (response.headers()['cache-control'] ?? '').split(',').map((part) => part.trim().toLowerCase())
  const revalidates = directives.includes('no-cache') || (directives.includes('max-age=0') && directives.includes('must-revalidate'))
  expect(revalidates, `${label}: Cache-Control "${directives.join(', ')}" revalidates`).toBe(true)
  expect(directives, label).not.toContain('immutable')
}

// ---- the generated file ------------------------------------------------------------------------

const headersFile = path.join(buildClient, '_headers')
const readRules = () => parseHeadersFile(readFileSync(headersFile, 'utf8'))

test.describe('the generated _headers file', () => {
  test('common security headers for every path, a year of immutable cache for /assets/, no policy that would stack on the pages’ own', () => {
    expect(existsSync(headersFile), headersFile).toBe(true)
    const rules = readRules()
    const all = rules.find((rule) => rule.path === '/*')
    expect(all, '/* rule').toBeDefined()
    const hsts = headerOf(all, 'Strict-Transport-Security')
    expect(hsts).toHaveLength(1)
    expect(Number(/max-age=(\d+)/.exec(hsts[0]!)?.[1] ?? 0)).toBeGreaterThanOrEqual(sixMonths)
    expect(headerOf(all, 'X-Content-Type-Options')).toEqual(['nosniff'])
    expect(headerOf(all, 'X-Frame-Options')).toEqual(['DENY'])
    expect(headerOf(all, 'Referrer-Policy')).toHaveLength(1)
    expect(headerOf(all, 'Permissions-Policy')).toHaveLength(1)
    expect(headerOf(all, 'Cross-Origin-Opener-Policy')).toEqual(['same-origin'])
    // Netlify and Cloudflare merge every matching rule: a CSP on /* would be a second policy, enforced
    // on top of each page's and blocking its hashed scripts.
    expect(headerOf(all, 'Content-Security-Policy')).toEqual([])

    const assets = rules.filter((rule) => rule.path === '/assets/*')
    expect(assets).toHaveLength(1)
    const cache = headerOf(assets[0], 'Cache-Control')
    expect(cache).toHaveLength(1)
    expect(Number(/max-age=(\d+)/.exec(cache[0]!)?.[1] ?? 0)).toBeGreaterThanOrEqual(oneYear)
    expect(cache[0]).toContain('immutable')
    expect(cache[0]).toContain('public')
  })

  test('one CSP rule per served path of every prerendered page, nothing for paths that do not exist, within Cloudflare Pages’ limits', () => {
    const text = readFileSync(headersFile, 'utf8')
    const rules = readRules()
    const cspPaths = rules.filter((rule) => headerOf(rule, 'Content-Security-Policy').length > 0).map((rule) => rule.path)
    const expected = staticPaths.flatMap(servedPaths)
    expect([...cspPaths].sort()).toEqual([...expected].sort())
    // The same path twice would give the page two policies (hosts merge matching rules).
    expect(cspPaths.filter((p, index) => cspPaths.indexOf(p) !== index), 'paths given a CSP twice').toEqual([])
    for (const rule of rules) expect(headerOf(rule, 'Content-Security-Policy').length, rule.path).toBeLessThanOrEqual(1)
    // Cloudflare Pages allows a project 100 header rules and 2,000 characters a line (docs/deploy.md §5).
    expect(rules.length, `${rules.length} rules (Cloudflare Pages accepts ${maxRules})`).toBeLessThanOrEqual(maxRules)
    const longest = Math.max(...text.split('\n').map((line) => line.length))
    expect(longest, 'longest _headers line').toBeLessThanOrEqual(maxLineLength)
  })

  for (const { path: route, noindex } of staticPages) {
    test(`${route}${noindex ? ' (noindex)' : ''}: its rules carry a strict CSP hashing exactly its built HTML’s inline scripts`, () => {
      const html = readFileSync(htmlFileOf(route), 'utf8')
      const rules = readRules()
      const policies = servedPaths(route).map((p) => rules.filter((rule) => rule.path === p).flatMap((rule) => headerOf(rule, 'Content-Security-Policy')))
      for (const [index, found] of policies.entries()) expect(found, `${servedPaths(route)[index]}: one CSP`).toHaveLength(1)
      expect(new Set(policies.map((found) => found[0])).size, `${route}: same policy under every served path`).toBe(1)
      expectStrictCsp(policies[0]![0]!, html, route)
    })
  }
})

// ---- what the server sends -----------------------------------------------------------------------

test.describe('responses (served as the static host serves the build)', () => {
  for (const { path: route, noindex } of staticPages) {
    test(`${route}${noindex ? ' (noindex)' : ''}: every served path answers 200 with its strict CSP and the common headers, revalidated`, async ({
      request,
    }) => {
      for (const served of servedPaths(route)) {
        const response = await request.get(served)
        expect(response.status(), served).toBe(200)
        expectCommonHeaders(response, served)
        expectRevalidated(response, served)
        const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
        expect(policies, `${served}: one CSP header`).toHaveLength(1)
        expectStrictCsp(policies[0]!.value, await response.text(), served)
      }
    })
  }

  test('unknown paths answer 404 with the common headers and no page’s CSP header (404.html carries its own in a <meta>)', async ({ request }) => {
    for (const unknown of ['/nulle-part', '/contact-inconnu', '/services/inconnu/', '/avis-clients/nouveau/suite']) {
      const response = await request.get(encodeURI(unknown))
      expect(response.status(), unknown).toBe(404)
      expectCommonHeaders(response, unknown)
      expectRevalidated(response, unknown)
      expect(response.headers()['content-security-policy'], `${unknown}: no header policy`).toBeUndefined()
      expect(await response.text(), unknown).toContain('<meta http-equiv="Content-Security-Policy"')
    }
  })

  test('every asset the home page loads is immutable for a year and has the type nosniff requires; sitemap and robots too', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g)].map(([asset]) => asset))]
    const kinds = new Set(assets.map((asset) => path.extname(asset)))
    expect([...kinds].sort(), `assets of the home page: ${assets.join(', ')}`).toEqual(['.css', '.js', '.woff2'])
    const expectedType: Record<string, RegExp> = { '.js': /^(text|application)\/javascript\b/, '.css': /^text\/css\b/, '.woff2': /^font\/woff2$/ }
    for (const asset of assets) {
      const response = await request.get(asset)
      expect(response.status(), asset).toBe(200)
      expectCommonHeaders(response, asset)
      // With nosniff, a script or stylesheet sent under another type is refused by the browser.
      expect(response.headers()['content-type'], asset).toMatch(expectedType[path.extname(asset)]!)
      const cache = response.headers()['cache-control'] ?? ''
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0), `${asset}: ${cache}`).toBeGreaterThanOrEqual(oneYear)
      expect(cache, asset).toContain('immutable')
    }
    for (const [file, type] of [
      ['/sitemap.xml', /^(application|text)\/xml\b/],
      ['/robots.txt', /^text\/plain\b/],
    ] as const) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()['content-type'], file).toMatch(type)
      expectCommonHeaders(response, file)
      expect(response.headers()['cache-control'] ?? '', file).not.toContain('immutable')
    }
  })
})
