// Measures docs pages of a built Storybook with Chromium: when the docs title and the inline stories
// appear (in-page timestamps from navigation start), first contentful paint and the page height.
// Wall-clock figures: measure on a quiet machine. Not part of npm test.
//   npm run build-storybook && npx node .storybook/measure-docs.mjs storybook-static [docs ids...]
//   (RUNS=3 by default, median; SHOT=<dir> saves a screenshot of each page; E2E_PORT for the local server)
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'

const root = path.resolve(process.argv[2] ?? 'storybook-static')
const ids = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['composants-header--docs', 'composants-formulaire-contactform--docs', 'composants-reviewcard--docs', 'composants-toast--docs', 'composants-button--docs']
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}
const server = createServer(async (req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname))
  try {
    const s = await stat(file)
    const f = s.isDirectory() ? path.join(file, 'index.html') : file
    res.writeHead(200, { 'content-type': types[path.extname(f)] ?? 'application/octet-stream' })
    res.end(await readFile(f))
  } catch {
    res.writeHead(404)
    res.end()
  }
})
await new Promise((r) => server.listen(Number(process.env.E2E_PORT ?? 4573), '127.0.0.1', r))
const port = server.address().port
const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8'))
const entries = Object.values(index.entries)
console.log(`stories: ${entries.filter((e) => e.type === 'story').length}, docs: ${entries.filter((e) => e.type === 'docs').length}`)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const runs = Number(process.env.RUNS ?? 3)
for (const id of ids) {
  const results = []
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
    // In-page timestamps (performance.now(), from navigation start): when the docs title enters the DOM,
    // when the first inline story has content, when all have. No polling lag.
    await page.addInitScript(() => {
      const marks = (window.__marks = {})
      new MutationObserver(() => {
        const now = performance.now()
        const docs = document.getElementById('storybook-docs')
        if (!docs) return
        if (marks.title === undefined && docs.querySelector('h1')) marks.title = now
        const stories = [...docs.querySelectorAll('.docs-story')]
        const rendered = stories.filter((s) => s.querySelector('[id^="story--"]')?.children.length > 0)
        if (marks.firstStory === undefined && rendered.length > 0) marks.firstStory = now
        if (stories.length > 0 && rendered.length === stories.length) marks.allStories = now
      }).observe(document, { subtree: true, childList: true })
    })
    const t0 = Date.now()
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=docs`)
    await page.waitForFunction(() => document.querySelector('#storybook-docs h1')?.getBoundingClientRect().height > 0, null, { timeout: 60_000, polling: 16 })
    const first = Date.now() - t0
    await page.waitForFunction(
      () => {
        const stories = [...document.querySelectorAll('#storybook-docs .docs-story')]
        return stories.length > 0 && stories.every((s) => s.querySelector('[id^="story--"]')?.children.length > 0 || s.querySelector('iframe'))
      },
      null,
      { timeout: 60_000, polling: 16 },
    )
    const all = Date.now() - t0
    await page.waitForTimeout(1500)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const count = await page.locator('#storybook-docs .docs-story').count()
    if (process.env.SHOT && run === 0) await page.screenshot({ path: `${process.env.SHOT}/${id}.png`, fullPage: height < 8000 }).catch(() => {})
    const marks = await page.evaluate(() => ({ ...window.__marks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }))
    results.push({
      first,
      all,
      height,
      count,
      title: Math.round(marks.title),
      firstStory: Math.round(marks.firstStory),
      allStories: Math.round(marks.allStories),
      fcp: Math.round(marks.fcp),
    })
    await page.close()
  }
  const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)]
  console.log(
    `${id}: title ${med('title')} ms, first story ${med('firstStory')} ms, all stories ${med('allStories')} ms, FCP ${med('fcp')} ms, height ${med('height')} px, ${results[0].count} docs stories  (titles ${results.map((r) => r.title).join('/')})`,
  )
}
await browser.close()
server.close()
