// `npm run font-swap`: what a late web font would move. Each prerendered page is laid out twice at
// each width, once with the woff2 refused (text in the metric-matched 'Inter Fallback' only) and
// once with Inter loaded, and the boxes of its text elements are compared. A block whose height
// differs rewraps when the font swaps in after the first paint: everything below it moves, which a
// visitor sees (and CLS counts) whenever the font arrives late — on a slow network with `swap`, or
// always with a strategy that loads the font after the first paint. Prints one line per page and
// width that rewraps ("first screen" when something inside the first viewport moves), then totals.
//
//   npm run font-swap                                   build-bench/, seven widths
//   npm run font-swap -- --build=build --widths=390,412 another build, other widths
//
// A measurement, not a budget: the figures are in docs/performance.md (Fonts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs'
import { prerenderedPages } from './page-assets.mjs'
import { listenOnLoopback } from './measure-cli.mjs'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({ options: { build: { type: 'string' }, widths: { type: 'string' } } })
const root = path.resolve(siteDir, typeof args.build === 'string' ? args.build : 'build-bench', 'client')
const widths = (typeof args.widths === 'string' ? args.widths : '360,375,390,412,768,1280,1440').split(',').map(Number)

/** Every text-bearing element's box, in document order: [top, height, first words]. */
const textBoxes = (page) =>
  page.evaluate(() => {
    const boxes = []
    for (const element of document.body.querySelectorAll('p, h1, h2, h3, h4, li, a, button, label, span, dd, dt, td, th, blockquote, figcaption')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      boxes.push([box.top + window.scrollY, box.height, (element.textContent ?? '').trim().slice(0, 48)])
    }
    return { boxes, height: document.documentElement.scrollHeight, screen: window.innerHeight }
  })

async function layOut(context, url, { blockFont }) {
  const page = await context.newPage()
  if (blockFont) await page.route(/\.woff2$/, (route) => route.abort())
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  const layout = await textBoxes(page)
  await page.close()
  return layout
}

const server = createStaticServer({ root })
const origin = `http://127.0.0.1:${await listenOnLoopback(server)}`
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const routes = prerenderedPages(root)
  .map(({ route }) => route)
  .filter((route) => !route.endsWith('/404'))
let rewrapping = 0
let firstScreen = 0
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } })
    for (const route of routes) {
      const url = origin + encodeURI(route)
      const fallback = await layOut(context, url, { blockFont: true })
      const inter = await layOut(context, url, { blockFont: false })
      const rewrapped = []
      let movedOnScreen = false
      fallback.boxes.forEach(([top, height, text], index) => {
        const [topInter, heightInter] = inter.boxes[index] ?? [top, height]
        if (Math.abs(height - heightInter) > 0.5) rewrapped.push(`“${text}” ${Math.round(height)}→${Math.round(heightInter)} px`)
        if (Math.abs(top - topInter) > 0.5 && top < fallback.screen) movedOnScreen = true
      })
      if (rewrapped.length === 0 && fallback.height === inter.height) continue
      rewrapping++
      if (movedOnScreen) firstScreen++
      console.log(`${width} px ${route}${movedOnScreen ? ' (first screen)' : ''}: ${rewrapped.slice(0, 3).join(' · ')}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
console.log(
  `\n${rewrapping} of ${routes.length * widths.length} page × width layouts rewrap when Inter replaces its fallback; ${firstScreen} move something on the first screen.`,
)
