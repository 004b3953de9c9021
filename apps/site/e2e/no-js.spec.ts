// With JavaScript off (issue 23): what a visitor, or a crawler, gets from the prerendered HTML alone.
// The reviews as of the build on /avis-clients and in the home's testimonials, the phone menu that
// opens (a popover) and reaches a page, every service of the tabs reachable on /services and /.
// Cheap: one context per test, pages read as they are served, no stack call.
import type { Page } from '@playwright/test'
import { frenchText } from '../../../scripts/french-typography.mjs'
import { reviewsPage } from '../app/content/reviews'
import { serviceHref, serviceTabs, services } from '../app/content/services'
import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

const phone = { width: 390, height: 844 }

test('the footer offers no « Gérer les cookies », which only the page’s script answers (no banner, no tag without it)', async ({ page }) => {
  await page.goto('/contact')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible()
  await expect(footer.getByRole('button', { name: 'Gérer les cookies' })).toBeHidden()
  await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeHidden()
})

test('/avis-clients: the build’s first page, with its average and count, and no loading state nor dead pagination', async ({ page }) => {
  await page.goto('/avis-clients')
  const list = page.locator('[data-reviews-list]')
  await expect(list).toHaveAttribute('data-reviews-list', 'prerendered')
  const cards = list.getByRole('article')
  await expect(cards).toHaveCount(9)
  await expect(cards.first()).toBeVisible()
  // The summary is shown and agrees with the cards: the count of every approved review (more than a page).
  const count = Number(await page.getByTestId('reviews-count').textContent())
  expect(count).toBeGreaterThan(9)
  const ratings = await cards
    .getByRole('img', { name: /sur 5 étoiles/ })
    .evaluateAll((nodes) => nodes.map((n) => Number((n.getAttribute('aria-label') ?? '').split(' ')[0]!.replace(',', '.'))))
  expect(ratings).toHaveLength(9)
  await expect(page.getByTestId('reviews-average')).toHaveText((ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1))
  await expect(page.getByTestId('reviews-average')).toBeVisible()
  await expect(page.getByText('Chargement des avis', { exact: false })).toHaveCount(0)
  // Page buttons need JavaScript: not offered without it; a sentence says only the first page shows.
  await expect(page.getByRole('navigation', { name: 'Pages des avis clients' })).toBeHidden()
  await expect(page.getByText(frenchText(reviewsPage.paginationWithoutScript))).toBeVisible()
})

test('/avis-clients: the FAQ’s questions open and close without JavaScript, one at a time', async ({ page }) => {
  await page.goto('/avis-clients')
  const [first, second] = reviewsPage.faq.items.map((item) =>
    page.locator('details').filter({ has: page.getByRole('heading', { name: frenchText(item.question), exact: true }) }),
  )
  const firstAnswer = first!.getByText(frenchText(reviewsPage.faq.items[0]!.answer[0]!))
  await expect(firstAnswer).toBeHidden()
  await first!.locator('summary').click()
  await expect(firstAnswer).toBeVisible()
  await second!.locator('summary').click()
  await expect(second!.locator('summary + *')).toBeVisible()
  await expect(firstAnswer).toBeHidden()
  await second!.locator('summary').click()
  await expect(second!.locator('summary + *')).toBeHidden()
})

test('/avis-clients?page=2, a shared link, on a phone: the static page is the first one, and says so within the screen’s width', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/avis-clients?page=2')
  await expect(page.locator('[data-reviews-list]').getByRole('article')).toHaveCount(9)
  const sentence = page.getByText(frenchText(reviewsPage.paginationWithoutScript))
  await expect(sentence).toBeVisible()
  const box = await sentence.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width)
})

test('/: the testimonials block shows the build’s three reviews rated 4 or more', async ({ page }) => {
  await page.goto('/')
  const block = page.getByRole('region', { name: 'Ce que nos clients disent de nous' })
  await block.scrollIntoViewIfNeeded()
  const cards = block.getByRole('article')
  await expect(cards).toHaveCount(3)
  for (const label of await cards.getByRole('img', { name: /sur 5 étoiles/ }).evaluateAll((n) => n.map((e) => e.getAttribute('aria-label') ?? ''))) {
    expect(Number(label.split(' ')[0])).toBeGreaterThanOrEqual(4)
  }
  await expect(block.getByText('Chargement des avis', { exact: false })).toHaveCount(0)
  await expect(block.getByRole('link', { name: 'Voir tous les avis' })).toHaveAttribute('href', '/avis-clients')
})

