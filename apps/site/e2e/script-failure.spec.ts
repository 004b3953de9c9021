// Scripting on, but the page's code does not arrive (blocked, or cut by the network): what needs the
// code must not look usable before it runs, nor when it never does. The page's boot marks <html>, an
// island whose chunk fails marks its host (`data-script-failed`), and what needs the code gives way
// to what works without it.
import { frenchText } from '../../../scripts/french-typography.mjs'
import { reviewsPage } from '../app/content/reviews'
import { downloadFailureLines, expect, test, waitForHydration } from './fixtures'
import { holdIslands } from './islands'

const pagination = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Pages des avis clients' })
const withoutScript = frenchText(reviewsPage.paginationWithoutScript)

test('/avis-clients: before the list’s code runs, the pages its HTML holds are usable (the page’s script), none other; the sentence hidden', async ({
  page,
}) => {
  const release = await holdIslands(page)
  await page.goto('/avis-clients')
  await waitForHydration(page)
  await expect(pagination(page)).toBeVisible()
  // The seed's 30 reviews are 4 pages: the build holds them all (app/data/reviews-snapshot.ts).
  for (const name of ['Page 2', 'Page 3', 'Page 4', 'Suivant']) await expect(pagination(page).getByRole('button', { name })).toBeEnabled()
  await expect(pagination(page).getByRole('button', { name: 'Précédent' })).toBeDisabled()
  await expect(page.getByText(withoutScript)).toBeHidden()
  release()
  await expect(page.locator('[data-island="reviews-list"]')).toHaveAttribute('data-island-live', '')
  await expect(pagination(page).getByRole('button', { name: 'Suivant' })).toBeEnabled()
  await expect(page.getByText(withoutScript)).toBeHidden()
})

test('/avis-clients with none of the page’s code: no pagination that does nothing; the sentence says only the first page shows', async ({
  page,
  expectConsole,
}) => {
  expectConsole(downloadFailureLines)
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('connectionfailed'))
  await page.goto('/avis-clients')
  await expect(page.locator('html')).toHaveAttribute('data-script-failed', '')
  await expect(page.locator('[data-reviews-list]').getByRole('article')).toHaveCount(9)
  await expect(pagination(page)).toBeHidden()
  await expect(page.getByText(withoutScript)).toBeVisible()
})

test('/avis-clients when only the list’s chunk fails: the same, while the rest of the page is live', async ({ page, expectConsole }) => {
  expectConsole(downloadFailureLines)
  await page.route(/\/assets\/ReviewsList-[^/]+\.js$/, (route) => route.abort('connectionfailed'))
  await page.goto('/avis-clients')
  await waitForHydration(page)
  await expect(page.locator('[data-island="reviews-list"]')).toHaveAttribute('data-script-failed', '')
  await expect(pagination(page)).toBeHidden()
  await expect(page.getByText(withoutScript)).toBeVisible()
})

test('/contact with none of the page’s code: the form says it cannot be sent from here, gives the phone and e-mail, and shows no send button', async ({
  page,
  expectConsole,
}) => {
  expectConsole(downloadFailureLines)
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('connectionfailed'))
  await page.goto('/contact')
  await expect(page.locator('html')).toHaveAttribute('data-script-failed', '')
  const notice = page.getByRole('alert').filter({ hasText: 'Ce formulaire s’envoie avec JavaScript' })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link', { name: /04/ })).toHaveAttribute('href', /^tel:/)
  // Nothing of the page's code will answer a send: no button that would do nothing.
  await expect(page.locator('[data-form-island="contact"]').getByRole('button', { name: /^Envoyer/ })).toBeHidden()
})
