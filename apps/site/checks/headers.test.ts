// Hosting headers (a strict policy on every response), from the build out to the responses:
// - `_headers` holds a few shared rules whatever the number of pages (Cloudflare Pages accepts 100):
//   the common security headers and the page-independent part of the CSP (with frame-ancestors)
//   for every path, a year of cache for /assets/;
// - EVERY HTML file of the build (each prerendered page of route-paths.ts and both not-found pages)
//   carries its own complete, strict policy in a <meta>, hashing exactly its inline scripts and styles;
// - every response of the server (`npm start`, as the static host) gets the shared policy, HTML ones
//   included whatever the spelling of their path, and no alias of a page is served as a 200.
// scripts/security-headers.test.ts counts the rules for 200 more pages.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { notFoundPages, staticPages } from '../app/route-paths'
import { buildClient, builtHtmlFiles, get, htmlFileOf, type Response } from './build'
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
const maxLineLength = 2_000
/** The shared rules: a handful, far from Cloudflare's 100, and the same for 30 pages or 300. */
const maxRules = 5

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

/** What style-src governs in the HTML: <style> elements and style attributes (decoded as the browser reads them). */
function inlineStyles(html: string) {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body!)
  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) =>
    value!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  )
  return { elements, attributes }
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const hashesIn = (sources: string[]) => sources.filter((source) => source.startsWith("'sha256-")).sort()
const hashesOf = (texts: string[]) => [...new Set(texts.map(sha256Source))].sort()

/** The policy a page carries in its <meta>, exactly one, before anything but the charset. */
function metaPolicyOf(html: string, label: string) {
  const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/g)]
  expect(metas, `${label}: one CSP <meta>`).toHaveLength(1)
  // A <meta> policy governs only what follows it: nothing but the charset may come before.
  expect(html.slice(0, metas[0]!.index), `${label}: the CSP <meta> opens the head`).toMatch(/^<!DOCTYPE html><html[^>]*><head>(<meta charSet="utf-8"\/>)?$/i)
  return metas[0]![1]!
}

/** connect-src: the configured Supabase and EmailJS origins and Google's measurement hosts, nothing else. */
function expectConnectSrc(sources: string[] | undefined, label: string) {
  const connect = sources ?? []
  const allowed = new Set(["'self'", supabaseOrigin, emailJsOrigin, ...googleConnectHosts])
  expect(
    connect.filter((source) => !allowed.has(source)),
    `${label}: connect-src beyond the configured origins`,
  ).toEqual([])
  expect(connect, `${label}: connect-src has the Supabase origin`).toContain(supabaseOrigin)
  expect(connect, `${label}: connect-src has the EmailJS origin`).toContain(emailJsOrigin)
}

/** A page's own policy (requirement 18), against that page's own HTML. */
function expectStrictPagePolicy(html: string, label: string) {
  const { directives, repeated } = parseCsp(metaPolicyOf(html, label))
  expect(repeated, `${label}: directives given twice`).toEqual([])

  const scriptSrc = directives.get('script-src') ?? []
  expect(scriptSrc, `${label}: script-src`).toContain("'self'")
  const notAllowed = scriptSrc.filter((source) => source !== "'self'" && source !== googleTag && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))
  expect(notAllowed, `${label}: script-src may only hold 'self', sha256 hashes and the Google tag`).toEqual([])
  const scriptHashes = hashesOf(executableInlineScripts(html))
  expect(scriptHashes.length, `${label}: inline bootstrap scripts`).toBeGreaterThan(0)
  expect(hashesIn(scriptSrc), `${label}: exactly the page's inline scripts are hashed`).toEqual(scriptHashes)
  // No -elem / -attr directive that would widen script-src or style-src behind its back.
  expect(
    [...directives.keys()].filter((name) => /^(script|style)-src-/.test(name)),
    label,
  ).toEqual([])

  // style-src: no 'unsafe-inline'; exactly the page's <style> elements and style attributes by hash.
  const styleSrc = directives.get('style-src') ?? []
  const styles = inlineStyles(html)
  const styleNotAllowed = styleSrc.filter((source) => source !== "'self'" && source !== "'unsafe-hashes'" && !/^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))
  expect(styleNotAllowed, `${label}: style-src may only hold 'self', 'unsafe-hashes' and sha256 hashes`).toEqual([])
  expect(hashesIn(styleSrc), `${label}: exactly the page's inline styles are hashed`).toEqual(hashesOf([...styles.elements, ...styles.attributes]))
  expect(styleSrc.includes("'unsafe-hashes'"), `${label}: 'unsafe-hashes' only when the page has style attributes`).toBe(styles.attributes.length > 0)

  expect(directives.get('default-src'), `${label}: default-src`).toEqual(["'self'"])
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"])
  expect(directives.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"])
  expect(directives.get('form-action'), `${label}: form-action`).toEqual(["'self'"])
  // Ignored in a <meta> (with a console warning): the header carries it.
  expect(directives.has('frame-ancestors'), `${label}: no frame-ancestors in the <meta>`).toBe(false)
  expectConnectSrc(directives.get('connect-src'), label)
}

