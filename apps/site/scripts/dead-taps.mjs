// `npm run dead-taps`: the time from a tap to its visible effect, for every interactive control a
// visitor sees on the key pages, on a slow phone: Debian Chromium at CPU ×4 and Lighthouse's slow 4G
// (its DevTools throttling: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up), 390 × 844, touch
// (a control that shows only from the tablet width, a page number of the reviews, on an 820 × 1180 tablet).
//
// Each control is tapped once, the moment it is visible (from the first paint on). Tap and effect
// are timed in the page, on its own clock: the tap at its touch event, the effect at the first
// frame that shows it (checked every animation frame). A native control answers in a frame; a
// control whose effect waits for the page's code answers when that code is live, seconds later on
// this phone. Budget: 100 ms from the tap to the effect for every control (exit 1 above it). A tap
// with no effect within 12 s is lost: the page is loaded again and the control tapped every 100 ms
// until a tap works, to report how long after the control appeared a tap first worked.
//
//   npm run dead-taps                          the build in build/ (npm run build first)
//   npm run dead-taps -- --build=build-old     another build, e.g. an older commit's (docs/performance.md)
//   npm run dead-taps -- --pages=/,/contact    only these pages
//   npm run dead-taps -- --controls=menu,liste only the controls whose name contains one of these
//   npm run dead-taps -- --runs=5              each control tapped on five loads: the median is judged,
//                                              the range printed (a loaded machine swings by tens of ms)
//   npm run dead-taps -- --explain             also where each tap's time went: when its click was made
//                                              and dispatched, the browser's Event Timing of its
//                                              pointerdown and click (input delay: the main thread busy;
//                                              handlers and default action; until the next frame) and the
//                                              long animation frames between the tap and its effect
//   npm run dead-taps -- --settled             each control tapped once the page has settled instead (the
//                                              network idle, then a second with nothing for the main
//                                              thread to do): the tap of a visitor who has read a while
//   npm run dead-taps -- --with-inspector-cost V8 as Playwright's protocol client leaves it, paying for
//                                              stack traces no visitor's phone records (scripts/chromium.mjs,
//                                              measuringArgs): to compare with what the table measured before
//
// Writes apps/site/bench-results/dead-taps.{json,md}. Timing figures want a quiet machine.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { startLocalStack } from '@expert/local-stack'
import { chromiumArgs, chromiumEnv, chromiumPath, measuringArgs } from '../../../scripts/chromium.mjs'
import { listenOnLoopback, median } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: {
    build: { type: 'string' },
    pages: { type: 'string' },
    controls: { type: 'string' },
    runs: { type: 'string' },
    explain: { type: 'boolean' },
    settled: { type: 'boolean' },
    'with-inspector-cost': { type: 'boolean' },
  },
})
const buildDir = typeof args.build === 'string' ? args.build : (process.env.SITE_BUILD_DIR ?? 'build')
const stackPort = Number(process.env.LOCAL_STACK_PORT ?? 54321)
const log = (message) => process.stderr.write(`${message}\n`)
const runs = Math.max(1, Number(args.runs ?? 1))

/** Lighthouse's slow 4G as DevTools applies it, and its CPU slowdown. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
const CPU_SLOWDOWN = 4
/** How long a tapped control may take to show its effect before the tap counts as lost. */
const EFFECT_TIMEOUT_MS = 12_000

/** Tap → effect budget (ms). */
const BUDGET_MS = 100

const consentChosen = () => localStorage.setItem('cookieConsent', JSON.stringify({ value: 'declined', date: new Date().toISOString() }))

/**
 * Records the first touch after `window.__deadTapArmed` is set, on the page's epoch clock, as the
 * effects are (`window.__now`).
 */
