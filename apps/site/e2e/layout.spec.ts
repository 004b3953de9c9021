// What a visitor sees at 360, 390, 768 and 1440 px on every prerendered page: no text cut by an
// ellipsis or an overflow in buttons, tabs, selects and headings; no phone number (nor VAT or
// registration number) split across two lines; on phones, every tap target at least 44 × 44 px
// (WCAG 2.5.5), links inside running text excepted as WCAG excepts them. One page load per route
// and width, every assertion in one `evaluate` on that page.
import type { Page } from '@playwright/test'
import { notFoundPages, staticPaths } from '../app/route-paths'
import { expect, liveForm, test, waitForHydration } from './fixtures'

const widths = [360, 390, 768, 1440] as const
/** Below the tablet breakpoint: the widths where targets are tapped with a finger. */
const phoneWidths = new Set<number>([360, 390])

/** The prerendered pages, and the not-found pages where visitors meet them (an unknown URL of their scope). */
const routes = [...staticPaths, ...notFoundPages.map((page) => `${page.scope}page-inconnue`)]

type AuditOptions = { checkTargets: boolean; minTarget: number }

/**
 * Runs in the page: returns one line per problem. Self-contained (Playwright serialises it).
 * - cut: a button, link styled as a button, tab, select trigger or heading whose text is clipped
 *   (ellipsis, line clamp, overflow hidden/auto with more content than box) or overflows its box, or
 *   that a scrolling/clipping ancestor shows only in part (a tab strip scrolled mid-word);
 * - split: a phone number, VAT or registration number whose characters lie on two lines;
 * - target: an interactive element smaller than minTarget in either dimension, unless it is an
 *   inline link or button inside a sentence (WCAG 2.5.5/2.5.8 "inline" exception).
 */
