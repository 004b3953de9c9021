// `npm run bench`: Lighthouse 13 (mobile, Debian Chromium) over every prerendered route, median of N
// runs (3 by default), against the product budgets. Each route is loaded twice a round: with
// Lighthouse's simulated throttling (the scores, FCP, TBT, CLS; its simulated LCP printed as
// information) and with DevTools throttling of the real load (slow 4G, CPU ×4), on which LCP is
// judged: LCP − FCP ≤ 50 ms (docs/decisions/0007: the largest text is in the first HTML response and
// the font is preloaded, so LCP follows FCP; Lantern's simulation schedules the font after the
// stylesheet and reports a gap no visitor sees). And the same
// site built as a client-rendered SPA (SITE_RENDER=spa, the original's architecture) measured the
// same way, with the ratios. Prints both tables, writes them as JSON and Markdown to
// apps/site/bench-results/, exits 1 when a route is out of budget.
//
//   npm run bench -- --runs=3            runs per route and build (median reported)
//   npm run bench -- --routes=/,/contact only these routes
//   npm run bench -- --no-spa            skip the SPA baseline
//   npm run bench -- --skip-build        reuse build-bench/ and build-bench-spa/
//   npm run bench -- --explain           also print each run's long main-thread tasks (what TBT counts)
//   npm run bench -- --throttling=simulate  the simulated load only (LCP then not judged: printed only)
//   npm run bench -- --throttling=devtools  the real throttled load only (LCP − FCP, CLS, accessibility,
//                                        best practices and SEO judged; the simulation's budgets not)
//   npm run bench -- --baseline=DIR      also measure another prerendered build (e.g. an older commit's,
//                                        see docs/performance.md), interleaved, and compare; several
//                                        builds: --baseline=DIR1,DIR2 (e.g. one per font strategy)
//
// Timing figures need a quiet machine: run it alone (it takes ~20 min for 32 routes × 2 builds × 3).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { startLocalStack } from '@expert/local-stack'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'
import { KB, createPageWeigher, prerenderedPages } from './page-assets.mjs'
import { listenOnLoopback, median } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    'no-spa': { type: 'boolean' },
    'skip-build': { type: 'boolean' },
    throttling: { type: 'string' },
    baseline: { type: 'string' },
    routes: { type: 'string' },
    explain: { type: 'boolean' },
  },
})
const runs = Number(args.runs ?? 3)
const throttling = args.throttling ?? 'both'
if (!['both', 'simulate', 'devtools'].includes(throttling)) throw new Error(`--throttling: both, simulate or devtools, not ${throttling}`)
const simulated = throttling !== 'devtools'
const realLoad = throttling !== 'simulate'
const withSpa = !args['no-spa']
const stackPort = Number(process.env.BENCH_STACK_PORT ?? 54330)
const outDir = path.join(siteDir, 'bench-results')

/**
 * Product budgets (issue 8; LCP, FCP and font bytes from issue 17: the largest text is in the first
 * HTML response, so LCP should follow FCP closely). SEO applies to indexable routes only: noindex
 * pages fail it by design.
 */
export const budgets = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** LCP on the real throttled load, after its first contentful paint (decision 0007, issue 34). */
  lcpAfterFcpMs: 50,
  fcpMs: 800,
  tbtMs: 50,
  cls: 0.01,
  homeJsBytes: 130 * KB,
  fontBytes: 25 * KB,
}

const log = (message) => process.stderr.write(`${message}\n`)