function tapRecorder() {
  window.__now = () => performance.timeOrigin + performance.now()
  const record = (event) => {
    if (!window.__deadTapArmed || window.__deadTapAt) return
    window.__deadTapAt = performance.timeOrigin + event.timeStamp
  }
  addEventListener('touchstart', record, { capture: true, passive: true })
  addEventListener('pointerdown', record, { capture: true, passive: true })
  // For --explain: when the tap's click was made and when it was dispatched, on the same clock.
  addEventListener(
    'click',
    (event) => {
      if (!window.__deadTapAt || window.__deadTapClick) return
      window.__deadTapClick = { madeAt: performance.timeOrigin + event.timeStamp, dispatchedAt: window.__now() }
    },
    { capture: true, passive: true },
  )
  // For --explain: the browser's own timing of input events and of long animation frames.
  window.__timings = { events: [], frames: [] }
  try {
    new PerformanceObserver((list) => window.__timings.events.push(...list.getEntries().map((entry) => entry.toJSON()))).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    })
    new PerformanceObserver((list) => window.__timings.frames.push(...list.getEntries().map((entry) => entry.toJSON()))).observe({
      type: 'long-animation-frame',
      buffered: true,
    })
  } catch {
    // A browser without these entries: nothing to explain with.
  }
}

/**
 * Where a tap's time went, from the page's own entries (relative to the navigation, ms): the first input
 * event of the tap (its delay before handlers ran, the handlers, the wait for the next frame), and the long
 * animation frames between the tap and its effect with what ran in them.
 */
async function explainTap(page, tapAt, effectAt) {
  const { events, frames, origin, click } = await page.evaluate(() => ({ ...window.__timings, origin: performance.timeOrigin, click: window.__deadTapClick }))
  const from = tapAt - origin
  const to = effectAt - origin
  const round = Math.round
  const lines = []
  if (click) {
    lines.push(
      `    from the tap: its click made at +${round(click.madeAt - tapAt)} ms, dispatched at +${round(click.dispatchedAt - tapAt)} ms; the effect's frame at +${round(effectAt - tapAt)} ms`,
    )
  }
  // The tap's first event and its click (the browser dispatches a dozen pointer, touch and mouse events between).
  const tapEvents = events.filter((entry) => entry.startTime >= from - 1 && entry.startTime <= to)
  for (const name of ['pointerdown', 'click']) {
    const event = tapEvents.find((entry) => entry.name === name)
    if (!event) continue
    lines.push(
      `    ${name}: input delay ${round(event.processingStart - event.startTime)} ms, handlers (and default action) ${round(event.processingEnd - event.processingStart)} ms, then ${round(event.startTime + event.duration - event.processingEnd)} ms to the next frame`,
    )
  }
  for (const frame of frames.filter((entry) => entry.startTime + entry.duration >= from - 50 && entry.startTime <= to)) {
    const scripts = (frame.scripts ?? [])
      .map((script) =>
        `${round(script.duration)} ms ${script.invokerType} ${script.invoker || ''} ${String(script.sourceURL ?? '').replace(/^https?:\/\/[^/]+/, '')}`.trim(),
      )
      .join('; ')
    const render = frame.renderStart
      ? `, rendering ${round(frame.startTime + frame.duration - frame.renderStart)} ms (style and layout ${round(frame.startTime + frame.duration - frame.styleAndLayoutStart)} ms)`
      : ''
    lines.push(
      `    long frame ${round(frame.startTime)}–${round(frame.startTime + frame.duration)} ms (blocking ${round(frame.blockingDuration)} ms${render})${scripts ? `: ${scripts}` : ''}`,
    )
  }
  return lines.length ? lines.join('\n') : '    (no input event nor long frame recorded)'
}

/**
 * Waits, frame by frame, until the effect shows; resolves to that frame's epoch time. Each effect is a
 * function run in the page (it must not use anything from this file) that returns the time
 * (`window.__now()`, tapRecorder) once its effect shows, and false until then.
 */
const frameWhen = (page, effect, arg) =>
  page.waitForFunction(effect, arg ?? null, { polling: 'raf', timeout: EFFECT_TIMEOUT_MS }).then((handle) => handle.jsonValue())

const BANNER = 'section[aria-label="Gestion des cookies"]'
/** Shown: in the layout (the banner and the drawer are hidden with display: none). */
const isShown = (selector) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0 && window.__now()
const isHidden = (selector) => (document.querySelector(selector)?.getClientRects().length ?? 0) === 0 && window.__now()

/**
 * The controls, page by page: how to find it, what its tap must show (a predicate run in the page at
 * every frame), and the page's state before (a stored cookie choice hides the banner that would cover
 * the page). (The reviews' 'Réessayer' is not among them: a first load shows the build's reviews.)
 */
