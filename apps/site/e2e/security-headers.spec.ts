// Hosting headers (security-privacy.md requirement 18), read from the server that applies the
// build's `_headers` exactly as the static host does, and three journeys (accept consent, submit a
// review, send a quote) that must raise no Content-Security-Policy violation and no console error.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIResponse, Locator, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

const STACK_ORIGIN = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const buildClient = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')

const htmlRoutes = [
  '/',
  '/contact',
  '/avis-clients',
  '/avis-clients/nouveau',
  '/services',
  '/services/fissures',
  '/expertise-fissures',
  '/conditions-utilisation',
  '/médiation',
]

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
  for (const route of htmlRoutes) {
    test(`${route}: strict CSP matching the page's inline scripts, HSTS, nosniff, referrer, permissions, no caching of HTML`, async ({
      request,
    }) => {
      const response = await request.get(encodeURI(route))
      expect(response.status()).toBe(200)
      expectCommonHeaders(response, route)
      const policy = response.headers()['content-security-policy']
      expect(policy, `${route}: CSP header`).toBeTruthy()
      expectStrictCsp(policy!, await response.text(), route)
      expect(response.headers()['cache-control'], route).toBe('no-cache')
    })
  }

  test('an unknown path answers 404 with the common headers and its CSP in a <meta> (the page is served for any path)', async ({ request }) => {
    const response = await request.get('/nulle-part/ici')
    expect(response.status()).toBe(404)
    expectCommonHeaders(response, '404')
    const html = await response.text()
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)
    expect(meta, '404: CSP meta').not.toBeNull()
    expectStrictCsp(meta![1]!, html, '404', { meta: true })
  })

  test('hashed assets are cached for a year, immutable; sitemap and robots carry the common headers; _headers itself is not served', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const asset = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js|woff2))"/.exec(home)?.[1]
    expect(asset).toBeTruthy()
    const assetResponse = await request.get(asset!)
    expect(assetResponse.status()).toBe(200)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expectCommonHeaders(assetResponse, asset!)
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expectCommonHeaders(response, file)
    }
    expect((await request.get('/_headers')).status()).toBe(404)
  })

  test('the built _headers file gives every prerendered page its own CSP; no secret key is in the build', async () => {
    const headers = readFileSync(path.join(buildClient, '_headers'), 'utf8')
    for (const route of htmlRoutes) expect(headers, route).toContain(`\n${encodeURI(route)}\n  Content-Security-Policy: `)
    expect(headers).not.toMatch(/unsafe-(inline|eval)'[^;]*;\s*style-src/)
    // Requirement 8: the service-role key and the JWT secret never reach the browser.
    const assets = path.join(buildClient, 'assets')
    const { readdirSync } = await import('node:fs')
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8')
      expect(code, file).not.toContain('service_role')
      expect(code, file).not.toContain('super-secret-jwt-token')
    }
  })
})

// ---- journeys under the CSP ---------------------------------------------------------------------

type Violation = { directive: string; blocked: string; sample: string }

/** Records every securitypolicyviolation the page raises (from the first script on). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const store: unknown[] = []
    Object.defineProperty(window, '__cspViolations', { value: store })
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample })
    })
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)
}

const cspConsoleMessages = (page: Page) => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text())
  })
  return messages
}

async function toggleOn(checkbox: Locator) {
  if (await checkbox.isChecked()) return
  await checkbox.focus()
  await checkbox.press('Space')
  await expect(checkbox).toBeChecked()
}

test.describe('journeys raise no CSP violation', () => {
  test('the listener works: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0)
    expect((await violations())[0]!.directive).toBe('script-src-elem')
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })

  test('accept consent: the tag loads from googletagmanager.com, no violation, no console error', async ({ page, context, consoleErrors }) => {
    const violations = await recordViolations(page)
    const cspMessages = cspConsoleMessages(page)
    const tagRequests: string[] = []
    await context.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagRan = true' })
    })
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: 'Accepter' }).click()
    await expect.poll(() => tagRequests.length).toBe(1)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan)).toBe(true)
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => tagRequests.length).toBe(2)
    expect(await violations()).toEqual([])
    expect(cspMessages).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('send a quote: the form loads, validates and sends through the outbox, no violation, no console error', async ({ page, request, consoleErrors }) => {
    const violations = await recordViolations(page)
    const cspMessages = cspConsoleMessages(page)
    await page.goto('/a-propos')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="quick"]')
    await island.hover()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    const form = island.locator('form')
    const marker = `CSP ${Date.now()}`
    await form.getByRole('textbox', { name: 'Nom complet', exact: true }).fill(marker)
    await form.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('jeanne.martin@example.fr')
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78')
    await toggleOn(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Demande envoyée', { exact: true })).toBeVisible()
    const outbox = (await (await request.get(`${STACK_ORIGIN}/__outbox`)).json()) as { messages: { template_params: { name: string } }[] }
    expect(outbox.messages.filter((message) => message.template_params.name === marker)).toHaveLength(1)
    expect(await violations()).toEqual([])
    expect(cspMessages).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('submit a review: insert through PostgREST, success and redirect, no violation, no console error', async ({ page, consoleErrors }) => {
    const violations = await recordViolations(page)
    const cspMessages = cspConsoleMessages(page)
    await page.goto('/avis-clients/nouveau')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="review"]')
    await island.hover()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    const form = island.locator('form')
    await form.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Martin')
    await form.getByRole('textbox', { name: 'Adresse email' }).fill('jeanne.martin@example.fr')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form.getByRole('button', { name: /Votre département/ }).click()
    await page.getByRole('option', { name: '34 - Hérault', exact: true }).click()
    await form.getByRole('radio', { name: '5 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await form.getByRole('textbox', { name: 'Votre avis' }).fill(`Avis CSP ${Date.now()} : expertise sérieuse et rapport clair.`)
    await toggleOn(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    const insert = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/rest/v1/avis'))
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    expect((await insert).status()).toBe(201)
    await expect(page).toHaveURL(/\/avis-clients$/, { timeout: 10_000 })
    await waitForHydration(page)
    expect(await violations()).toEqual([])
    expect(cspMessages).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