function build(dir, extraEnv) {
  log(`build ${dir} …`)
  // `npm run build`: the reviews as of the build first (scripts/reviews-snapshot.mjs), as a deploy does.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SITE_BUILD_DIR: dir,
      VITE_SUPABASE_URL: `http://127.0.0.1:${stackPort}`,
      VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${stackPort}`,
      ...extraEnv,
    },
  })
  if (result.status !== 0) throw new Error(`build of ${dir} failed`)
}

/** Fills the server's compression cache so no measured run pays for it. */
async function warm(origin, root) {
  const files = []
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) walk(full, `${prefix}${entry}/`)
      else files.push(`${prefix}${entry}`)
    }
  }
  walk(root, '/')
  for (const file of files) {
    const response = await fetch(origin + encodeURI(file), { headers: { 'accept-encoding': 'br' } })
    await response.arrayBuffer()
  }
}

async function launchChromium() {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(chromiumPath, [...chromiumArgs, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const port = await new Promise((resolve, reject) => {
    let text = ''
    child.stderr.on('data', (chunk) => {
      text += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)
      if (match) resolve(Number(match[1]))
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text.slice(-500)}`)))
  })
  return {
    port,
    async stop() {
      // Chromium writes to its profile until it has exited: wait for that before removing it.
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
      // Its helper processes can still be writing a moment longer: a profile left in /tmp is no reason to lose the figures.
      try {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
      } catch (error) {
        console.warn(`Could not remove ${userDataDir}: ${error.message}`)
      }
    },
  }
}

