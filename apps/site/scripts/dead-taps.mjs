// `npm run dead-taps`: the "dead window" of every interactive control a visitor sees on the key
// pages — the time between the control being visible and a tap on it producing its effect — on a
// slow phone: Debian Chromium at CPU ×4 and Lighthouse's slow 4G (its DevTools throttling: 562.5 ms
// round trip, 1.47 Mbit/s down, 675 kbit/s up), 390 × 844, touch.
//
// Each control is tapped once, the moment it is visible. If its effect follows (at once for a
// native control, or once the code behind it is live), the tap was honoured: dead window 0 ms, and
// the delay until the effect is printed for information. If not, the page is loaded again and the
// control tapped every 100 ms until a tap works: the dead window is when that tap was made, after
// the control appeared. Budget: 0 ms for every control (exit 1 otherwise).
//
//   npm run dead-taps                          the build in build/ (npm run build first)
//   npm run dead-taps -- --build=build-old     another build, e.g. an older commit's (docs/performance.md)
//   npm run dead-taps -- --pages=/,/contact    only these pages
//
// Writes apps/site/bench-results/dead-taps.{json,md}. Timing figures want a quiet machine.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { startLocalStack } from '@expert/local-stack'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'
import { listenOnLoopback } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({ options: { build: { type: 'string' }, pages: { type: 'string' } } })
const buildDir = typeof args.build === 'string' ? args.build : (process.env.SITE_BUILD_DIR ?? 'build')
const stackPort = Number(process.env.LOCAL_STACK_PORT ?? 54321)
const log = (message) => process.stderr.write(`${message}\n`)

/** Lighthouse's slow 4G as DevTools applies it, and its CPU slowdown. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
const CPU_SLOWDOWN = 4
/** How long a tapped control may take to show its effect before the tap counts as lost. */
const EFFECT_TIMEOUT_MS = 12_000

const consentChosen = () => localStorage.setItem('cookieConsent', JSON.stringify({ value: 'declined', date: new Date().toISOString() }))

/**
 * The controls, page by page: how to find it, what its tap must do, and the page's state before
 * (a stored cookie choice hides the banner that would cover the page; `failReviews` makes the
 * reviews API fail so that 'Réessayer' shows).
 */
