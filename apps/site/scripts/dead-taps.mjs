// `npm run dead-taps`: the time from a tap to its visible effect, for every interactive control a
// visitor sees on the key pages, on a slow phone: Debian Chromium slowed down to DevTools' low-tier phone
// (Lighthouse's BenchmarkIndex 264, the slowdown calibrated and held through the run) and Lighthouse's slow 4G
// (its DevTools throttling: 562.5 ms round trip, 1.47 Mbit/s down, 675 kbit/s up), 390 × 844, touch
// (a control that shows only from the tablet width, a page number of the reviews, on an 820 × 1180 tablet).
//
// Each control is tapped once, the moment it is visible (from the first paint on). Tap and effect
// are timed in the page, on its own clock: the tap at its touch event, the effect when the first
// frame that shows it has been drawn (checked at every animation frame; the time taken in a task
// posted from it, which runs once that frame's style, layout, paint and commit are done).
//
// The page is driven the way a phone drives it: found, watched and tapped by plain functions
// evaluated in it and touch events sent to the browser, never through Playwright's locators or
// waitForFunction, whose injected script adds non-passive listeners on window for every pointer, touch
// and mouse event (its hit-target check), in the page's world and its own, that ran on each of the
// tap's events (12 ms of a pointerdown at CPU ×4 in a trace).
//
// A native control answers in a frame; a control whose effect waits for the page's code answers when
// that code is live, seconds later on this phone. Budget: 100 ms from the tap to the effect for every
// control (exit 1 above it). Beside each figure, the platform's floor: the same kind of control on a
// bare page, tapped the same way in the same run (FLOOR_PAGE). A tap with no effect within 12 s is
// lost: the page is loaded again and the control tapped every 100 ms until a tap works, to report how
// long after the control appeared a tap first worked.
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
//   npm run dead-taps -- --phone=1000          another phone (1 000: DevTools' mid-tier one); by default the
//                                              low-tier one, 264: the CPU slowdown calibrated so that the emulated
//                                              phone's BenchmarkIndex is that, checked before each control and
//                                              calibrated again when the host drifts (phoneIndex, holdPhone)
//   npm run dead-taps -- --cpu=4               a fixed CPU slowdown of this host instead (Lighthouse's ×4, the
//                                              table's condition until 2026-11-29: index 94–264 here in one night)
//   npm run dead-taps -- --trace               also each tap's main-thread tasks from the tap to its effect, from a
//                                              Chromium trace (top-level tasks of 5 ms or more, and what took
//                                              their time: script by file, style, layout, parsing, GC), the
//                                              trace itself in bench-results/traces/ (chrome://tracing, DevTools)
//   npm run dead-taps -- --with-inspector-cost V8 as Playwright's protocol client leaves it, paying for
//                                              stack traces no visitor's phone records (scripts/chromium.mjs,
//                                              measuringArgs): to compare with what the table measured before
//
// Writes apps/site/bench-results/dead-taps.{json,md}. Timing figures want a quiet machine: the table says
// how fast the emulated phone was, before and after the taps (phoneIndex).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
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
    trace: { type: 'boolean' },
    phone: { type: 'string' },
    cpu: { type: 'string' },
    'with-inspector-cost': { type: 'boolean' },
  },
})
const buildDir = typeof args.build === 'string' ? args.build : (process.env.SITE_BUILD_DIR ?? 'build')
const stackPort = Number(process.env.LOCAL_STACK_PORT ?? 54321)
const log = (message) => process.stderr.write(`${message}\n`)
const runs = Math.max(1, Number(args.runs ?? 1))
/**
 * The phone the table measures: DevTools' low-tier one by default (its CPU calibration's BenchmarkIndex),
 * the reference of the 100 ms budget since 2026-11-29 — a fixed ×4 of this shared host was a phone of
 * index 94 to 264 from one hour to the next (docs/performance.md).
 */