/** One Lighthouse run: scores, metrics and bytes; `method`: Lighthouse's throttling method. */
async function measure(url, port, method) {
  const { lhr } = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
    throttlingMethod: method,
  })
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id) => lhr.audits[id]
  const observed = audit('metrics').details.items[0]
  const requests = audit('network-requests').details.items
  const bytesOf = (type) => audit('resource-summary').details.items.find((item) => item.resourceType === type)?.transferSize ?? 0
  const beforeFirstContent = requests
    .filter((request) => request.networkEndTime <= observed.observedFirstContentfulPaint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
    .map((a) => a.id)
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndexMs: audit('speed-index').numericValue,
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    htmlBytes: bytesOf('document'),
    fontBytes: bytesOf('font'),
    totalBytes: bytesOf('total'),
    beforeFirstContentBytes: beforeFirstContent,
    failingAudits: failing,
    longTasks: (audit('long-tasks').details?.items ?? []).map((task) => ({
      url: String(task.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
    })),
  }
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP): such a run is redone, up to twice. */
async function measureWithRetry(url, port, method = simulated ? 'simulate' : 'devtools', attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, method)
    } catch (error) {
      if (attempt >= attempts) throw error
      log(`  retry ${url}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
    }
  }
}

function summarize(samples) {
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number')
  const summary = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  // Audits that failed in a majority of runs (what to look at when a score is short).
  const counts = new Map()
  for (const id of samples.flatMap((sample) => sample.failingAudits)) counts.set(id, (counts.get(id) ?? 0) + 1)
  summary.failingAudits = [...counts].filter(([, n]) => n > samples.length / 2).map(([id]) => id)
  return summary
}

/**
 * Budget failures of one route: `result` is the simulated load's (the real load's with
 * --throttling=devtools, which judges only what does not depend on the simulation), `real` the real
 * load's (LCP − FCP). A TBT failure carries the host floor when that alone exceeds the budget.
 */
function checkBudgets(route, result, real, { indexable, homeJs, floorTbtMs }) {
  const problems = []
  if (simulated && result.performance < budgets.performance) problems.push(`performance ${result.performance.toFixed(2)}`)
  if (result.accessibility < budgets.accessibility) problems.push(`accessibility ${result.accessibility.toFixed(2)}`)
  if (result.bestPractices < budgets.bestPractices) problems.push(`best practices ${result.bestPractices.toFixed(2)}`)
  if (indexable && result.seo < budgets.seo) problems.push(`SEO ${result.seo.toFixed(2)}`)
  if (real && real.lcpAfterFcpMs > budgets.lcpAfterFcpMs) problems.push(`LCP − FCP ${Math.round(real.lcpAfterFcpMs)} ms on the real load`)
  if (!simulated) {
    if (result.cls > budgets.cls) problems.push(`CLS ${result.cls.toFixed(3)}`)
    return problems
  }
  if (result.fcpMs > budgets.fcpMs) problems.push(`FCP ${Math.round(result.fcpMs)} ms`)
  if (result.fontBytes > budgets.fontBytes) problems.push(`fonts ${(result.fontBytes / KB).toFixed(1)} KB`)
  if (result.tbtMs > budgets.tbtMs) {
    const floor = floorTbtMs > budgets.tbtMs ? ` (host floor ${Math.round(floorTbtMs)} ms)` : ''
    problems.push(`TBT ${Math.round(result.tbtMs)} ms${floor}`)
  }
  if (result.cls > budgets.cls) problems.push(`CLS ${result.cls.toFixed(3)}`)
  if (route === '/' && homeJs > budgets.homeJsBytes) problems.push(`initial JS ${(homeJs / KB).toFixed(1)} KB gz`)
  return problems
}

const kb = (bytes) => (bytes / KB).toFixed(1)
const ms = (value) => String(Math.round(value))
const score = (value) => value.toFixed(2)
/** The host-floor page: what any site costs Chromium on this machine before its own CSS and script. */
const floorPage =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Page témoin du banc de mesure."><title>Page témoin</title></head>' +
  '<body><main><h1>Page témoin</h1><p>Une page statique sans feuille de style ni script : ce que la machine coûte à Chromium avant le site.</p></main></body></html>'

const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '–')

function markdownTable(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

async function main() {
  const started = Date.now()
  const prerenderDir = 'build-bench'
  const spaDir = 'build-bench-spa'
  if (!args['skip-build']) {
    build(prerenderDir, { SITE_RENDER: '' })
    if (withSpa) build(spaDir, { SITE_RENDER: 'spa' })
  }
  const prerenderRoot = path.join(siteDir, prerenderDir, 'client')
  const baselines = typeof args.baseline === 'string' ? args.baseline.split(',').map((dir) => ({ dir, root: path.resolve(siteDir, dir, 'client') })) : []
  const spaRoot = path.join(siteDir, spaDir, 'client')
  const pages = prerenderedPages(prerenderRoot)
  const wanted = typeof args.routes === 'string' ? new Set(args.routes.split(',')) : null
  const routes = pages.filter((page) => !wanted || wanted.has(page.route))
  if (routes.length === 0) throw new Error('no route to measure')

  const weigh = createPageWeigher(prerenderRoot)
  const pageInfo = new Map(
    routes.map(({ route, file }) => {
      const html = readFileSync(file, 'utf8')
      return [route, { indexable: !/<meta name="robots" content="[^"]*noindex/.test(html), initialJs: weigh(file).js }]
    }),
  )

  const stack = await startLocalStack({ fresh: true, port: stackPort, quiet: true, databaseUrl: null, pendingPerHourLimit: 0 })
  const servers = []
  const chromium = await launchChromium()
  try {
    const variants = [{ name: 'prerendered', root: prerenderRoot, spaFallback: false }]
    if (withSpa) variants.push({ name: 'spa', root: spaRoot, spaFallback: true })
    for (const { dir, root } of baselines) variants.push({ name: `baseline ${dir}`, root, spaFallback: false })
    for (const variant of variants) {
      const server = createStaticServer({ root: variant.root, spaFallback: variant.spaFallback })
      servers.push(server)
      variant.origin = `http://127.0.0.1:${await listenOnLoopback(server)}`
      await warm(variant.origin, variant.root)
    }

    // The host's floor: a page with no stylesheet and no script, served the same way, measured at
    // the start and the end of every round. Whatever TBT it shows is Chromium's own work on this
    // machine (navigation commit, first layout), not the site's.
    const floorRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
    writeFileSync(path.join(floorRoot, 'index.html'), floorPage)
    writeFileSync(path.join(floorRoot, '404.html'), floorPage)
    const floorServer = createStaticServer({ root: floorRoot })
    servers.push(floorServer)
    const floorOrigin = `http://127.0.0.1:${await listenOnLoopback(floorServer)}`
    const floorSamples = []
    const measureFloor = async () => {
      const sample = await measureWithRetry(`${floorOrigin}/`, chromium.port)
      floorSamples.push(sample)
      log(
        `host floor (static page, no CSS, no script): TBT ${ms(sample.tbtMs)} ms, FCP ${ms(sample.fcpMs)} ms, benchmarkIndex ${Math.round(sample.benchmarkIndex)}`,
      )
    }

    const samples = new Map()
    // The prerendered site's real throttled loads, by route (LCP is judged on them).
    const realSamples = new Map()
    const total = runs * routes.length * variants.length
    let done = 0
    // Runs interleaved (run 1 of every route and build, then run 2…) so that a noisy moment of the
    // machine spreads over both builds instead of skewing one.
    for (let run = 0; run < runs; run++) {
      await measureFloor()
      for (const { route } of routes) {
        // The builds' order alternates between rounds, so that neither is always measured first.
        for (const variant of run % 2 ? [...variants].reverse() : variants) {
          const key = `${variant.name} ${route}`
          const sample = await measureWithRetry(variant.origin + encodeURI(route), chromium.port)
          samples.set(key, [...(samples.get(key) ?? []), sample])
          done++
          log(
            `[${done}/${total}] ${key}: perf ${score(sample.performance)}, FCP ${ms(sample.fcpMs)} ms, LCP ${ms(sample.lcpMs)} ms (+${ms(sample.lcpMs - sample.fcpMs)}), TBT ${ms(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)}, fonts ${kb(sample.fontBytes)} KB, benchmarkIndex ${Math.round(sample.benchmarkIndex)}`,
          )
          if (args.explain) for (const task of sample.longTasks) log(`    long task ${task.durationMs} ms at ${task.startMs} ms: ${task.url || '(no script)'}`)
          if (realLoad && variant.name === 'prerendered') {
            const real = simulated ? await measureWithRetry(variant.origin + encodeURI(route), chromium.port, 'devtools') : sample
            realSamples.set(route, [...(realSamples.get(route) ?? []), { ...real, lcpAfterFcpMs: real.lcpMs - real.fcpMs }])
            if (simulated)
              log(`    real throttled load: FCP ${ms(real.fcpMs)} ms, LCP ${ms(real.lcpMs)} ms (+${ms(real.lcpMs - real.fcpMs)}), CLS ${real.cls.toFixed(3)}`)
          }
        }
      }
      await measureFloor()
    }
    rmSync(floorRoot, { recursive: true, force: true })
    const floor = summarize(floorSamples)
    const floorOverBudget = floor.tbtMs > budgets.tbtMs

    const results = routes.map(({ route }) => {
      const info = pageInfo.get(route)
      const prerendered = summarize(samples.get(`prerendered ${route}`))
      const spa = withSpa ? summarize(samples.get(`spa ${route}`)) : null
      const baseline = Object.fromEntries(baselines.map(({ dir }) => [dir, summarize(samples.get(`baseline ${dir} ${route}`))]))
      const real = realLoad ? summarize(realSamples.get(route)) : null
      const problems = checkBudgets(route, prerendered, real, { indexable: info.indexable, homeJs: info.initialJs, floorTbtMs: floor.tbtMs })
      return { route, indexable: info.indexable, initialJsGzipBytes: info.initialJs, prerendered, real, spa, baseline, problems }
    })

    const header = [
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      simulated ? 'LCP ms (simulated, information)' : 'LCP ms',
      ...(simulated && realLoad ? ['Real load: FCP ms', 'LCP ms'] : []),
      realLoad ? 'LCP − FCP ms (real load)' : 'LCP − FCP ms (simulated, information)',
      'TBT ms',
      'CLS',
      'JS KB',
      'CSS KB',
      'HTML KB',
      'Font KB',
      'Budget',
    ]
    const rows = results.map(({ route, indexable, prerendered: r, real, problems }) => [
      route,
      score(r.performance),
      score(r.accessibility),
      score(r.bestPractices),
      indexable ? score(r.seo) : `${score(r.seo)} (noindex)`,
      ms(r.fcpMs),
      ms(r.lcpMs),
      ...(simulated && realLoad ? [ms(real.fcpMs), ms(real.lcpMs)] : []),
      realLoad ? ms(real.lcpAfterFcpMs) : ms(r.lcpMs - r.fcpMs),
      ms(r.tbtMs),
      r.cls.toFixed(3),
      kb(r.jsBytes),
      kb(r.cssBytes),
      kb(r.htmlBytes),
      kb(r.fontBytes),
      problems.length ? `✗ ${problems.join(', ')}` : '✓',
    ])
    let markdown = `# Lighthouse benchmark — ${new Date().toISOString().slice(0, 10)}\n\n`
    const realLoadText = 'DevTools throttling of the real load (562.5 ms request latency, 1.47 Mbps, CPU ×4)'
    const simulatedText = 'simulated throttling (150 ms RTT, 1.6 Mbps, CPU ×4)'
    markdown += `Lighthouse 13, mobile, ${
      !simulated ? realLoadText : realLoad ? `${simulatedText}, and each route loaded again with ${realLoadText} to judge LCP` : simulatedText
    }, Debian Chromium; median of ${runs} runs per route.\n`
    const lcpBudget = realLoad
      ? `LCP − FCP ≤ ${budgets.lcpAfterFcpMs} ms on the real throttled load (decision 0007; Lighthouse's simulated LCP is information)`
      : 'LCP not judged (the simulated load only: its LCP is information, decision 0007)'
    const simulatedBudgets = simulated
      ? `performance ≥ ${budgets.performance}, FCP ≤ ${budgets.fcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, fonts ≤ ${budgets.fontBytes / KB} KB, initial JS of / ≤ ${budgets.homeJsBytes / KB} KB gz (${pageInfo.has('/') ? `measured: ${kb(pageInfo.get('/').initialJs)} KB` : '/ not in this run'}), `
      : ''
    markdown += `Bytes are transferred (compressed) bytes of the page load. Budgets: ${simulatedBudgets}accessibility = best practices = 1, SEO = 1 on indexable routes, ${lcpBudget}, CLS ≤ ${budgets.cls}.\n\n`
    const indexes = [...samples.values()]
      .flat()
      .concat(floorSamples)
      .map((sample) => sample.benchmarkIndex)
    markdown += `Host speed during the run — Lighthouse's benchmarkIndex over all ${indexes.length} runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))}); a wide range means the machine's other work changed the CPU the page got, which Lighthouse's simulated TBT (observed wall time × 4) takes as the page's own.\n\n`
    const floorRuns = floorSamples.map((sample) => ms(sample.tbtMs)).join(' ')
    markdown += `Host floor — a static page with a heading and a paragraph, no stylesheet, no script, served the same way and measured at the start and end of every round: TBT median **${ms(floor.tbtMs)} ms** (runs: ${floorRuns}), FCP ${ms(floor.fcpMs)} ms; Lighthouse benchmarkIndex median ${Math.round(floor.benchmarkIndex)}.`
    markdown += floorOverBudget
      ? ` **A page with no script at all exceeds the TBT budget on this host**: the TBT column cannot prove or disprove the budget here (Chromium's own navigation commit and first layout, ×4 in the simulation, outlast the simulated first paint). Run the bench on a quieter or larger machine to judge TBT.\n\n`
      : `\n\n`
    markdown += `## Prerendered site\n\n${markdownTable(header, rows)}\n`

    if (withSpa) {
      const spaHeader = [
        'Route',
        'LCP ms (prerendered / SPA)',
        'SPA ÷ prerendered',
        'FCP ms (prerendered / SPA)',
        'SPA ÷ prerendered',
        'Bytes before first content KB (prerendered / SPA)',
        'SPA ÷ prerendered',
        'Perf (prerendered / SPA)',
      ]
      const spaRows = results.map(({ route, prerendered: p, spa: s }) => [
        route,
        `${ms(p.lcpMs)} / ${ms(s.lcpMs)}`,
        ratio(s.lcpMs, p.lcpMs),
        `${ms(p.fcpMs)} / ${ms(s.fcpMs)}`,
        ratio(s.fcpMs, p.fcpMs),
        `${kb(p.beforeFirstContentBytes)} / ${kb(s.beforeFirstContentBytes)}`,
        ratio(s.beforeFirstContentBytes, p.beforeFirstContentBytes),
        `${score(p.performance)} / ${score(s.performance)}`,
      ])
      const medianRatio = (pick) => median(results.map(({ prerendered: p, spa: s }) => pick(s) / pick(p))).toFixed(2)
      spaRows.push([
        '**median**',
        '',
        `**${medianRatio((r) => r.lcpMs)}**`,
        '',
        `**${medianRatio((r) => r.fcpMs)}**`,
        '',
        `**${medianRatio((r) => r.beforeFirstContentBytes)}**`,
        '',
      ])
      markdown += `\n## Against the same site built as a client-rendered SPA (SITE_RENDER=spa)\n\n${markdownTable(spaHeader, spaRows)}\n`
    }
    for (const { dir } of baselines) {
      const baselineHeader = [
        'Route',
        'Perf (this / baseline)',
        'FCP ms (this / baseline)',
        'LCP ms (this / baseline)',
        'LCP − FCP ms (this / baseline)',
        'Font KB (this / baseline)',
        'CLS (this / baseline)',
        'TBT ms (this / baseline)',
        'TBT runs, this',
        'TBT runs, baseline',
      ]
      const runsOf = (key) =>
        samples
          .get(key)
          .map((sample) => ms(sample.tbtMs))
          .join(' ')
      const baselineRows = results.map(({ route, prerendered: p, baseline: { [dir]: b } }) => [
        route,
        `${score(p.performance)} / ${score(b.performance)}`,
        `${ms(p.fcpMs)} / ${ms(b.fcpMs)}`,
        `${ms(p.lcpMs)} / ${ms(b.lcpMs)}`,
        `${ms(p.lcpMs - p.fcpMs)} / ${ms(b.lcpMs - b.fcpMs)}`,
        `${kb(p.fontBytes)} / ${kb(b.fontBytes)}`,
        `${p.cls.toFixed(3)} / ${b.cls.toFixed(3)}`,
        `${ms(p.tbtMs)} / ${ms(b.tbtMs)}`,
        runsOf(`prerendered ${route}`),
        runsOf(`baseline ${dir} ${route}`),
      ])
      markdown += `\n## Against the baseline build ${dir}, measured turn by turn\n\n${markdownTable(baselineHeader, baselineRows)}\n`
    }
    const failed = results.filter((result) => result.problems.length > 0)
    markdown += `\n${failed.length === 0 ? `All ${results.length} routes within budget.` : `${failed.length} of ${results.length} routes out of budget.`}`
    markdown += ` Measured in ${Math.round((Date.now() - started) / 60000)} min.\n`

    mkdirSync(outDir, { recursive: true })
    writeFileSync(path.join(outDir, 'bench.md'), markdown)
    writeFileSync(
      path.join(outDir, 'bench.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs, budgets, hostFloor: { ...floor, tbtRunsMs: floorSamples.map((sample) => sample.tbtMs) }, results }, null, 2)}\n`,
    )
    console.log(markdown)
    console.log(`Written: ${path.relative(process.cwd(), path.join(outDir, 'bench.md'))} and bench.json`)
    process.exitCode = failed.length === 0 ? 0 : 1
  } finally {
    await chromium.stop()
    for (const server of servers) server.close()
    await stack.stop()
  }
}

await main()