const menu = {
  name: 'menu (header)',
  target: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
  effect: (page) => page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
}
const callLink = {
  name: 'appeler (header)',
  target: (page) => page.getByRole('link', { name: /^Appeler le/ }).first(),
  // A tel: link hands the number to the phone; here, the navigation it asks for is what we see.
  effect: (page) => page.waitForFunction(() => window.__telTapped === true, null, { polling: 50, timeout: EFFECT_TIMEOUT_MS }),
  setup: (page) =>
    page.addInitScript(() => {
      addEventListener('click', (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null
        if (link && !event.defaultPrevented) {
          window.__telTapped = true
          event.preventDefault()
        }
      })
    }),
}
const tab = {
  name: 'onglet « réception chantier »',
  target: (page) => page.getByRole('tab', { name: /réception chantier/ }),
  effect: (page) => page.locator('[role="tab"][aria-selected="true"]', { hasText: /réception chantier/ }).waitFor({ timeout: EFFECT_TIMEOUT_MS }),
}
const select = (label, scope = '[data-form-island]') => ({
  name: `liste « ${label} »`,
  target: (page) =>
    page
      .locator(scope)
      .getByRole('button', { name: new RegExp(label) })
      .first(),
  effect: (page) => page.getByRole('listbox').waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
})
const calendar = {
  name: 'bouton calendrier',
  target: (page) =>
    page
      .locator('[data-form-island="quick"]')
      .getByRole('group', { name: /Date souhaitée/ })
      .getByRole('button'),
  effect: (page) => page.getByRole('dialog').getByRole('grid').waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
}
const manageCookies = {
  name: 'Gérer les cookies (pied de page)',
  target: (page) => page.getByRole('button', { name: 'Gérer les cookies' }),
  effect: (page) => page.getByRole('button', { name: 'Accepter' }).waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }),
  setup: (page) => page.addInitScript(consentChosen),
}
const acceptCookies = {
  name: 'bannière : Accepter',
  target: (page) => page.getByRole('button', { name: 'Accepter' }),
  effect: (page) => page.getByRole('button', { name: 'Accepter' }).waitFor({ state: 'hidden', timeout: EFFECT_TIMEOUT_MS }),
  fresh: true,
}
const star = {
  name: 'étoile « 4 étoiles »',
  target: (page) => page.locator('[data-form-island="review"] label').filter({ has: page.getByRole('radio', { name: '4 étoiles', exact: true }) }),
  effect: (page) =>
    page.locator('[data-form-island="review"] input[type="radio"][value="4"]:checked').waitFor({ state: 'attached', timeout: EFFECT_TIMEOUT_MS }),
}
const nextPage = {
  name: 'pagination : Suivant',
  target: (page) => page.getByRole('button', { name: 'Suivant' }),
  // The page numbers are hidden on a phone; the status line says which page is shown.
  effect: (page) => page.locator('button[aria-label="Page 2"][aria-current="page"]').waitFor({ state: 'attached', timeout: EFFECT_TIMEOUT_MS }),
}
const retry = {
  name: 'Réessayer (avis indisponibles)',
  target: (page) => page.getByRole('button', { name: 'Réessayer' }),
  effect: (page) => page.waitForEvent('load', { timeout: EFFECT_TIMEOUT_MS }),
  failReviews: true,
}
const callBack = {
  name: 'Être rappelé gratuitement',
  target: (page) => page.getByRole('link', { name: /Être rappelé gratuitement/ }),
  effect: (page) =>
    page.waitForFunction(() => location.hash === '#formulaire' && (document.querySelector('#formulaire form')?.elements.length ?? 0) > 5, null, {
      timeout: EFFECT_TIMEOUT_MS,
    }),
}

const withoutBanner = (control) => ({ setup: (page) => page.addInitScript(consentChosen), ...control })

export const pages = {
  '/': [menu, callLink, tab, select('Type de projet'), calendar, manageCookies, acceptCookies].map((c) => (c.fresh || c.setup ? c : withoutBanner(c))),
  '/services': [menu, tab].map(withoutBanner),
  '/contact': [menu, select('Type de projet')].map(withoutBanner),
  '/avis-clients': [menu, nextPage, retry].map(withoutBanner),
  '/avis-clients/nouveau': [menu, star, select('Type de projet'), select('Votre département')].map(withoutBanner),
  '/expertise-malfacons': [menu, callBack, select('Type de projet')].map(withoutBanner),
}

async function newSlowPage(browser, control) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'fr-FR' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (control.failReviews) await page.route(`http://127.0.0.1:${stackPort}/rest/v1/**`, (route) => route.abort('connectionrefused'))
  await control.setup?.(page)
  return { page, close: () => context.close() }
}

/**
 * Waits until the visitor can see the control: the page has painted (first contentful paint; before
 * it, the page is blank even if its HTML is parsed) and the control has a box. Resolves to that
 * moment in ms after the navigation started.
 */
async function seen(page, target) {
  const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
    polling: 50,
    timeout: 60_000,
  })
  await target.waitFor({ state: 'visible', timeout: 60_000 })
  const paintedAt = await fcp.jsonValue()
  const now = await page.evaluate(() => performance.now())
  // Visible from the first paint if it was there then; polling cannot tell more precisely.
  return Math.round(Math.max(paintedAt, now - 100))
}