const LOW_TIER_PHONE = 264
const fixedSlowdown = typeof args.cpu === 'string' ? Number(args.cpu) : null
const phoneTarget = fixedSlowdown !== null ? null : Number(args.phone ?? LOW_TIER_PHONE)
if (fixedSlowdown !== null && args.phone !== undefined) {
  console.error('--cpu or --phone: a fixed slowdown of this host, or a phone held through the run; not both.')
  process.exit(2)
}
if (fixedSlowdown !== null && !(fixedSlowdown >= 1)) {
  console.error(`--cpu: a slowdown of 1 or more (Lighthouse's: 4), not « ${args.cpu} ».`)
  process.exit(2)
}
if (phoneTarget !== null && !(phoneTarget > 0)) {
  console.error(`--phone: a BenchmarkIndex is a positive number (DevTools' low-tier phone: 264), not « ${args.phone} ».`)
  process.exit(2)
}

/** Lighthouse's slow 4G as DevTools applies it, and its CPU slowdown. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
/** The slowdown found for the phone (calibratedSlowdown, from Lighthouse's ×4), or `--cpu`'s. */
let CPU_SLOWDOWN = fixedSlowdown ?? 4
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
    // What the finger landed on, for a lost tap's report.
    const target = event.target instanceof Element ? event.target : null
    window.__deadTapTarget = target
      ? `${target.localName}${target.id ? `#${target.id}` : ''} « ${(target.textContent ?? '').trim().slice(0, 40)} »`
      : String(event.target)
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

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'input', 'latencyInfo']

/** What a trace event's time went to, for the summary of a task. */
function activityOf(event) {
  const { name, args: data = {} } = event
  if (name === 'EvaluateScript' || name === 'v8.compileModule' || name === 'v8.evaluateModule' || name === 'FunctionCall' || name === 'TimerFire')
    return `script ${String(data.data?.url ?? data.fileName ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)'}`
  if (name === 'EventDispatch') return `event ${data.data?.type ?? ''}`
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style'
  if (name === 'Layout') return 'layout'
  if (name === 'ParseHTML') return 'parse HTML'
  if (name === 'ParseAuthorStyleSheet') return 'parse CSS'
  if (name === 'Paint' || name === 'PrePaint' || name === 'Layerize' || name === 'UpdateLayer' || name === 'Commit') return 'paint'
  if (name.startsWith('MinorGC') || name.startsWith('MajorGC') || name === 'V8.GC_SCAVENGER' || name === 'V8.GCScavenger') return 'GC'
  if (name === 'v8.compile' || name === 'V8.CompileCode' || name === 'v8.parseOnBackground' || name === 'V8.CompileLazy') return 'compile'
  return null
}

/**
 * The renderer main thread's top-level tasks of 5 ms or more from the tap to its effect (times from the
 * tap, on the trace's clock aligned by the tap's touchstart), each with its largest activities.
 */
async function traceTap(page, trace, tapAt, effectAt) {
  const events = trace.traceEvents ?? trace
  const origin = await page.evaluate(() => performance.timeOrigin)
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && events.some((e) => e.pid === event.pid && e.name === 'EventDispatch'),
  )
  if (!main) return '    (no renderer main thread in the trace)'
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
  // The tap's touchstart in the trace gives its clock; the page's clock gives the tap (epoch ms).
  const touch = onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'touchstart')
  if (!touch) return '    (the tap is not in the trace)'
  const shift = touch.ts / 1000 - (tapAt - origin)
  const toPage = (ts) => ts / 1000 - shift
  const from = tapAt - origin - 5
  const to = effectAt - origin
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur >= 5000 && toPage(event.ts + event.dur) >= from && toPage(event.ts) <= to)
  const lines = []
  for (const task of tasks) {
    const inside = onMain.filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur && event !== task)
    const totals = new Map()
    // Self time per activity: an event's duration less that of the events it contains that have an activity.
    for (const event of inside) {
      const activity = activityOf(event)
      if (!activity) continue
      const nested = inside.filter(
        (other) => other !== event && activityOf(other) && other.ts >= event.ts && other.ts + (other.dur ?? 0) <= event.ts + (event.dur ?? 0),
      )
      const outermostNested = nested.filter(
        (other) => !nested.some((parent) => parent !== other && other.ts >= parent.ts && other.ts + (other.dur ?? 0) <= parent.ts + (parent.dur ?? 0)),
      )
      const self = (event.dur ?? 0) - outermostNested.reduce((sum, other) => sum + (other.dur ?? 0), 0)
      totals.set(activity, (totals.get(activity) ?? 0) + self)
    }
    const top = [...totals.entries()]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([activity, us]) => `${activity} ${Math.round(us / 1000)} ms`)
      .join('; ')
    const start = Math.round(toPage(task.ts) - (tapAt - origin))
    lines.push(`    task +${start}–+${Math.round(start + task.dur / 1000)} ms (${Math.round(task.dur / 1000)} ms): ${top || '(nothing named)'}`)
  }
  return lines.length ? lines.join('\n') : '    (no task of 5 ms or more between the tap and its effect)'
}