const menu = {
  name: 'menu (header)',
  target: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
  // Shown: as a popover (the button's own action), or as the modal dialog it becomes.
  effect: () => Boolean(document.querySelector('dialog[open], dialog:popover-open')) && window.__now(),
}
const callLink = {
  name: 'appeler (header)',
  target: (page) => page.getByRole('link', { name: /^Appeler le/ }).first(),
  // A tel: link hands the number to the phone; here, the navigation it asks for is what we see.
  effect: () => window.__telTapped === true && window.__now(),
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
  // The tab marked selected and its cards on screen.
  effect: () => {
    const selected = document.querySelector('[role="tab"][aria-selected="true"]')
    const panel = document.querySelector('[role="tabpanel"]')
    const shows =
      selected?.textContent?.includes('réception chantier') && panel && panel.getClientRects().length > 0 && panel.textContent.includes('Abandon de chantier')
    return Boolean(shows) && window.__now()
  },
}
/**
 * A native list: the tap opens its picker. On a phone the picker is the system's (not in the page);
 * where the browser draws it in the page (`appearance: base-select`), focus moves to its options.
 * Either way the list, or an option in it, has focus, or the list matches `:open`.
 */
const select = (label, scope = '[data-form-island]') => ({
  name: `liste « ${label} »`,
  target: (page) =>
    page
      .locator(scope)
      .getByRole('combobox', { name: new RegExp(label) })
      .first(),
  effect: ({ scope, label }) => {
    const list = [...document.querySelectorAll(`${scope} select`)].find((candidate) => (candidate.labels?.[0]?.textContent ?? '').includes(label))
    if (!list) return false
    let open = false
    try {
      open = list.matches(':open')
    } catch {
      // A browser without :open: focus tells.
    }
    return (open || list.contains(document.activeElement)) && window.__now()
  },
  arg: { scope, label },
})
const dateField = {
  name: 'date souhaitée (formulaire rapide)',
  target: (page) => page.locator('[data-form-island="quick"]').getByLabel(/Date souhaitée/),
  effect: () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'date' && window.__now(),
}
const manageCookies = {
  name: 'Gérer les cookies (pied de page)',
  target: (page) => page.getByRole('button', { name: 'Gérer les cookies' }),
  effect: isShown,
  arg: BANNER,
  setup: (page) => page.addInitScript(consentChosen),
}
const bannerChoice = (label) => ({
  name: `bandeau : ${label}`,
  target: (page) => page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: label }),
  effect: isHidden,
  arg: BANNER,
  fresh: true,
})
const star = {
  name: 'étoile « 4 étoiles »',
  target: (page) => page.locator('[data-form-island="review"] label').filter({ has: page.getByRole('radio', { name: '4 étoiles', exact: true }) }),
  effect: () => Boolean(document.querySelector('[data-form-island="review"] input[type="radio"][value="4"]:checked')) && window.__now(),
}
/** The pagination shows the page: its button marked current (marked on a phone too, where the numbers are hidden). */
const pageShown = (label) => Boolean(document.querySelector(`button[aria-label="${label}"][aria-current="page"]`)) && window.__now()
const nextPage = {
  name: 'pagination : Suivant',
  target: (page) => page.getByRole('button', { name: 'Suivant' }),
  effect: pageShown,
  arg: 'Page 2',
}
/** The page numbers show from the tablet width: this one is tapped on a tablet. */
const pageNumber = {
  name: 'pagination : page 3 (tablette 820 × 1180)',
  target: (page) => page.getByRole('button', { name: 'Page 3', exact: true }),
  effect: pageShown,
  arg: 'Page 3',
  viewport: { width: 820, height: 1180 },
}
/** A question of the reviews' FAQ (a native <details>: its <summary> opens it, no code needed). */
const faqQuestion = {
  name: 'FAQ : « Comment vérifiez-vous… »',
  target: (page) => page.locator('summary').filter({ has: page.getByRole('heading', { name: /^Comment vérifiez-vous l’authenticité des avis/ }) }),
  effect: (label) => [...document.querySelectorAll('details[open] > summary')].some((summary) => summary.textContent.startsWith(label)) && window.__now(),
  arg: 'Comment vérifiez-vous',
}
const callBack = {
  name: 'Être rappelé gratuitement',
  target: (page) => page.getByRole('link', { name: /Être rappelé gratuitement/ }),
  effect: () => location.hash === '#formulaire' && (document.querySelector('#formulaire form')?.elements.length ?? 0) > 5 && window.__now(),
}