/**
 * The policy every response gets from the `/*` rule. It must leave scripts and styles to the page's
 * own policy (a browser enforces both: a script-src here without the page's hashes would block its
 * bootstrap) and state what a <meta> cannot: frame-ancestors.
 */
function expectSharedPolicy(policy: string, label: string) {
  const { directives, repeated } = parseCsp(policy)
  expect(repeated, `${label}: directives given twice`).toEqual([])
  for (const name of ['default-src', 'script-src', 'style-src']) expect(directives.has(name), `${label}: no ${name} in the shared policy`).toBe(false)
  expect(policy, label).not.toContain("'unsafe-inline'")
  expect(policy, label).not.toContain("'unsafe-eval'")
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"])
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"])
  expect(directives.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"])
  expect(directives.get('form-action'), `${label}: form-action`).toEqual(["'self'"])
  expectConnectSrc(directives.get('connect-src'), label)
}

function expectCommonHeaders(response: Response, label: string) {
  const headers = response.headers()
  const hsts = /(?:^|;)\s*max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `${label}: HSTS max-age ≥ 6 months`).toBeGreaterThanOrEqual(sixMonths)
  expect(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff')
  expect(headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${label}: private Referrer-Policy`).toContain(
    headers['referrer-policy'],
  )
  const features = new Map((headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]))
  for (const feature of ['camera', 'microphone', 'geolocation']) expect(features.get(feature), `${label}: Permissions-Policy ${feature}`).toBe('()')
  expect(headers['cross-origin-opener-policy'], `${label}: COOP`).toBe('same-origin')
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(policies, `${label}: one CSP header`).toHaveLength(1)
  expectSharedPolicy(policies[0]!.value, label)
}

/** HTML must be revalidated on every visit (a new deploy changes its asset hashes and CSP). */
function expectRevalidated(response: Response, label: string) {
  const directives = (response.headers()['cache-control'] ?? '').split(',').map((part) => part.trim().toLowerCase())
  const revalidates = directives.includes('no-cache') || (directives.includes('max-age=0') && directives.includes('must-revalidate'))
  expect(revalidates, `${label}: Cache-Control "${directives.join(', ')}" revalidates`).toBe(true)
  expect(directives, label).not.toContain('immutable')
}

/** The URLs a page is served under: its path, with a trailing slash too (percent-encoded as sent). */
const servedPaths = (route: string) => (route === '/' ? ['/'] : [route, `${route}/`]).map((p) => encodeURI(p))
/** Other spellings of a page's URL, redirected to it by the host. */
const aliasesOf = (route: string) =>
  (route === '/' ? ['/index.html', '/index'] : [`${route}/index.html`, `${route}/index`, `${route}//`]).map((p) => encodeURI(p))

// ---- the build -----------------------------------------------------------------------------------

const headersFile = path.join(buildClient, '_headers')
const readRules = () => parseHeadersFile(readFileSync(headersFile, 'utf8'))

describe('the generated _headers file', () => {
  it('common security headers and the shared policy for every path, a year of immutable cache for /assets/', () => {
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
    const policies = headerOf(all, 'Content-Security-Policy')
    expect(policies).toHaveLength(1)
    expectSharedPolicy(policies[0]!, '/* rule')

    const assets = rules.filter((rule) => rule.path === '/assets/*')
    expect(assets).toHaveLength(1)
    const cache = headerOf(assets[0], 'Cache-Control')
    expect(cache).toHaveLength(1)
    expect(Number(/max-age=(\d+)/.exec(cache[0]!)?.[1] ?? 0)).toBeGreaterThanOrEqual(oneYear)
    expect(cache[0]).toContain('immutable')
    expect(cache[0]).toContain('public')
  })

  it('a few shared rules, none per page, only one policy per path, within Cloudflare Pages’ limits', () => {
    const text = readFileSync(headersFile, 'utf8')
    const rules = readRules()
    expect(rules.length, `${rules.length} rules`).toBeLessThanOrEqual(maxRules)
    // No rule names a page: the rule count does not grow with the site.
    const pagePaths = new Set(staticPages.flatMap(({ path: route }) => [...servedPaths(route), ...aliasesOf(route)]))
    expect(rules.filter((rule) => pagePaths.has(rule.path)).map((rule) => rule.path)).toEqual([])
    // Hosts merge every matching rule: a second policy on a path would stack on the first.
    expect(rules.filter((rule) => headerOf(rule, 'Content-Security-Policy').length > 0).map((rule) => rule.path)).toEqual(['/*'])
    const longest = Math.max(...text.split('\n').map((line) => line.length))
    expect(longest, 'longest _headers line').toBeLessThanOrEqual(maxLineLength)
  })

  it('every HTML file of the build carries its own strict policy, hashing exactly its inline scripts and styles', () => {
    const files = builtHtmlFiles()
    // Every prerendered page and both not-found pages, nothing unaccounted for (the SPA fallback is not published).
    const expected = [...staticPages.map(({ path: route }) => htmlFileOf(route)), ...notFoundPages.map(({ file }) => path.join(buildClient, file))]
    expect([...files].sort()).toEqual([...expected].sort())
    for (const file of files) expectStrictPagePolicy(readFileSync(file, 'utf8'), path.relative(buildClient, file))
  })
})

// ---- what the server sends -----------------------------------------------------------------------

describe('responses (served as the static host serves the build)', () => {
  for (const { path: route, noindex } of staticPages) {
    it(`${route}${noindex ? ' (noindex)' : ''}: answers 200 with and without a trailing slash, with the common headers and both policies; its aliases redirect to it`, async () => {
      for (const served of servedPaths(route)) {
        const response = await get(served)
        expect(response.status(), served).toBe(200)
        expectCommonHeaders(response, served)
        expectRevalidated(response, served)
        expectStrictPagePolicy(await response.text(), served)
      }
      // Another spelling of the URL is not a second page: the router would not know that path.
      for (const alias of aliasesOf(route)) {
        const response = await get(alias)
        expect(response.status(), alias).toBe(308)
        expect(response.headers().location, alias).toBe(route === '/' ? '/' : `${encodeURI(route)}/`)
        expectCommonHeaders(response, alias)
      }
    })
  }

  it('unknown paths answer 404 with the nearest not-found page, which carries the shared policy and its own', async () => {
    const expectations = [
      ['/nulle-part', '404.html'],
      ['/contact-inconnu', '404.html'],
      ['/Contact', '404.html'],
      ['/avis-clients/nouveau/suite', '404.html'],
      ['/services/inconnu', 'services/404.html'],
      ['/services/inconnu/', 'services/404.html'],
      ['/services/fissures/suite', 'services/404.html'],
    ] as const
    for (const [unknown, file] of expectations) {
      const response = await get(encodeURI(unknown))
      expect(response.status(), unknown).toBe(404)
      expectCommonHeaders(response, unknown)
      expectRevalidated(response, unknown)
      const html = await response.text()
      expect(html, `${unknown}: ${file}`).toBe(readFileSync(path.join(buildClient, file), 'utf8'))
      expectStrictPagePolicy(html, unknown)
    }
  })

  it('host files and not-found pages are never served under their own names, whatever the spelling', async () => {
    const notFoundPage = (file: string) => readFileSync(path.join(buildClient, file), 'utf8')
    for (const probe of [
      '/_headers',
      '/_headers/',
      '/%5Fheaders',
      '/_redirects',
      '/_redirects/',
      '/404',
      '/404/',
      '/404.html',
      '/404.html/',
      '/__spa-fallback',
      '/__spa-fallback/',
      '/__spa-fallback.html',
      '/__spa-fallback.html/',
    ]) {
      const response = await get(probe)
      expect(response.status(), probe).toBe(404)
      expectCommonHeaders(response, probe)
      expect(await response.text(), probe).toBe(notFoundPage('404.html'))
    }
    for (const probe of ['/services/404', '/services/404/', '/services/404.html']) {
      const response = await get(probe)
      expect(response.status(), probe).toBe(404)
      expect(await response.text(), probe).toBe(notFoundPage('services/404.html'))
    }
  })

  it('every asset the home page loads is immutable for a year and has the type nosniff requires; sitemap and robots too', async () => {
    const html = await (await get('/')).text()
    const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g)].map(([asset]) => asset))]
    const kinds = new Set(assets.map((asset) => path.extname(asset)))
    expect([...kinds].sort(), `assets of the home page: ${assets.join(', ')}`).toEqual(['.css', '.js', '.woff2'])
    const expectedType: Record<string, RegExp> = { '.js': /^(text|application)\/javascript\b/, '.css': /^text\/css\b/, '.woff2': /^font\/woff2$/ }
    for (const asset of assets) {
      const response = await get(asset)
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
      const response = await get(file)
      expect(response.status(), file).toBe(200)
      expect(response.headers()['content-type'], file).toMatch(type)
      expectCommonHeaders(response, file)
      expect(response.headers()['cache-control'] ?? '', file).not.toContain('immutable')
    }
  })
})
