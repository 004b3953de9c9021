// `npm run loaded-js`: the JavaScript each page really downloads before any interaction, measured
// in Chromium — the modules of the page's boot and every chunk fetched on the way (an island
// hydrated at load, the cookie banner, the analytics port), compressed as served. `npm run size`
// weighs the boot's static module list from the HTML and cannot see what is imported later.
//
//   npm run loaded-js -- --build=build-bench --routes=/,/contact
//   npm run loaded-js -- --build=build-bench --baseline=build-old-bench   two builds side by side
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { startLocalStack } from '@expert/local-stack'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'
import { KB, prerenderedPages } from './page-assets.mjs'
import { listenOnLoopback } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({
  options: { build: { type: 'string' }, baseline: { type: 'string' }, routes: { type: 'string' }, list: { type: 'boolean' } },
})
const builds = [typeof args.build === 'string' ? args.build : 'build-bench', ...(typeof args.baseline === 'string' ? [args.baseline] : [])]
const stackPort = Number(process.env.BENCH_STACK_PORT ?? 54330)

/** JS bytes (as transferred) and files a page fetches from its load until the network is quiet. */
async function jsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  })
  await page.goto(url)
  // The page's code starts after its first paint; hydrated, then quiet, is "before any interaction".
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  let bytes = 0
  for (const request of scripts) bytes += (await request.sizes()).responseBodySize
  if (args.list)
    console.log(
      url,
      scripts
        .map((request) => new URL(request.url()).pathname.replace('/assets/', ''))
        .sort()
        .join(' '),
    )
  await context.close()
  return { bytes, files: scripts.length }
}

const stack = await startLocalStack({ fresh: true, port: stackPort, quiet: true, databaseUrl: null, pendingPerHourLimit: 0 })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const servers = []
try {
  const origins = []
  for (const build of builds) {
    const server = createStaticServer({ root: path.resolve(siteDir, build, 'client') })
    servers.push(server)
    origins.push(`http://127.0.0.1:${await listenOnLoopback(server)}`)
  }
  const wanted = typeof args.routes === 'string' ? new Set(args.routes.split(',')) : null
  const routes = prerenderedPages(path.resolve(siteDir, builds[0], 'client'))
    .map((page) => page.route)
    .filter((route) => !wanted || wanted.has(route))
  const rows = []
  for (const route of routes) {
    const row = { route }
    for (const [index, build] of builds.entries()) {
      const { bytes, files } = await jsOf(browser, origins[index] + encodeURI(route))
      row[`${build} (KB)`] = (bytes / KB).toFixed(1)
      row[`${build} files`] = files
    }
    rows.push(row)
  }
  console.log('JavaScript downloaded before any interaction (as transferred, brotli):')
  console.table(rows)
} finally {
  await browser.close()
  for (const server of servers) server.close()
  await stack.stop()
}