const withoutBanner = (control) => ({ setup: (page) => page.addInitScript(consentChosen), ...control })
const quiet = (controls) => controls.map((control) => (control.fresh || control.setup ? control : withoutBanner(control)))

export const pages = {
  '/': quiet([menu, callLink, tab, select('Type de projet'), dateField, manageCookies, bannerChoice('Accepter'), bannerChoice('Refuser')]),
  '/services': quiet([menu, tab]),
  '/contact': quiet([menu, select('Type de projet')]),
  '/avis-clients': quiet([menu, nextPage, pageNumber, faqQuestion]),
  '/avis-clients/nouveau': quiet([menu, star, select('Type de projet'), select('Votre département')]),
  '/expertise-malfacons': quiet([menu, callBack, select('Type de projet')]),
}

async function newSlowPage(browser, control) {
  const context = await browser.newContext({
    viewport: control.viewport ?? { width: 390, height: 844 },
    deviceScaleFactor: control.viewport ? 2 : 3,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(tapRecorder)
  await control.setup?.(page)
  return { page, close: () => context.close() }
}

/**
 * Waits until the visitor can see the control: the page has painted (first contentful paint; before
 * it, the page is blank even if its HTML is parsed), the control has a box, and it is on screen
 * (scrolled to, if below the fold). Resolves to that moment in ms after the navigation started.
 */
async function seen(page, target) {
  const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
    polling: 50,
    timeout: 60_000,
  })
  await target.waitFor({ state: 'visible', timeout: 60_000 })
  // A control below the fold is on screen once the visitor has scrolled to it: brought into view and
  // drawn there (two frames), as a scroll would, rather than tapped in the same instant as a jump,
  // which no thumb does.
  const onScreen = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.bottom <= innerHeight
  })
  if (!onScreen) {
    await target.scrollIntoViewIfNeeded({ timeout: 60_000 })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
  const paintedAt = await fcp.jsonValue()
  const now = await page.evaluate(() => performance.now())
  // Visible from the first paint if it was there then; polling cannot tell more precisely.
  return Math.round(Math.max(paintedAt, now - 100))
}

/**
 * Waits until the page has settled, as it has for a visitor who has read a while: loaded, no request
 * for half a second, then a full second in which the main thread had nothing to do (every idle period
 * the browser gave was a whole one, 40 ms or more: React's hydration, sliced into short tasks, leaves
 * frames on time but no such period). At most 30 s.
 */
async function settled(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 })
  await page.evaluate(
    () =>
      new Promise((done) => {
        const start = performance.now()
        let quietSince = start
        const idle = (deadline) => {
          const now = performance.now()
          if (deadline.timeRemaining() < 40) quietSince = now
          if (now - quietSince >= 1000 || now - start > 30_000) done(undefined)
          else requestIdleCallback(idle)
        }
        requestIdleCallback(idle)
      }),
  )
}

/** The effect's epoch time in the page (null: none within the timeout). */
const effectOf = (page, control) => frameWhen(page, control.effect, control.arg).catch(() => null)

