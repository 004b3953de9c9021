import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from '/work/wt-nojs-23/scripts/chromium.mjs'
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const B = 'http://127.0.0.1:4373'
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js })
  const page = await ctx.newPage()
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()))
  await page.goto(B + '/avis-clients')
  if (js) await page.waitForSelector('[data-reviews-list="loaded"]', { timeout: 30000 }).catch((e) => console.log('no loaded', e.message))
  const list = page.locator('[data-reviews-list]')
  console.log(js ? 'JS' : 'NOJS', 'state', await list.getAttribute('data-reviews-list'), 'cards', await list.locator('article').count())
  await list.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/nojs/reviews-${js ? 'js' : 'nojs'}.png` })
  await page.goto(B + '/')
  const t = page.locator('[data-testimonials]')
  await t.scrollIntoViewIfNeeded()
  if (js) await page.waitForSelector('[data-testimonials="loaded"]', { timeout: 30000 }).catch((e) => console.log('no t loaded', e.message))
  console.log('testimonials', await t.getAttribute('data-testimonials'), await t.locator('article').count())
  await page.goto(B + '/services')
  await page.waitForTimeout(js ? 3000 : 300)
  await page.locator('#categories').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/nojs/services2-${js ? 'js' : 'nojs'}.png` })
  const tl = page.locator('[role=tablist]')
  console.log('tablist visible', await tl.isVisible(), 'visible service links', await page.locator('main a[href^="/services/"]:visible').count())
  await ctx.close()
}
await browser.close()
