// Main-thread work of each prerendered page's load, in CPU time — a low-noise companion to the
// Lighthouse bench for a shared machine.
//
//   npm run main-thread                                   all routes of build-bench/, 5 loads each
//   npm run main-thread -- --routes=/,/contact --runs=9
//   npm run main-thread -- --baseline=build-old           and another build, load by load
//
// Lighthouse's TBT multiplies the *wall* duration of every main-thread task by 4. On a 2-core
// machine Chromium's own processes and threads take the renderer off the CPU for about half of a
// task's wall time, so the same page measures TBT 0 or 500 ms from one run to the next, and a
// static page with no script does too (bench.mjs prints that host floor). The trace also records
// each task's *thread* time: what the page really costs the main thread, whatever the neighbours
// do. This script loads each page in Debian's Chromium (phone viewport, no throttling), traces it
// until 3 s after `load`, and prints the medians of:
//   - busy: CPU of every main-thread task from navigation to the end;
//   - longest: CPU of the longest task;
//   - blocking ×4: Σ max(0, 4 × CPU − 50 ms) over the tasks that start after the first contentful
//     paint — TBT's formula on CPU time, as a phone 4× slower would block with nothing else running;
//   - parse / style / layout / paint / script: CPU by activity.
// Figures for comparisons between builds, not a budget: the product budget stays Lighthouse's.

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { startLocalStack } from '@expert/local-stack'
import { chromiumArgs, chromiumPath, measuringArgs } from '../../../scripts/chromium.mjs'
import { prerenderedPages } from './page-assets.mjs'
import { listenOnLoopback, median } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: { runs: { type: 'string' }, build: { type: 'string' }, baseline: { type: 'string' }, routes: { type: 'string' } },
})
const runs = Number(args.runs ?? 5)
const buildDir = typeof args.build === 'string' ? args.build : 'build-bench'
const stackPort = Number(process.env.BENCH_STACK_PORT ?? 54330)
const log = (message) => process.stderr.write(`${message}\n`)

/** Activities, by the trace slices that carry them; the outermost slice of a kind is counted once. */
const activities = {
  parse: ['ParseHTML'],
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks'],
  gc: ['MinorGC', 'MajorGC'],
}
const activityOf = new Map(Object.entries(activities).flatMap(([activity, names]) => names.map((name) => [name, activity])))

const cpuMs = (event) => (event.tdur ?? 0) / 1000

/** One load of `url`: the renderer main thread's tasks and activities, in CPU ms. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.goto('about:blank')
    const cdp = await context.newCDPSession(page)
    const events = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading',
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
    await cdp.send('Tracing.end')
    await complete

    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url))
    if (!parse) throw new Error(`${url}: no ParseHTML in the trace`)
    const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts)
    const commit = thread.find((e) => e.name === 'RenderFrameImpl::CommitNavigation' && e.ts <= parse.ts) ?? parse
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid && e.ts >= commit.ts)
    const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts + e.dur >= commit.ts)

    const byActivity = Object.fromEntries(Object.keys(activities).map((activity) => [activity, 0]))
    let outerEnd = -Infinity
    for (const event of thread) {
      const activity = activityOf.get(event.name)
      if (!activity || event.ts < commit.ts || event.ts < outerEnd) continue
      byActivity[activity] += cpuMs(event)
      outerEnd = event.ts + event.dur
    }
    const afterFcp = fcp ? tasks.filter((task) => task.ts >= fcp.ts) : []
    return {
      busy: tasks.reduce((sum, task) => sum + cpuMs(task), 0),
      longest: Math.max(0, ...tasks.map(cpuMs)),
      blocking4x: afterFcp.reduce((sum, task) => sum + Math.max(0, 4 * cpuMs(task) - 50), 0),
      ...byActivity,
    }
  } finally {
    await context.close()
  }
}

const round = (value) => String(Math.round(value))

async function main() {
  const variants = [{ name: 'this', root: path.join(siteDir, buildDir, 'client') }]
  if (typeof args.baseline === 'string') variants.push({ name: 'baseline', root: path.resolve(siteDir, args.baseline, 'client') })
  const wanted = typeof args.routes === 'string' ? new Set(args.routes.split(',')) : null
  const routes = prerenderedPages(variants[0].root)
    .map((page) => page.route)
    .filter((route) => !wanted || wanted.has(route))
  if (routes.length === 0) throw new Error(`no route to measure in ${buildDir} (build it first: see docs/performance.md)`)

  const stack = await startLocalStack({ fresh: true, port: stackPort, quiet: true, databaseUrl: null, pendingPerHourLimit: 0 })
  const servers = []
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...measuringArgs] })
  try {
    for (const variant of variants) {
      const server = createStaticServer({ root: variant.root })
      servers.push(server)
      variant.origin = `http://127.0.0.1:${await listenOnLoopback(server)}`
    }
    const samples = new Map()
    // Loads interleaved (route by route, build by build) so a noisy moment touches every build, and
    // the builds' order alternates from one round to the next: the build loaded first measured
    // ~20 ms more on unchanged pages when the order was fixed.
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const variant of run % 2 ? [...variants].reverse() : variants) {
          const sample = await measure(browser, variant.origin + encodeURI(route))
          const key = `${variant.name} ${route}`
          samples.set(key, [...(samples.get(key) ?? []), sample])
          log(`[${run + 1}/${runs}] ${key}: busy ${round(sample.busy)} ms, longest ${round(sample.longest)} ms, blocking ×4 ${round(sample.blocking4x)} ms`)
        }
      }
    }

    const summary = (key) => {
      const list = samples.get(key)
      return Object.fromEntries(Object.keys(list[0]).map((metric) => [metric, median(list.map((sample) => sample[metric]))]))
    }
    const metrics = ['busy', 'longest', 'blocking4x', ...Object.keys(activities)]
    const titles = { busy: 'busy', longest: 'longest task', blocking4x: 'blocking ×4' }
    const withBaseline = variants.length > 1
    const header = ['Route', ...metrics.map((metric) => `${titles[metric] ?? metric} ms${withBaseline ? ' (this / baseline)' : ''}`)]
    const rows = routes.map((route) => {
      const mine = summary(`this ${route}`)
      const theirs = withBaseline ? summary(`baseline ${route}`) : null
      return [route, ...metrics.map((metric) => (theirs ? `${round(mine[metric])} / ${round(theirs[metric])}` : round(mine[metric])))]
    })
    if (withBaseline) {
      const total = (name, metric) => routes.reduce((sum, route) => sum + summary(`${name} ${route}`)[metric], 0)
      rows.push(['**sum**', ...metrics.map((metric) => `**${round(total('this', metric))} / ${round(total('baseline', metric))}**`)])
    }
    const markdown = [
      `# Main-thread CPU per page load — ${new Date().toISOString().slice(0, 10)}`,
      '',
      `${buildDir}${withBaseline ? ` against ${args.baseline}` : ''}; Debian Chromium, phone viewport, no throttling; thread (CPU) time of the renderer's main thread from navigation to 3 s after load; median of ${runs} loads.`,
      '',
      `| ${header.join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
    ].join('\n')
    const outDir = path.join(siteDir, 'bench-results')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(path.join(outDir, 'main-thread.md'), markdown)
    console.log(markdown)
  } finally {
    await browser.close()
    for (const server of servers) server.close()
    await stack.stop()
  }
}

await main()