/** One tap at first sight: the time from the tap to its effect, or null if the tap was lost. */
async function tapOnce(browser, origin, route, control) {
  const { page, close } = await newSlowPage(browser, control)
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: 'commit' })
    const target = control.target(page)
    const visibleAt = await seen(page, target)
    if (args.settled) await settled(page)
    await page.evaluate(() => {
      window.__deadTapArmed = true
    })
    const effect = effectOf(page, control)
    await target.tap({ force: true, noWaitAfter: true, timeout: 5_000 }).catch(() => {})
    const effectAt = await effect
    const tapAt = await page.evaluate(() => window.__deadTapAt)
    const explained = args.explain && effectAt !== null && tapAt ? await explainTap(page, tapAt, effectAt) : null
    return { visibleAt, effectMs: effectAt === null || !tapAt ? null : Math.max(0, Math.round(effectAt - tapAt)), explained }
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
      const worked = effectOf(page, control).then((at) => at !== null)
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
  const wantedControls = typeof args.controls === 'string' ? args.controls.split(',') : null
  const stack = await startLocalStack({ fresh: true, port: stackPort, quiet: true, databaseUrl: null, pendingPerHourLimit: 0 })
  const server = createStaticServer({ root })
  const port = await listenOnLoopback(server)
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...(args['with-inspector-cost'] ? [] : measuringArgs)],
    env: chromiumEnv,
  })
  const rows = []
  try {
    for (const [route, controls] of Object.entries(pages)) {
      if (wanted && !wanted.has(route)) continue
      for (const control of controls) {
        if (wantedControls && !wantedControls.some((part) => control.name.includes(part))) continue
        const taps = []
        for (let run = 0; run < runs; run++) {
          const once = await tapOnce(browser, origin, route, control).catch((error) => {
            log(`${route} · ${control.name}: not found (${error.message.split('\n')[0]})`)
            return { visibleAt: null, effectMs: null, missing: true }
          })
          taps.push(once)
          if (once.missing || once.effectMs === null) break
          log(`${route} · ${control.name}: visible at ${once.visibleAt} ms, tap → effect ${once.effectMs} ms${runs > 1 ? ` (run ${run + 1} of ${runs})` : ''}`)
          if (once.explained) log(once.explained)
        }
        const last = taps[taps.length - 1]
        if (last.missing) {
          rows.push({ route, control: control.name, visibleAtMs: null, honoured: false, tapToEffectMs: null, deadWindowMs: null, missing: true })
          continue
        }
        const honoured = last.effectMs !== null
        const deadMs = honoured ? 0 : await firstWorkingTap(browser, origin, route, control)
        const effects = taps.map((tap) => tap.effectMs)
        const row = {
          route,
          control: control.name,
          visibleAtMs: median(taps.map((tap) => tap.visibleAt)),
          honoured,
          tapToEffectMs: honoured ? median(effects) : null,
          ...(runs > 1 && honoured ? { tapToEffectRunsMs: effects } : {}),
          deadWindowMs: deadMs,
        }
        rows.push(row)
        if (!honoured)
          log(`${route} · ${control.name}: visible at ${last.visibleAt} ms, tap LOST, a tap first worked ${deadMs ?? '> 30000'} ms after the control appeared`)
      }
    }
  } finally {
    await browser.close()
    server.close()
    await stack.stop()
  }
  const over = rows.filter((row) => row.tapToEffectMs === null || row.tapToEffectMs > BUDGET_MS)
  const table = [
    '| page | control | visible at | tap → effect | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.control} | ${row.missing ? 'not found' : `${row.visibleAtMs} ms`} | ${row.missing ? '—' : row.honoured ? `${row.tapToEffectMs} ms${row.tapToEffectRunsMs ? ` (median; ${Math.min(...row.tapToEffectRunsMs)}–${Math.max(...row.tapToEffectRunsMs)})` : ''}` : `lost (a tap worked after ${row.deadWindowMs ?? '> 30 000'} ms)`} | ${row.honoured && row.tapToEffectMs <= BUDGET_MS ? 'ok' : 'OVER'} |`,
    ),
  ].join('\n')
  const header = `Tap → effect${args.settled ? ' once the page has settled' : ''} on ${path.relative(siteDir, root)} — CPU ×${CPU_SLOWDOWN}, slow 4G (562.5 ms RTT, 1.47 Mbit/s), 390 × 844 (page numbers: 820 × 1180), touch. Budget ${BUDGET_MS} ms.`
  console.log(`\n${header}\n\n${table}\n`)
  console.log(
    over.length === 0
      ? `Dead taps: ${rows.length} controls, every tap shows its effect within ${BUDGET_MS} ms.`
      : `Dead taps: ${over.length} of ${rows.length} controls over ${BUDGET_MS} ms from the tap to the effect.`,
  )
  const outDir = path.join(siteDir, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const outName = args.settled ? 'dead-taps-settled' : 'dead-taps'
  writeFileSync(path.join(outDir, `${outName}.json`), `${JSON.stringify({ build: buildDir, rows }, null, 2)}\n`)
  writeFileSync(path.join(outDir, `${outName}.md`), `${header}\n\n${table}\n`)
  process.exit(over.length === 0 ? 0 : 1)
}

await main()
