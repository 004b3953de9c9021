// Budget check (part of `npm test`): the gzip weight of the JS and CSS each prerendered route loads
// before any interaction (boot modules, scripts, stylesheets), and the bytes of the fonts it can load
// (preloaded or declared by its stylesheets). Fails above budget.
// The full Lighthouse benchmark is `npm run bench` (bench.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { KB, createPageWeigher, prerenderedPages } from './page-assets.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR ?? 'build', 'client')
/**
 * Initial JS per route, gzip, set just above what the routes weigh, so that a route that grows has to
 * pay for it or say why. 2026-11-29: the design system draws its icons from its own copy of Lucide's
 * drawings instead of lucide-react's runtime (-2.4 KB on every route), after the backends' URLs and
 * key left the shell (-0.26 KB): the home 127.4 KB (budget 128; its product target was 130),
 * /avis-clients 131.9 (budget 132.5), every other route at most 143.8 (the service pages; budget
 * 144.5). CSS and fonts keep their product budgets.
 */
const withJs = (js) => ({ js: js * KB, css: 30 * KB, fonts: 25 * KB })
const budgets = { '/': withJs(128), '/avis-clients': withJs(132.5), default: withJs(144.5) }

const weigh = createPageWeigher(root)
const rows = []
let failed = false
for (const { route, file } of prerenderedPages(root)) {
  const weight = weigh(file)
  if (weight.scripts === 0) throw new Error(`${route}: no initial script found — has the bootstrap changed shape?`)
  const budget = budgets[route] ?? budgets.default
  const over = weight.js > budget.js || weight.css > budget.css || weight.fonts > budget.fonts
  failed ||= over
  rows.push({
    route,
    'JS (gz KB)': (weight.js / KB).toFixed(1),
    'JS budget': (budget.js / KB).toFixed(1),
    'JS headroom': ((budget.js - weight.js) / KB).toFixed(1),
    'CSS (gz KB)': (weight.css / KB).toFixed(1),
    'HTML (gz KB)': (weight.html / KB).toFixed(1),
    'Fonts (KB)': (weight.fonts / KB).toFixed(1),
    files: weight.files,
    status: over ? 'OVER' : 'ok',
  })
}
if (rows.length === 0) {
  console.error('No prerendered page found: run the build first.')
  process.exit(1)
}
console.table(rows)
console.log(failed ? 'Size budget exceeded.' : `Size budget: ${rows.length} routes within budget.`)
process.exit(failed ? 1 : 0)
