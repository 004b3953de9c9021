// What the content pages do once their script runs (their content, before and without any script, is
// read from the HTML by checks/pages.test.ts): a landing's scroll button brings its form clear of the
// fixed header, the terms of use date themselves in the visitor's browser (and a fixed date reads the
// same in any time zone), and hydration does not repeat the contact form's required-fields notice.
import { LEGAL_TEXTS_DATE } from '../app/content/legal'
import { landings } from '../app/content/landings'
import { expect, test, waitForHydration } from './fixtures'

test('a landing’s scroll button brings its form into view, its heading clear of the fixed header (the landings share one template)', async ({ page }) => {
  const landing = landings['/expertise-fissures']
  await page.goto('/expertise-fissures')
  await waitForHydration(page)
  const form = page.locator('#formulaire')
  await expect(form).not.toBeInViewport()
  await page.getByRole('link', { name: landing.hero.scrollLabel }).click()
  await expect(page).toHaveURL(/#formulaire$/)
  const heading = form.getByRole('heading', { level: 2, name: landing.form.title })
  await expect(heading).toBeInViewport()
  const headerBox = await page.getByRole('banner').boundingBox()
  const headingBox = await heading.boundingBox()
  expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 1)
})

test.describe('a visitor west of UTC (New York)', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the legal pages’ dates: the terms of use show the visitor’s own day (not the build’s, not Paris’s), a fixed date reads as written, without a hydration error', async ({
    page,
    consoleErrors,
  }) => {
    // 00:30 in Paris on 14 March is 19:30 on 13 March in New York.
    await page.clock.setFixedTime(new Date('2031-03-14T00:30:00+01:00'))
    await page.goto('/conditions-utilisation')
    await waitForHydration(page)
    await expect(page.getByTestId('last-updated')).toHaveText('13 mars 2031')
    await expect(page.getByTestId('last-updated')).toHaveAttribute('datetime', '2031-03-13')
    await page.goto('/mentions-legales')
    await waitForHydration(page)
    const written = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_TEXTS_DATE))
    await expect(page.getByRole('main').locator(`time[datetime="${LEGAL_TEXTS_DATE}"]`)).toHaveText(written)
    expect(consoleErrors).toEqual([])
  })
})

test('/contact once hydrated: the required-fields notice is still shown once', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await expect(page.getByRole('main').getByText('Les champs marqués d’un astérisque (*) sont obligatoires.', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText(/champs marqués d’un astérisque/)).toHaveCount(1)
})