function auditLayout({ checkTargets, minTarget }: AuditOptions): string[] {
  const problems: string[] = []
  const name = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? ''
    const shown = (text || label).slice(0, 48)
    return `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''}> “${shown}”`
  }
  const rendered = (element: Element) => {
    if (element.closest('[inert], [aria-hidden="true"], [hidden]')) return false
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false
    const rect = element.getBoundingClientRect()
    // Visually hidden helpers (1 px boxes), collapsed panels and what waits off the page for keyboard
    // focus (the skip link) are not seen, hence neither cut nor tapped.
    const offPage = rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0
    return rect.width > 2 && rect.height > 2 && !offPage
  }
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible'

  // 1. Text cut or overflowing in buttons, tabs, selects and headings.
  const textControls = document.querySelectorAll(
    'button, a[data-native], [role="button"], [role="tab"], [role="combobox"], select, summary, h1, h2, h3, h4, h5, h6',
  )
  for (const control of textControls) {
    if (!rendered(control)) continue
    const reasons: string[] = []
    for (const element of [control, ...control.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || !rendered(element)) continue
      const style = getComputedStyle(element)
      const wider = element.scrollWidth > element.clientWidth + 1
      if (wider && style.textOverflow === 'ellipsis') reasons.push('ellipsis')
      else if (wider && clips(style)) reasons.push(`clipped (${element.scrollWidth} px of content in ${element.clientWidth} px)`)
      else if (wider && element === control) reasons.push(`overflows its box (${element.scrollWidth} px in ${element.clientWidth} px)`)
      if (style.webkitLineClamp !== 'none' && element.scrollHeight > element.clientHeight + 1) reasons.push('line clamp')
    }
    // A clipping or scrolling ancestor that shows the control in part only.
    const rect = control.getBoundingClientRect()
    for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (!clips(style)) continue
      const box = parent.getBoundingClientRect()
      const left = box.left + parent.clientLeft
      const top = box.top + parent.clientTop
      const right = left + parent.clientWidth
      const bottom = top + parent.clientHeight
      const intersects = rect.right > left && rect.left < right && rect.bottom > top && rect.top < bottom
      const inside = rect.left >= left - 1 && rect.right <= right + 1 && rect.top >= top - 1 && rect.bottom <= bottom + 1
      if (intersects && !inside) {
        reasons.push(`shown in part by a ${style.overflowX}/${style.overflowY} ancestor <${parent.tagName.toLowerCase()} class="${parent.className}">`)
        break
      }
    }
    if (reasons.length > 0) problems.push(`cut: ${name(control)}: ${[...new Set(reasons)].join(', ')}`)
  }
  if (document.documentElement.scrollWidth > window.innerWidth) {
    problems.push(`cut: the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`)
  }

  // 2. Numbers that must stay on one line: phone numbers, VAT and registration (SIREN) numbers.
  const space = '[\\s\\u00a0\\u202f.]?'
  const numberPatterns = [
    new RegExp(`(?:\\+33${space}|\\b0)[1-9](?:${space}\\d{2}){4}\\b`, 'g'),
    new RegExp(`\\bFR${space}[0-9A-Z]{2}${space}\\d{3}${space}\\d{3}${space}\\d{3}\\b`, 'g'),
    new RegExp(`(?<=RCS[\\s\\u00a0]+[\\p{L}-]+[\\s\\u00a0]+)\\d{3}${space}\\d{3}${space}\\d{3}\\b`, 'gu'),
  ]
  const lineCount = (range: Range) => {
    const tops: number[] = []
    for (const rect of range.getClientRects()) {
      if (rect.width === 0 || rect.height === 0) continue
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
    }
    return tops.length
  }
  const checkedLinks = new Set<Element>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, noscript, template') || !rendered(parent)) continue
    for (const pattern of numberPatterns) {
      for (const match of text.matchAll(pattern)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        if (lineCount(range) > 1) problems.push(`split: “${match[0]}” in ${name(parent)} runs over two lines`)
        const link = parent.closest('a[href^="tel:"]')
        if (link) checkedLinks.add(link)
      }
    }
  }
  // A tel: link whose number is written in a way the patterns miss: its visible text stays on one line.
  for (const link of document.querySelectorAll('a[href^="tel:"]')) {
    if (checkedLinks.has(link) || !rendered(link)) continue
    const texts: Text[] = []
    const linkWalker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
    for (let node = linkWalker.nextNode(); node; node = linkWalker.nextNode()) {
      if (node.parentElement && rendered(node.parentElement) && /\d/.test(node.nodeValue ?? '')) texts.push(node as Text)
    }
    const first = texts[0]
    const last = texts.at(-1)
    if (!first || !last) continue
    const range = document.createRange()
    range.setStart(first, 0)
    range.setEnd(last, last.length)
    if (lineCount(range) > 1) problems.push(`split: ${name(link)} runs over two lines`)
  }

  // 3. Tap targets, on phones.
  if (checkTargets) {
    const targets = document.querySelectorAll(
      [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="tab"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        'label:has(input[type="checkbox"], input[type="radio"])',
      ].join(', '),
    )
    const blockOf = (element: Element) => {
      let block = element.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
      return block
    }
    for (const target of targets) {
      if (!rendered(target) || target.getAttribute('tabindex') === '-1') continue
      // A checkbox or radio drawn inside its label: the label is the target (checked on its own).
      if (target.matches('input') && target.closest('label')) continue
      // The date segments (jj/mm/aaaa) are parts of one 48 px field: tapping the field edits them.
      if (target.closest('[role="group"]') && target.matches('[role="spinbutton"]')) continue
      // A card link stretched over its card by an absolutely placed ::after: the card is the target.
      let box: Element = target
      const after = getComputedStyle(target, '::after')
      if (after.content !== 'none' && after.position === 'absolute') {
        while (box.parentElement && getComputedStyle(box).position === 'static') box = box.parentElement
      }
      const rect = box.getBoundingClientRect()
      if (rect.width >= minTarget - 0.5 && rect.height >= minTarget - 0.5) continue
      // WCAG's inline exception: a link in a sentence, sized by the line height of the text around it.
      if (getComputedStyle(target).display === 'inline') {
        const ownText = (target.textContent ?? '').trim()
        const sentence = (blockOf(target)?.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (sentence.length > ownText.replace(/\s+/g, ' ').length) continue
      }
      problems.push(`target: ${name(target)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px`)
    }
  }
  return problems
}