/**
 * Waits, frame by frame, until the effect shows; resolves to that frame's epoch time. Each effect is a
 * function run in the page (it must not use anything from this file), given its `arg` and the control's
 * element (its `find`), that returns the time (`window.__now()`, tapRecorder) once its effect shows, and
 * false until then.
 */
const frameWhen = (page, effect, arg) => inPage(page, effect, arg, { polling: 'raf', timeout: EFFECT_TIMEOUT_MS, drawn: true })

/**
 * Polls `predicate(arg)` in the page (every animation frame, or every `polling` ms) until it returns a
 * truthy value, which it resolves to (with `drawn`: the page's epoch time once the frame in which it
 * held has been drawn); rejects after `timeout` ms. Evaluated as an expression through the
 * protocol (as the CSP allows DevTools), so no Playwright script is injected into the page for it.
 */
function inPage(page, predicate, arg, { polling, timeout, drawn = false }) {
  return page.evaluate(`new Promise((resolve, reject) => {
    const predicate = ${predicate.toString()}
    const arg = ${JSON.stringify(arg ?? null)}
    const started = performance.now()
    const next = () => (${JSON.stringify(polling)} === 'raf' ? requestAnimationFrame(check) : setTimeout(check, ${JSON.stringify(polling)}))
    const check = () => {
      let value
      try {
        value = predicate(arg)
      } catch (error) {
        return reject(error)
      }
      // Checked in an animation frame callback, before that frame's rendering: with \`drawn\`, the time is
      // taken in a task posted from it, which runs once the frame's style, layout, paint and commit are done;
      // at the scheduler's highest priority, or it waits behind the page's own tasks (module evaluation,
      // hydration: up to 400 ms at first sight in a trace) that have nothing to do with the frame.
      if (value && ${JSON.stringify(drawn)}) scheduler.postTask(() => resolve(window.__now()), { priority: 'user-blocking' })
      else if (value) resolve(value)
      else if (performance.now() - started > ${timeout}) reject(new Error('timed out after ${timeout} ms'))
      else next()
    }
    check()
  })`)
}