/** One tap at first sight: the delay until its effect, or null if the tap was lost. */
async function tapOnce(browser, origin, route, control) {
  const { page, close } = await newSlowPage(browser, control)
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: 'commit' })
    const target = control.target(page)
    const visibleAt = await seen(page, target)
    const effect = control.effect(page).then(
      () => Date.now(),
      () => null,
    )
    const tappedAt = Date.now()
    await target.tap({ force: true, noWaitAfter: true, timeout: 5_000 }).catch(() => {})
    const done = await effect
    return { visibleAt, effectMs: done === null ? null : done - tappedAt }
  } finally {
    await close()
  }
}

/** A tap every 100 ms from first sight: how long after the control appeared a tap first worked. */
async function firstWorkingTap(browser, origin, route, control) {
  const { page, close } = await newSlowPage(browser, control)
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: 'commit' })
    const target = control.target(page)
    await seen(page, target)
    const visible = Date.now()
    for (;;) {
      const tappedAt = Date.now()
      if (tappedAt - visible > 30_000) return null
      const worked = control.effect(page).then(
        () => true,
        () => false,
      )
      await target.tap({ force: true, noWaitAfter: true, timeout: 2_000 }).catch(() => {})
      const result = await Promise.race([worked, new Promise((resolve) => setTimeout(() => resolve(false), 100))])
      if (result) return tappedAt - visible
    }
  } finally {
    await close()
  }
}

async function main() {
  const root = path.resolve(siteDir, buildDir, 'client')
  const wanted = typeof args.pages === 'string' ? new Set(args.pages.split(',')) : null
  const stack = await startLocalStack({ fresh: true, port: stackPort, quiet: true, databaseUrl: null, pendingPerHourLimit: 0 })
  const server = createStaticServer({ root })
  const port = await listenOnLoopback(server)
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const rows = []
  try {
    for (const [route, controls] of Object.entries(pages)) {
      if (wanted && !wanted.has(route)) continue
      for (const control of controls) {
        const once = await tapOnce(browser, origin, route, control)
        const honoured = once.effectMs !== null
        const deadMs = honoured ? 0 : await firstWorkingTap(browser, origin, route, control)
        const row = { route, control: control.name, visibleAtMs: once.visibleAt, honoured, effectAfterTapMs: once.effectMs, deadWindowMs: deadMs }
        rows.push(row)
        log(
          `${route} · ${control.name}: visible at ${once.visibleAt} ms, ${honoured ? `tap honoured, effect after ${once.effectMs} ms` : `tap LOST, dead window ${deadMs ?? '> 30000'} ms`}`,
        )
      }
    }
  } finally {
    await browser.close()
    server.close()
    await stack.stop()
  }
  const over = rows.filter((row) => row.deadWindowMs !== 0)
  const table = [
    '| page | control | visible at | first tap | effect after the tap | dead window |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.control} | ${row.visibleAtMs} ms | ${row.honoured ? 'honoured' : 'lost'} | ${row.effectAfterTapMs ?? '—'}${row.effectAfterTapMs === null ? '' : ' ms'} | ${row.deadWindowMs ?? '> 30 000'}${row.deadWindowMs === null ? '' : ' ms'} |`,
    ),
  ].join('\n')
  const header = `Dead windows of ${path.relative(siteDir, root)} — CPU ×${CPU_SLOWDOWN}, slow 4G (562.5 ms RTT, 1.47 Mbit/s), 390 × 844, touch. Budget 0 ms.`
  console.log(`\n${header}\n\n${table}\n`)
  console.log(
    over.length === 0
      ? `Dead taps: ${rows.length} controls, every first tap worked or was honoured.`
      : `Dead taps: ${over.length} of ${rows.length} controls lose a first tap.`,
  )
  const outDir = path.join(siteDir, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'dead-taps.json'), `${JSON.stringify({ build: buildDir, rows }, null, 2)}\n`)
  writeFileSync(path.join(outDir, 'dead-taps.md'), `${header}\n\n${table}\n`)
  process.exit(over.length === 0 ? 0 : 1)
}

await main()
