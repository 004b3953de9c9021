import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '/work/wt-nojs-23/scripts/chromium.mjs'
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const B = 'http://127.0.0.1:4373'
async function shot(name, { width, js = true, path, prep }) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: js, deviceScaleFactor: 1 })
  const page = await ctx.newPage()
  await page.goto(B + path)
  if (js) await page.waitForSelector('html[data-hydrated="true"]').catch(() => {})
  if (prep) await prep(page)
  await page.waitForTimeout(600)
  await page.screenshot({ path: `/tmp/nojs/shot-${name}.png` })
  await ctx.close()
}
const toTabs = async (page) => { await page.evaluate(() => document.querySelector('[role=tablist], #categories')?.scrollIntoView({ block: 'center' })).catch(async () => { await page.locator('#categories').scrollIntoViewIfNeeded() }) }
await shot('tabs-390-js', { width: 390, path: '/services', prep: async (p) => { await p.waitForSelector('[data-island="services"][data-island-live]'); await p.locator('[role=tablist]').scrollIntoViewIfNeeded() } })
await shot('tabs-768-js', { width: 768, path: '/services', prep: async (p) => { await p.waitForSelector('[data-island="services"][data-island-live]'); await p.locator('[role=tablist]').scrollIntoViewIfNeeded() } })
await shot('tabs-390-nojs', { width: 390, js: false, path: '/services', prep: async (p) => { await p.getByRole('heading', { name: 'Problèmes durant / réception chantier' }).scrollIntoViewIfNeeded() } })
await shot('reviews-390-nojs', { width: 390, js: false, path: '/avis-clients', prep: async (p) => { await p.locator('[data-reviews-list] h2').scrollIntoViewIfNeeded() } })
await shot('home-testimonials-390-nojs', { width: 390, js: false, path: '/', prep: async (p) => { await p.getByRole('heading', { name: 'Ce que nos clients disent de nous' }).scrollIntoViewIfNeeded() } })
await browser.close()