/** Runs `fn(arg)` once in the page, the same way (no injected script). */
const once = (page, fn, arg) => page.evaluate(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`)

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
  floor: 'dialog',
  find: () => document.querySelector('button[aria-label="Ouvrir le menu"]'),
  // Shown: as a popover (the button's own action), or as the modal dialog it becomes.
  effect: () => Boolean(document.querySelector('dialog[open], dialog:popover-open')) && window.__now(),
}
const callLink = {
  name: 'appeler (header)',
  floor: 'link',
  find: () => [...document.querySelectorAll('a[href^="tel:"]')].find((link) => link.textContent.trim().startsWith('Appeler le')),
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
  floor: 'button',
  find: () => [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent.includes('réception chantier')),
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
const listOpen = (_, list) => {
  if (!list) return false
  let open = false
  try {
    open = list.matches(':open')
  } catch {
    // A browser without :open: focus tells.
  }
  return (open || list.contains(document.activeElement)) && window.__now()
}
const select = (label, scope = '[data-form-island]', floor = 'list') => ({
  name: `liste « ${label} »`,
  floor,
  find: ({ scope, label }) => [...document.querySelectorAll(`${scope} select`)].find((candidate) => (candidate.labels?.[0]?.textContent ?? '').includes(label)),
  findArg: { scope, label },
  effect: listOpen,
})
const dateField = {
  name: 'date souhaitée (formulaire rapide)',
  floor: 'date',
  find: () =>
    [...document.querySelectorAll('[data-form-island="quick"] input')].find((input) => (input.labels?.[0]?.textContent ?? '').includes('Date souhaitée')),
  effect: () => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'date' && window.__now(),
}
const manageCookies = {
  name: 'Gérer les cookies (pied de page)',
  floor: 'button',
  find: () => [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Gérer les cookies'),
  effect: isShown,
  arg: BANNER,
  setup: (page) => page.addInitScript(consentChosen),
}
const bannerChoice = (label) => ({
  name: `bandeau : ${label}`,
  floor: 'button',
  find: ({ banner, label }) => [...document.querySelectorAll(`${banner} button`)].find((button) => button.textContent.trim() === label),
  findArg: { banner: BANNER, label },
  effect: isHidden,
  arg: BANNER,
  fresh: true,
})
const star = {
  name: 'étoile « 4 étoiles »',
  floor: 'radio',
  find: () => document.querySelector('[data-form-island="review"] input[type="radio"][aria-label="4 étoiles"]')?.closest('label'),
  effect: () => Boolean(document.querySelector('[data-form-island="review"] input[type="radio"][value="4"]:checked')) && window.__now(),
}
/** The pagination shows the page: its button marked current (marked on a phone too, where the numbers are hidden). */
const pageShown = (label) => Boolean(document.querySelector(`button[aria-label="${label}"][aria-current="page"]`)) && window.__now()
const nextPage = {
  name: 'pagination : Suivant',
  floor: 'button',
  find: () => [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Suivant'),
  effect: pageShown,
  arg: 'Page 2',
}
/** The page numbers show from the tablet width: this one is tapped on a tablet. */
const pageNumber = {
  name: 'pagination : page 3 (tablette 820 × 1180)',
  floor: 'button',
  find: () => document.querySelector('button[aria-label="Page 3"]'),
  effect: pageShown,
  arg: 'Page 3',
  viewport: { width: 820, height: 1180 },
}
/** A question of the reviews' FAQ (a native <details>: its <summary> opens it, no code needed). */
const faqQuestion = {
  name: 'FAQ : « Comment vérifiez-vous… »',
  floor: 'details',
  find: () =>
    [...document.querySelectorAll('summary')].find((summary) =>
      summary.querySelector('h2, h3, h4')?.textContent.startsWith('Comment vérifiez-vous l’authenticité des avis'),
    ),
  effect: (label) => [...document.querySelectorAll('details[open] > summary')].some((summary) => summary.textContent.startsWith(label)) && window.__now(),
  arg: 'Comment vérifiez-vous',
}
const callBack = {
  name: 'Être rappelé gratuitement',
  floor: 'link',
  find: () => [...document.querySelectorAll('a')].find((link) => link.textContent.includes('Être rappelé gratuitement')),
  effect: () => location.hash === '#formulaire' && (document.querySelector('#formulaire form')?.elements.length ?? 0) > 5 && window.__now(),
}

/**
 * The platform's floor: each kind of control on a bare page (no stylesheet but the open list drawn in the
 * page, as the site's is; no script but a button's one-line handler), tapped the same way, on the same
 * phone, in the same run. No page can answer faster than the platform does with nothing else to draw;
 * what a control takes above its kind's floor is the page's own cost (its styles, its size, its code).
 * Measured on this shared 2-core host, 2026-11-28: the bare page's popover button 49–106 ms and its list
 * 69–164 ms (medians of five, an hour apart), so the floor is printed beside every figure.
 */
const listOptions = (count) =>
  ['<option value="">Sélectionnez…</option>', ...Array.from({ length: count }, (_, index) => `<option>Choix ${index + 1}</option>`)].join('')
const FLOOR_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plancher</title>
<style>select, ::picker(select) { appearance: base-select }</style></head>
<body><h1>Plancher de la plateforme</h1>
<p><button type="button" popovertarget="menu" id="f-dialog">Menu</button> <a id="f-link" href="#cible">Lien</a>
<button type="button" id="f-button" onclick="document.getElementById('bloc').hidden = false">Afficher</button></p>
<dialog id="menu" popover><p>Menu</p></dialog><p id="bloc" hidden>Bloc affiché</p>
<p><label for="f-list">Liste courte</label> <select id="f-list">${listOptions(7)}</select></p>
<p><label for="f-long">Liste longue</label> <select id="f-long">${listOptions(45)}</select></p>
<p><label for="f-date">Date</label> <input type="date" id="f-date"></p>
<p><label id="f-radio"><input type="radio" name="note" value="4"> 4 étoiles</label></p>
<details><summary id="f-summary">Une question</summary><p>Sa réponse</p></details>
<p id="cible">Cible du lien</p></body></html>
`
const floorKinds = {
  dialog: { find: () => document.getElementById('f-dialog'), effect: () => Boolean(document.querySelector('dialog:popover-open')) && window.__now() },
  link: { find: () => document.getElementById('f-link'), effect: () => location.hash === '#cible' && window.__now() },
  button: { find: () => document.getElementById('f-button'), effect: () => !document.getElementById('bloc').hidden && window.__now() },
  list: { find: () => document.getElementById('f-list'), effect: listOpen },
  'long list': { find: () => document.getElementById('f-long'), effect: listOpen },
  date: { find: () => document.getElementById('f-date'), effect: () => document.activeElement?.id === 'f-date' && window.__now() },
  radio: { find: () => document.getElementById('f-radio'), effect: () => document.querySelector('#f-radio input').checked && window.__now() },
  details: { find: () => document.getElementById('f-summary'), effect: () => document.getElementById('f-summary').parentElement.open && window.__now() },
}

const withoutBanner = (control) => ({ setup: (page) => page.addInitScript(consentChosen), ...control })
const quiet = (controls) => controls.map((control) => (control.fresh || control.setup ? control : withoutBanner(control)))

export const pages = {
  '/': quiet([menu, callLink, tab, select('Type de projet'), dateField, manageCookies, bannerChoice('Accepter'), bannerChoice('Refuser')]),
  '/services': quiet([menu, tab]),
  '/contact': quiet([menu, select('Type de projet')]),
  '/avis-clients': quiet([menu, nextPage, pageNumber, faqQuestion]),
  '/avis-clients/nouveau': quiet([menu, star, select('Type de projet'), select('Votre département', undefined, 'long list')]),
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
  return { page, cdp, close: () => context.close() }
}

/** The control's element in the page, as an expression of `arg` (its find function, called). */
const elementOf = (control) => `(${control.find.toString()})(arg)`
const findArg = (control) => control.findArg ?? null

/** Where a finger taps the control: the centre of its box, in CSS pixels of the viewport. */
const centreOf = (page, control) =>
  once(
    page,
    `(arg) => { const box = ${elementOf(control)}.getBoundingClientRect(); return { x: box.left + box.width / 2, y: box.top + box.height / 2 } }`,
    findArg(control),
  )

/**
 * A tap as the browser gets it from a touch screen: a touch start and its end, sent together (as
 * Playwright's touchscreen does) through the page's own protocol session.
 */
async function tap(cdp, { x, y }) {
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ])
}

