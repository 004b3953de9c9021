import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { parseHeadersFile } from './static-server.mjs'
import { headerPolicy, pagePolicy, sha256, withPolicyMeta, writeSecurityHeaders } from './security-headers.mjs'

const connectOrigins = ['https://projet.supabase.co', 'https://api.emailjs.com']
const env = { VITE_SUPABASE_URL: 'https://projet.supabase.co/', VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com' }

/** A page shaped like a prerendered one: its own boot script, shared scripts, a style element and attributes. */
function pageHtml(route: string) {
  return [
    '<!DOCTYPE html><html lang="fr" dir="ltr"><head><meta charSet="utf-8"/><title>Page</title>',
    '<style>@layer reset, base, components, utilities;</style>',
    '<script type="application/ld+json">{"@type":"ProfessionalService"}</script></head><body>',
    `<span style="border:0;clip:rect(0 0 0 0);position:absolute">Aller au contenu</span><h1>${route}</h1>`,
    '<script>window.__reactRouterContext = {"basename":"/"};</script>',
    `<script type="module" async="">await import("/assets/route${route.replaceAll('/', '-')}.js");</script>`,
    '<script src="/assets/entry.js"></script></body></html>',
  ].join('')
}

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A build directory with every real route, both not-found pages and `extra` synthetic pages. */
function buildWith(extra: number) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'))
  roots.push(root)
  const routes = [...staticPaths, ...Array.from({ length: extra }, (_, index) => `/synthetique/page-${index + 1}`)]
  for (const route of routes) {
    mkdirSync(path.join(root, route), { recursive: true })
    writeFileSync(path.join(root, route, 'index.html'), pageHtml(route))
  }
  for (const { file } of notFoundPages) writeFileSync(path.join(root, file), pageHtml(`/${file}`))
  return { root, routes }
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(path.join(dir, entry.name)) : entry.name.endsWith('.html') ? [path.join(dir, entry.name)] : [],
  )

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1]
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

describe('writeSecurityHeaders', () => {
  it('keeps _headers to a few rules for the real routes plus 200 synthetic pages, and gives every HTML file its own policy', async () => {
    const { root, routes } = buildWith(200)
    expect(routes.length).toBeGreaterThan(230)
    await writeSecurityHeaders(root, env)

    const text = readFileSync(path.join(root, '_headers'), 'utf8')
    const rules = parseHeadersFile(text)
    // Cloudflare Pages accepts 100 rules; one per page (or three, one per path spelling) broke at ~33 pages.
    expect(rules.length).toBeLessThan(20)
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2_000)
    const policies = rules.flatMap((rule) => rule.headers.filter(([name]) => name === 'Content-Security-Policy').map(([, value]) => value))
    expect(policies).toEqual([headerPolicy({ connectOrigins })])

    const files = htmlFiles(root)
    expect(files).toHaveLength(routes.length + notFoundPages.length)
    for (const file of files) {
      const html = readFileSync(file, 'utf8')
      const policy = policyOf(html)
      expect(policy, file).toBeDefined()
      const route = /<h1>([^<]*)<\/h1>/.exec(html)![1]!
      // Exactly this page's inline scripts: the shared bootstrap and its own route import, not JSON-LD.
      expect(directive(policy!, 'script-src'), file).toEqual([
        "'self'",
        sha256('window.__reactRouterContext = {"basename":"/"};'),
        sha256(`await import("/assets/route${route.replaceAll('/', '-')}.js");`),
        'https://www.googletagmanager.com',
      ])
      expect(directive(policy!, 'style-src'), file).toEqual([
        "'self'",
        "'unsafe-hashes'",
        sha256('@layer reset, base, components, utilities;'),
        sha256('border:0;clip:rect(0 0 0 0);position:absolute'),
      ])
    }
  })

  it('writes the same two rules for 30 pages or 230', async () => {
    const small = buildWith(0)
    const large = buildWith(200)
    await writeSecurityHeaders(small.root, env)
    await writeSecurityHeaders(large.root, env)
    expect(readFileSync(path.join(large.root, '_headers'), 'utf8')).toBe(readFileSync(path.join(small.root, '_headers'), 'utf8'))
  })
})

describe('the policies', () => {
  const html = pageHtml('/contact')

  it('the page policy is strict: no unsafe-inline or unsafe-eval anywhere, default-src, object-src, base-uri, form-action, connect-src', () => {
    const policy = pagePolicy(html, { connectOrigins })
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'form-action')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", ...connectOrigins]))
    // A <meta> ignores frame-ancestors and Chromium warns about it in the console.
    expect(directive(policy, 'frame-ancestors')).toBeUndefined()
  })

  it('the header policy adds frame-ancestors and leaves scripts and styles to the page’s own policy', () => {
    const policy = headerPolicy({ connectOrigins })
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    // Any of these here would be enforced beside the page's hashes and block its bootstrap.
    for (const name of ['default-src', 'script-src', 'style-src']) expect(directive(policy, name), name).toBeUndefined()
    expect(policy).not.toContain("'unsafe-inline'")
  })

  it('puts the policy right after the charset, and replaces an older one rather than adding a second', () => {
    const once = withPolicyMeta(html, "default-src 'self'")
    expect(
      once.startsWith(
        `<!DOCTYPE html><html lang="fr" dir="ltr"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`,
      ),
    ).toBe(true)
    const twice = withPolicyMeta(once, "default-src 'none'")
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(policyOf(twice)).toBe("default-src 'none'")
  })

  it('hashes style attributes as the browser reads them (entities decoded)', () => {
    const policy = pagePolicy('<html><head></head><body><p style="font-family:&quot;Inter&quot;">x</p></body></html>', { connectOrigins })
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-hashes'", sha256('font-family:"Inter"')])
  })
})
