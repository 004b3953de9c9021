// What the other header suites leave out (headers.spec.ts: the _headers file, every page's policy
// and every response; csp.spec.ts: zero violations in the journeys): the not-found pages' <meta>
// policy, over HTTP, held to requirement 18's rules, and no secret of the stack in the built site.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'

const STACK_ORIGIN = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const buildClient = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')

/** Hosts gtag talks to (Consent Mode v2 measurement), allowed in connect-src with the stack. */
const measurementHosts = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]

function parseCsp(header: string) {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

const executableInlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => body!)

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function expectCommonHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1]), `${label}: HSTS ≥ 6 months`).toBeGreaterThanOrEqual(15_552_000)
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['x-frame-options'], label).toBe('DENY')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${label}: private referrer policy`).toContain(
    headers['referrer-policy'],
  )
  const permissions = headers['permissions-policy'] ?? ''
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(permissions, label).toContain(feature)
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin')
}

/** Every check requirement 18 makes of a page's CSP, against that page's own HTML. */
function expectStrictCsp(policy: string, html: string, label: string, { meta = false } = {}) {
  const csp = parseCsp(policy)
  const scriptSrc = csp.get('script-src') ?? []
  expect(scriptSrc, label).toContain("'self'")
  expect(scriptSrc, label).not.toContain("'unsafe-inline'")
  expect(scriptSrc, label).not.toContain("'unsafe-eval'")
  for (const source of scriptSrc) {
    expect(["'self'", 'https://www.googletagmanager.com'].includes(source) || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source), `${label}: ${source}`).toBe(true)
  }
  // Every inline script of the page runs because its hash is listed, and only those hashes are.
  const hashes = executableInlineScripts(html).map(sha256)
  expect(hashes.length, label).toBeGreaterThan(0)
  for (const hash of hashes) expect(scriptSrc, `${label}: inline script ${hash}`).toContain(hash)
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), label).toEqual([...new Set(hashes)].sort())

  expect(csp.get('default-src'), label).toEqual(["'self'"])
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'self'"])
  if (!meta) expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  const connect = csp.get('connect-src') ?? []
  for (const source of connect) {
    expect(["'self'", STACK_ORIGIN, ...measurementHosts].includes(source), `${label}: connect-src ${source}`).toBe(true)
  }
  expect(connect, label).toContain(STACK_ORIGIN)
}

test.describe('security headers (requirement 18)', () => {
  test('unknown paths answer 404 with the common headers and the not-found page’s own CSP in a <meta> (the page is served for any path)', async ({
    request,
  }) => {
    for (const unknown of ['/nulle-part/ici', '/services/inconnu']) {
      const response = await request.get(unknown)
      expect(response.status(), unknown).toBe(404)
      expectCommonHeaders(response, unknown)
      const html = await response.text()
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)
      expect(meta, `${unknown}: CSP meta`).not.toBeNull()
      expectStrictCsp(meta![1]!, html, unknown, { meta: true })
    }
  })

  test('no secret key is in the build', () => {
    // Requirement 8: the service-role key and the JWT secret never reach the browser.
    const assets = path.join(buildClient, 'assets')
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8')
      expect(code, file).not.toContain('service_role')
      expect(code, file).not.toContain('super-secret-jwt-token')
    }
  })
})