/**
 * Waits until the visitor can see the control: the page has painted (first contentful paint; before
 * it, the page is blank even if its HTML is parsed), the control has a box, and it is on screen
 * (scrolled to, if below the fold). Resolves to that moment in ms after the navigation started.
 */
async function seen(page, control) {
  const paintedAt = await inPage(page, () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { polling: 50, timeout: 60_000 })
  // Visible as Playwright means it: a box of some size, not hidden.
  const visible = `(arg) => { const element = ${elementOf(control)}; if (!element) return false; const box = element.getBoundingClientRect(); return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }) }`
  await inPage(page, visible, findArg(control), { polling: 50, timeout: 60_000 })
  // A control below the fold is on screen once the visitor has scrolled to it: brought into view and
  // drawn there (two frames), as a scroll would, rather than tapped in the same instant as a jump,
  // which no thumb does. One that slides in (the cookie banner) is tapped once it is in view: a tap
  // where it was a frame before, below the screen's edge, is a tap no finger makes.
  const onScreen = `(arg) => { const box = ${elementOf(control)}.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight }`
  if (!(await once(page, onScreen, findArg(control)))) {
    await once(page, `(arg) => ${elementOf(control)}.scrollIntoView({ block: 'center' })`, findArg(control))
    await inPage(page, onScreen, findArg(control), { polling: 'raf', timeout: 10_000 })
    await once(page, () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
  const now = await once(page, () => performance.now())
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
  await once(
    page,
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

/** The effect's epoch time in the page (null: none within the timeout). Its predicate gets its `arg` and the control. */
const effectOf = (page, control) =>
  frameWhen(page, `(args) => (${control.effect.toString()})(args.effect, (${control.find.toString()})(args.find))`, {
    effect: control.arg ?? null,
    find: findArg(control),
  }).catch(() => null)

/** One tap at first sight: the time from the tap to its effect, or null if the tap was lost. */
async function tapOnce(browser, origin, route, control) {
  const { page, cdp, close } = await newSlowPage(browser, control)
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: 'commit' })
    const visibleAt = await seen(page, control)
    if (args.settled) await settled(page)
    const point = await centreOf(page, control)
    await once(page, () => {
      window.__deadTapArmed = true
    })
    if (args.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const effect = effectOf(page, control)
    await tap(cdp, point)
    const effectAt = await effect
    const tapAt = await once(page, () => window.__deadTapAt)
    if (effectAt === null)
      log(
        `${route} · ${control.name}: a tap at (${Math.round(point.x)}, ${Math.round(point.y)}) landed on ${await once(page, () => window.__deadTapTarget ?? 'nothing')}`,
      )
    const trace = args.trace ? JSON.parse((await browser.stopTracing()).toString('utf8')) : null
    if (trace) {
      const dir = path.join(siteDir, 'bench-results', 'traces')
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `${`${route}-${control.name}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`)
      writeFileSync(file, JSON.stringify(trace))
    }
    const explained = [
      args.explain && effectAt !== null && tapAt ? await explainTap(page, tapAt, effectAt) : null,
      trace && effectAt !== null && tapAt ? await traceTap(page, trace, tapAt, effectAt) : null,
    ]
      .filter(Boolean)
      .join('\n')
    return { visibleAt, effectMs: effectAt === null || !tapAt ? null : Math.max(0, Math.round(effectAt - tapAt)), explained }
  } finally {
    await close()
  }
}

/**
 * How fast the emulated phone is: Lighthouse's BenchmarkIndex, run on a blank page at the table's CPU
 * slowdown. DevTools' CPU calibration takes 264 for a low-tier phone and 1 000 for a mid-tier one; CPU ×4
 * measured 94–264 on this host in one night (2026-11-29). A busy host lowers it: runs whose indexes differ much
 * do not compare, and a low index says the hour, not the page, is slow. Measured as Lighthouse does, once
 * on a fresh page (the benchmark's later runs in the same page read about twice as high, its code warm),
 * and the median of `samples` such pages: one reading swings by ±30 % here from one second to the next.
 */
async function phoneIndex(browser, rate = CPU_SLOWDOWN, samples = 3) {
  const readings = []
  for (let sample = 0; sample < samples; sample++) {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      readings.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)))
    } finally {
      await context.close()
    }
  }
  return median(readings)
}

/**
 * The phone (`--phone=INDEX`, 264 by default): the CPU slowdown at which the blank page's BenchmarkIndex
 * is INDEX (within 10 %), so that the table measures the same phone whatever the host's hour. The index
 * goes as the inverse of the slowdown, so each step scales the slowdown by the ratio of the index read to
 * the one wanted (between ×1 and ×12), from `start`; at most five steps, the last slowdown kept.
 */
async function calibratedSlowdown(browser, target, start = 4) {
  let rate = start
  for (let step = 0; step < 5; step++) {
    const index = await phoneIndex(browser, rate)
    log(`calibration: CPU ×${rate} → BenchmarkIndex ${index}`)
    if (Math.abs(index - target) <= target * 0.1) break
    rate = Math.min(12, Math.max(1, Math.round(((rate * index) / target) * 100) / 100))
  }
  return rate
}

/**
 * The phone (`--phone=INDEX`, 264 by default), before each control: the phone's index at the current
 * slowdown and, when the host has drifted more than 15 % from INDEX (its speed moves within minutes: 257
 * before a run's taps and 537 after, 2026-11-29), the slowdown calibrated again from where it was: each
 * row is measured at the phone asked for, not at the one the run started with. `justRead`: an index read
 * at this slowdown a moment ago (the run's first, for its first control), not read again. Returns the
 * index the control was measured at.
 */
async function holdPhone(browser, justRead) {
  let index = justRead ?? (await phoneIndex(browser))
  if (Math.abs(index - phoneTarget) > phoneTarget * 0.15) {
    log(`emulated phone: BenchmarkIndex ${index} at CPU ×${CPU_SLOWDOWN}, calibrated again`)
    CPU_SLOWDOWN = await calibratedSlowdown(browser, phoneTarget, CPU_SLOWDOWN)
    index = await phoneIndex(browser)
  }
  return index
}

/** A tap every 100 ms from first sight: how long after the control appeared a tap first worked. */
async function firstWorkingTap(browser, origin, route, control) {
  const { page, cdp, close } = await newSlowPage(browser, control)
  try {
    await page.goto(origin + encodeURI(route), { waitUntil: 'commit' })
    await seen(page, control)
    const visible = Date.now()
    for (;;) {
      const tappedAt = Date.now()
      if (tappedAt - visible > 30_000) return null
      const worked = effectOf(page, control).then((at) => at !== null)
      await tap(cdp, await centreOf(page, control)).catch(() => {})
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
  const floorRoot = mkdtempSync(path.join(os.tmpdir(), 'dead-taps-floor-'))
  writeFileSync(path.join(floorRoot, 'index.html'), FLOOR_PAGE)
  const floorServer = createStaticServer({ root: floorRoot })
  const floorOrigin = `http://127.0.0.1:${await listenOnLoopback(floorServer)}`
  /** Each kind's floor (median of `runs` taps on the bare page), measured when a control first needs it. */
  const floors = new Map()
  const floorOf = async (kind) => {
    if (!floors.has(kind)) {
      const effects = []
      for (let run = 0; run < runs; run++) {
        const { effectMs } = await tapOnce(browser, floorOrigin, '/', { name: `plancher : ${kind}`, ...floorKinds[kind] })
        if (effectMs !== null) effects.push(effectMs)
      }
      floors.set(kind, effects.length ? median(effects) : null)
      log(`platform floor · ${kind}: ${effects.join(', ')} ms`)
    }
    return floors.get(kind)
  }
  const rows = []
  const phone = { before: null, after: null }
  try {
    if (phoneTarget !== null) CPU_SLOWDOWN = await calibratedSlowdown(browser, phoneTarget)
    phone.before = await phoneIndex(browser)
    log(`emulated phone: BenchmarkIndex ${phone.before}`)
    let justRead = phone.before
    for (const [route, controls] of Object.entries(pages)) {
      if (wanted && !wanted.has(route)) continue
      for (const control of controls) {
        if (wantedControls && !wantedControls.some((part) => control.name.includes(part))) continue
        const held = phoneTarget === null ? null : { phoneIndex: await holdPhone(browser, justRead), cpuSlowdown: CPU_SLOWDOWN }
        justRead = undefined
        const floorMs = await floorOf(control.floor)
        const taps = []
        for (let run = 0; run < runs; run++) {
          const tapped = await tapOnce(browser, origin, route, control).catch((error) => {
            log(`${route} · ${control.name}: not found (${error.message.split('\n')[0]})`)
            return { visibleAt: null, effectMs: null, missing: true }
          })
          taps.push(tapped)
          if (tapped.missing || tapped.effectMs === null) break
          log(
            `${route} · ${control.name}: visible at ${tapped.visibleAt} ms, tap → effect ${tapped.effectMs} ms${runs > 1 ? ` (run ${run + 1} of ${runs})` : ''}`,
          )
          if (tapped.explained) log(tapped.explained)
        }
        const last = taps[taps.length - 1]
        if (last.missing) {
          rows.push({ route, control: control.name, visibleAtMs: null, honoured: false, tapToEffectMs: null, deadWindowMs: null, floorMs, missing: true })
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
          floor: control.floor,
          floorMs,
          ...held,
        }
        rows.push(row)
        if (!honoured)
          log(`${route} · ${control.name}: visible at ${last.visibleAt} ms, tap LOST, a tap first worked ${deadMs ?? '> 30000'} ms after the control appeared`)
      }
    }
    phone.after = await phoneIndex(browser)
  } finally {
    await browser.close()
    server.close()
    floorServer.close()
    rmSync(floorRoot, { recursive: true, force: true })
    await stack.stop()
  }
  const over = rows.filter((row) => row.tapToEffectMs === null || row.tapToEffectMs > BUDGET_MS)
  const table = [
    '| page | control | visible at | tap → effect | platform floor (bare page) | above the floor | |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.control} | ${row.missing ? 'not found' : `${row.visibleAtMs} ms`} | ${row.missing ? '—' : row.honoured ? `${row.tapToEffectMs} ms${row.tapToEffectRunsMs ? ` (median; ${Math.min(...row.tapToEffectRunsMs)}–${Math.max(...row.tapToEffectRunsMs)})` : ''}` : `lost (a tap worked after ${row.deadWindowMs ?? '> 30 000'} ms)`} | ${row.floorMs === null ? '—' : `${row.floorMs} ms (${row.floor})`} | ${row.honoured && row.floorMs !== null ? `${Math.round(row.tapToEffectMs - row.floorMs)} ms` : '—'} | ${row.honoured && row.tapToEffectMs <= BUDGET_MS ? 'ok' : 'OVER'} |`,
    ),
  ].join('\n')
  // Held at a phone (not --cpu): the slowdowns and the indexes the controls were measured at (holdPhone).
  const range = (values) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}–${Math.max(...values)}`)
  const heldRows = rows.filter((row) => row.phoneIndex !== undefined)
  const cpu =
    phoneTarget !== null && heldRows.length > 0
      ? `CPU ×${range(heldRows.map((row) => row.cpuSlowdown))} (held at BenchmarkIndex ${phoneTarget} ± 15 %: ${range(heldRows.map((row) => row.phoneIndex))} before the controls)`
      : `CPU ×${CPU_SLOWDOWN}${phoneTarget !== null ? ` (calibrated to BenchmarkIndex ${phoneTarget})` : ''}`
  const header = `Tap → effect${args.settled ? ' once the page has settled' : ''} on ${path.relative(siteDir, root)} — ${cpu}, slow 4G (562.5 ms RTT, 1.47 Mbit/s), 390 × 844 (page numbers: 820 × 1180), touch. Budget ${BUDGET_MS} ms. Emulated phone: BenchmarkIndex ${phone.before} before the taps, ${phone.after} after (Lighthouse's; 264 is DevTools' low-tier phone).`
  console.log(`\n${header}\n\n${table}\n`)
  console.log(
    over.length === 0
      ? `Dead taps: ${rows.length} controls, every tap shows its effect within ${BUDGET_MS} ms.`
      : `Dead taps: ${over.length} of ${rows.length} controls over ${BUDGET_MS} ms from the tap to the effect.`,
  )
  const outDir = path.join(siteDir, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const outName = args.settled ? 'dead-taps-settled' : 'dead-taps'
  writeFileSync(
    path.join(outDir, `${outName}.json`),
    `${JSON.stringify({ build: buildDir, cpuSlowdown: CPU_SLOWDOWN, phoneBenchmarkIndex: phone, rows }, null, 2)}\n`,
  )
  writeFileSync(path.join(outDir, `${outName}.md`), `${header}\n\n${table}\n`)
  process.exit(over.length === 0 ? 0 : 1)
}

await main()