async function openMenuAndFollow(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' })
  await menuButton.click()
  const drawer = page.locator('dialog')
  await expect(drawer).toBeVisible()
  const link = drawer.getByRole('link', { name: 'Avis Clients' })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/avis-clients$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('phone menu', () => {
  test.use({ viewport: phone, hasTouch: true })

  test('opens (a popover: not modal without the page’s code), closes with Escape, and its links reach a page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const drawer = page.locator('dialog')
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((element) => ({ popover: element.matches(':popover-open'), modal: element.matches(':modal') }))).toEqual({
      popover: true,
      modal: false,
    })
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await openMenuAndFollow(page)
  })

  test('from a large phone up, where the page shows beside the drawer: a press on the dimmed page closes it and does not follow the link under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 600, height: 900 })
    await page.goto('/')
    const drawer = page.locator('dialog')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap()
    await expect(drawer).toBeVisible()
    // Under that point, beside the drawer: the home's « Consultation gratuite » link.
    const link = page.getByRole('link', { name: 'Consultation gratuite' }).first()
    const box = (await link.boundingBox())!
    expect(box.x + 10).toBeLessThan(600 - 320)
    await page.touchscreen.tap(box.x + 10, box.y + box.height / 2)
    await expect(drawer).toBeHidden()
    await page.waitForTimeout(500)
    await expect(page).toHaveURL(/\/$/)
    // The page takes presses again once the drawer has slid out.
    await link.tap()
    await expect(page).not.toHaveURL(/\/$/)
  })
})

for (const [path, width] of [
  ['/services', 390],
  ['/services', 1280],
  ['/', 390],
] as const) {
  test(`${path} at ${width} px: every service of every tab is reachable, under its category`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    // The tab strip needs JavaScript: hidden; each category is a heading over its services.
    await expect(page.getByRole('tablist')).toBeHidden()
    for (const tab of serviceTabs) {
      await expect(page.getByRole('heading', { name: tab.label, exact: true })).toBeVisible()
      for (const slug of tab.slugs) {
        const link = page.locator('main').getByRole('link', { name: services[slug].title, exact: true })
        await expect(link, services[slug].title).toBeVisible()
        await expect(link).toHaveAttribute('href', serviceHref(slug))
      }
    }
    const slug = serviceTabs.at(-1)!.slugs.at(-1)!
    await page.locator('main').getByRole('link', { name: services[slug].title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${serviceHref(slug)}$`))
  })
}

// The forms send with JavaScript (the mail service and the reviews API are called from the page).
for (const { path, kind, name } of [
  { path: '/', kind: 'quick', name: 'Nom complet' },
  { path: '/contact', kind: 'contact', name: 'Nom complet' },
  { path: '/avis-clients/nouveau', kind: 'review', name: 'Votre nom' },
] as const) {
  test(`${path}: the ${kind} form says it needs JavaScript, gives the phone and e-mail, shows no send button, and a submission anyway loses nothing typed`, async ({
    page,
  }) => {
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`)
    })
    await page.goto(path)
    const island = page.locator(`[data-form-island="${kind}"]`)
    const notice = page.getByRole('alert').filter({ hasText: 'Ce formulaire s’envoie avec JavaScript' })
    await expect(notice).toBeVisible()
    // Told before anything is typed: the notice comes before the form.
    expect(
      await notice.evaluate((element, form) => !!(element.compareDocumentPosition(form!) & Node.DOCUMENT_POSITION_FOLLOWING), await island.elementHandle()),
    ).toBe(true)
    await expect(notice.getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute('href', /^tel:/)
    await expect(notice.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    // No button that would do nothing.
    await expect(island.getByRole('button', { name: /^Envoyer/ })).toBeHidden()

    // Enter in a field, or a submission by other means (an assistive tool, a browser's autofill): the
    // page stays, with what was typed, and nothing of it goes into a URL or to the server.
    const field = island.getByRole('textbox', { name, exact: true })
    await field.fill('Jeanne Secret')
    await field.press('Enter')
    await island.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit())
    // A submission's navigation starts within a few milliseconds (it did, before: the page came back empty).
    await page.waitForTimeout(1_000)
    expect(documents).toEqual([`GET ${new URL(path, page.url()).href}`])
    await expect(field).toHaveValue('Jeanne Secret')
    expect(page.url()).not.toContain('Secret')
  })
}