async function auditAt(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 })
  const response = await page.goto(path)
  expect(response?.status(), `${path} at ${width} px`).toBeLessThan(500)
  // Audited as most visitors see it: hydrated (the cookie banner is up) and in the page's own font,
  // not the fallback shown while it loads.
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const problems = await page.evaluate(auditLayout, { checkTargets: phoneWidths.has(width), minTarget: 44 })
  return problems.map((problem) => `${width} px ${path}: ${problem}`)
}

test.describe('layout at phone, tablet and desktop widths', () => {
  for (const path of routes) {
    test(`nothing cut, no number split, targets of 44 px on ${path}`, async ({ page }) => {
      // The same problem at several widths is listed once, with its widths.
      const widthsOf = new Map<string, number[]>()
      for (const width of widths) {
        for (const problem of await auditAt(page, path, width)) widthsOf.set(problem, [...(widthsOf.get(problem) ?? []), width])
      }
      const report = [...widthsOf].map(([problem, at]) => `${problem} (at ${at.join(', ')} px)`)
      expect(report.length, `${path}:\n${report.join('\n')}`).toBe(0)
    })
  }

  test('the audit finds a cut label, a split number and a small target', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.setContent(`
      <main style="font: 16px sans-serif">
        <button style="width: 80px; height: 48px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Demander un devis gratuit</button>
        <h2 style="width: 60px">Anticonstitutionnellement</h2>
        <div style="width: 120px; overflow-x: auto; white-space: nowrap"><span role="tab" tabindex="0" style="display: inline-block; padding: 14px">Expertise bâtiment</span></div>
        <p style="width: 110px">Appelez le 04 65 71 12 34 dès maintenant.</p>
        <p><a href="/avis">Retour aux avis</a></p>
        <p>Lisez nos <a href="/conditions">conditions</a> avant d’envoyer.</p>
        <a href="/vu" style="display: block; height: 48px">Assez grand</a>
      </main>`)
    const problems = await page.evaluate(auditLayout, { checkTargets: true, minTarget: 44 })
    expect(problems).toEqual([
      'cut: <button> “Demander un devis gratuit”: ellipsis',
      expect.stringMatching(/^cut: <h2> “Anticonstitutionnellement”: overflows its box/),
      expect.stringMatching(/^cut: <span role=tab> “Expertise bâtiment”: shown in part by a auto\/auto ancestor <div/),
      'split: “04 65 71 12 34” in <p> “Appelez le 04 65 71 12 34 dès maintenant.” runs over two lines',
      expect.stringMatching(/^target: <a> “Retour aux avis” is \d+×\d+ px$/),
    ])
  })

  test('at 390 px the review form brings its first invalid field and its error clear of the failure toast', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/avis-clients/nouveau')
    await waitForHydration(page)
    const form = await liveForm(page, 'review')
    // Everything right but the last field: focus alone would leave it at the bottom edge, under the toast.
    await form.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Martin')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form.getByRole('radio', { name: '4 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await form.getByRole('textbox', { name: 'Votre avis' }).fill('Rapport clair, expert disponible et à l’écoute.')
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    const toast = page.getByRole('region', { name: 'Notifications' })
    await expect(toast.getByText('Formulaire incomplet', { exact: true })).toBeVisible()
    const terms = form.getByRole('checkbox', { name: /conditions d’utilisation/ })
    await expect(terms).toBeFocused()
    const error = form.getByText('Vous devez accepter les conditions', { exact: false })
    await expect(error).toBeVisible()
    // Once the scroll has settled: the field's box and its error lie inside the screen, above the toast.
    await expect
      .poll(async () => {
        const toastTop = (await toast.boundingBox())?.y ?? 0
        const label = await terms.locator('xpath=ancestor::label[1]').boundingBox()
        const message = await error.boundingBox()
        return Boolean(label && message && label.y >= 0 && message.y + message.height <= toastTop)
      })
      .toBe(true)
  })
})
