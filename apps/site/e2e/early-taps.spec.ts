// A tap the moment a control is visible — before the code that drives it has run — works at once
// (the control is native, or answered by the page's inline script) or is honoured once that code is
// live, without a second tap.
//
// "Before" is made certain rather than hoped for: the page's own code (entry.client) or the
// island's chunk is held back until the tap has happened, then let through.
import type { Page } from '@playwright/test'
import { expect, paintWithFont, test, waitForHydration } from './fixtures'

/** Holds the requests matching `chunk` until the returned function is called. */
async function hold(page: Page, chunk: RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(chunk, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const PAGE_CODE = /\/assets\/entry\.client-[^/]*\.js$/
const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]*\\.js$`)
const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

/** A valid stored choice, so that the cookie banner does not open by itself on arrival. */
const chosenCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ value: 'declined', date: new Date().toISOString() })))

test.describe('phone menu @phone', () => {
  test('tapped before the page’s code has run, the drawer opens at once; Esc closes it; once live it still opens, closes and follows links', async ({
    page,
  }) => {
    const release = await hold(page, PAGE_CODE)
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
    await menu.tap()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await notHydrated(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()

    release()
    await waitForHydration(page)
    await menu.tap()
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Avis Clients' }).tap()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(drawer).toBeHidden()
  })

  test('opened before the page’s code has run, the drawer stays open, and in place, when the page becomes live (modal then)', async ({ page }) => {
    const release = await hold(page, PAGE_CODE)
    await page.goto('/contact')
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
    await menu.tap()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // The slide-in over, the drawer in place: read where it is in the task that makes it modal.
    await expect.poll(() => drawer.evaluate((element) => element.getAnimations().filter((animation) => animation instanceof CSSAnimation).length)).toBe(0)
    await drawer.evaluate((element) => {
      new MutationObserver((_, observer) => {
        if (!(element as HTMLDialogElement).open) return
        observer.disconnect()
        const running = element.getAnimations().filter((animation) => animation instanceof CSSAnimation && animation.playState === 'running').length
        Object.assign(window, { atModal: { x: new DOMMatrix(getComputedStyle(element).transform).m41, running } })
      }).observe(element, { attributes: true, attributeFilter: ['open'] })
    })
    release()
    await waitForHydration(page)
    await expect(drawer).toBeVisible()
    await expect.poll(() => drawer.evaluate((element) => element.matches(':modal'))).toBe(true)
    // Not slid in a second time (no slide-in running; transitions of `display` and `overlay` may be).
    expect(await page.evaluate(() => (window as unknown as { atModal: unknown }).atModal)).toEqual({ x: 0, running: 0 })
    await drawer.getByRole('button', { name: 'Fermer le menu' }).tap()
    await expect(drawer).toBeHidden()
  })
})

test.describe('tapped before their code is live, honoured once it is', () => {
  test('a services tab, tapped before the page and the tabs are live, switches at once and stays selected once they are; the keys then move it @phone', async ({
    page,
  }) => {
    const releasePage = await hold(page, PAGE_CODE)
    const releaseTabs = await hold(page, chunk('ServicesTabsIsland'))
    await page.goto('/services')
    const first = page.getByRole('tab', { name: 'Expertise bâtiment' })
    const tab = page.getByRole('tab', { name: /réception chantier/ })
    await tab.tap()
    await notHydrated(page)
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    const panel = page.getByRole('tabpanel')
    await expect(panel).toContainText('Abandon de chantier')
    await expect(panel).toHaveAccessibleName(/réception chantier/)
    await expect(tab).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!)
    releasePage()
    await waitForHydration(page)
    releaseTabs()
    await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(panel).toContainText('Abandon de chantier')
    // react-aria's model holds on the adopted markup: the arrows move the selection and the panel follows.
    await tab.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /immobilier/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Expertise avant achat')
    await page.keyboard.press('Home')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Expertise malfaçons')
  })

  test('a services tab, once the page is live but not the tabs, switches at once and once', async ({ page }) => {
    const releaseTabs = await hold(page, chunk('ServicesTabsIsland'))
    await page.goto('/')
    await waitForHydration(page)
    const tab = page.getByRole('tab', { name: /réception chantier/ })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Abandon de chantier')
    releaseTabs()
    await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
    // One tap, one change: the tap is not replayed into another selection once the tabs are live.
    await page.waitForTimeout(300)
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Abandon de chantier')
  })

  test('a services tab tapped once the island’s React has taken the tabs, before they are live, is left to React: no change under its hydration', async ({
    page,
  }) => {
    const releaseTabs = await hold(page, chunk('ServicesTabsIsland'))
    await page.goto('/services')
    await waitForHydration(page)
    // What islands/island.tsx does once the chunk is there, just before its root hydrates the tabs.
    await page.locator('[data-island="services"]').evaluate((host) => host.setAttribute('data-island-react', ''))
    const first = page.getByRole('tab', { name: 'Expertise bâtiment' })
    const tab = page.getByRole('tab', { name: /réception chantier/ })
    await tab.click()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(tab).toHaveAttribute('aria-selected', 'false')
    releaseTabs()
    await expect(page.locator('[data-island="services"]')).toHaveAttribute('data-island-live', '')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Abandon de chantier')
  })

  test('the project type of the contact form, before the page is live: a native list, chosen at once and kept once live', async ({ page }) => {
    const releasePage = await hold(page, PAGE_CODE)
    const releaseForm = await hold(page, chunk('ContactFormIsland'))
    await page.goto('/contact')
    const projectType = page.getByRole('combobox', { name: 'Type de projet' })
    await projectType.selectOption({ label: 'Bilan avant vente' })
    await notHydrated(page)
    await expect(projectType.locator('option:checked')).toHaveText('Bilan avant vente')
    releasePage()
    await waitForHydration(page)
    releaseForm()
    await expect(page.locator('[data-form-island="contact"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Marie Lenoir')
    await expect(projectType.locator('option:checked')).toHaveText('Bilan avant vente')
  })

  test('the list tapped, then the name typed before the form is live: every key in the name, the list unchanged @phone', async ({ page }) => {
    const releasePage = await hold(page, PAGE_CODE)
    const releaseForm = await hold(page, chunk('ContactFormIsland'))
    await page.goto('/contact')
    const projectType = page.getByRole('combobox', { name: 'Type de projet' })
    await projectType.tap()
    const name = page.getByRole('textbox', { name: 'Nom complet', exact: true })
    await name.tap()
    await page.keyboard.type('Marie Lenoir')
    releasePage()
    await waitForHydration(page)
    releaseForm()
    await expect(page.locator('[data-form-island="contact"]')).toHaveAttribute('data-hydrated', 'true')
    // The visitor goes on typing: nothing opened under their fingers takes the keys.
    await page.keyboard.type('-Dupont')
    await expect(name).toHaveValue('Marie Lenoir-Dupont')
    await expect(name).toBeFocused()
    await expect(projectType).toHaveValue('')
  })

  test('the quick form’s date, entered before its code (a native date field), is kept once the form is live @phone', async ({ page }) => {
    const releaseForm = await hold(page, chunk('QuickQuoteFormIsland'))
    await page.goto('/a-propos')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="quick"]')
    const date = island.getByLabel('Date souhaitée', { exact: true })
    await date.fill('2031-03-17')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    releaseForm()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    // A render after hydration (a key typed elsewhere) would write back React's value if it were still empty.
    await island.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Jeanne Martin')
    await expect(date).toHaveValue('2031-03-17')
  })

  test('a star of the review form counts: the rating is kept and not reported missing', async ({ page }) => {
    const releaseForm = await hold(page, chunk('ReviewFormIsland'))
    await page.goto('/avis-clients/nouveau')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="review"]')
    const fourStars = island.getByRole('radio', { name: '4 étoiles', exact: true })
    await fourStars.locator('xpath=ancestor::label[1]').click()
    await expect(fourStars).toBeChecked()
    releaseForm()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(fourStars).toBeChecked()
    // Sent incomplete: every missing field is reported, but not the rating, which the form holds.
    await island.getByRole('button', { name: /Envoyer mon avis/ }).click()
    await expect(island.getByText('Veuillez partager votre avis')).toBeVisible()
    await expect(island.getByText('Veuillez attribuer une note')).toHaveCount(0)
  })

  test('a question of the reviews’ FAQ (native <details>), tapped before the page’s code, opens at once and stays open once live', async ({ page }) => {
    await chosenCookies(page)
    const releasePage = await hold(page, PAGE_CODE)
    await page.goto('/avis-clients')
    // The question is the <summary> holding its heading (Playwright's roles do not name a <summary> a button).
    const question = page.locator('summary').filter({ has: page.getByRole('heading', { name: /^Comment vérifiez-vous l’authenticité des avis/ }) })
    const disclosure = page.locator('details').filter({ has: question })
    const answer = page.getByText(/Aucun avis n’est publié automatiquement/)
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
    await expect(disclosure).toHaveAttribute('open', '')
    await notHydrated(page)
    releasePage()
    await waitForHydration(page)
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    // Live, the keyboard closes and opens it (the browser's own Enter and Space on a <summary>).
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()
    await page.keyboard.press(' ')
    await expect(answer).toBeVisible()
  })

  test('“Gérer les cookies”, before the page is live, opens the banner at once with focus; Refuser closes it and gives focus back', async ({ page }) => {
    await chosenCookies(page)
    const releasePage = await hold(page, PAGE_CODE)
    await page.goto('/mentions-legales')
    const banner = page.getByRole('region', { name: 'Gestion des cookies' })
    await expect(banner).toBeHidden()
    const manage = page.getByRole('button', { name: 'Gérer les cookies' })
    await manage.click()
    await notHydrated(page)
    await expect(banner).toBeVisible()
    await expect(banner).toBeFocused()
    await banner.getByRole('button', { name: 'Refuser' }).click()
    await expect(banner).toBeHidden()
    await expect(manage).toBeFocused()
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookieConsent'))) ?? 'null').value).toBe('declined')
    releasePage()
    await waitForHydration(page)
    // Nothing replayed into a second opening once the page is live.
    await page.waitForTimeout(300)
    await expect(banner).toBeHidden()
    await expect(manage).toBeFocused()
  })
})

test.describe('the reviews’ pages before the list’s code @phone', () => {
  test('« Suivant », tapped before the page and the list are live, shows page 2 at once; again once the page is live, page 3; the list keeps page 3 when it goes live (no shift), then pages from the API; back and forward', async ({
    page,
  }) => {
    // Layout shifts not caused by a tap (CLS counts those): none while the list goes live (the web
    // font there at the first paint, as the preload gives it).
    await paintWithFont(page)
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const releasePage = await hold(page, PAGE_CODE)
    const releaseList = await hold(page, chunk('ReviewsList'))
    // The API's answer too, so that the list is seen going live on the page it adopted before it
    // refreshes it (other journeys may publish reviews on this stack meanwhile).
    const releaseApi = await hold(page, /\/rest\/v1\//)
    await page.goto('/avis-clients')
    const list = page.locator('[data-reviews-list]')
    const nav = page.getByRole('navigation', { name: 'Pages des avis clients' })
    const status = nav.getByRole('status')
    const authors = () => list.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
    const average = page.getByTestId('reviews-average')
    const firstPage = await authors()

    await nav.getByRole('button', { name: 'Suivant' }).tap()
    await notHydrated(page)
    await expect(status).toHaveText('Page 2 sur 4')
    await expect(page).toHaveURL(/\/avis-clients\?page=2$/)
    const secondPage = await authors()
    expect(secondPage).toHaveLength(9)
    expect(secondPage).not.toEqual(firstPage)
    await expect(page.getByRole('heading', { name: 'Tous les avis' })).toBeFocused()
    await expect(nav.getByRole('button', { name: 'Précédent' })).toBeEnabled()

    // The page's root goes live (its router reads ?page=2); the list is still waiting for its code.
    releasePage()
    await waitForHydration(page)
    await nav.getByRole('button', { name: 'Suivant' }).tap()
    await expect(status).toHaveText('Page 3 sur 4')
    await expect(page).toHaveURL(/\/avis-clients\?page=3$/)
    const thirdPage = await authors()
    const thirdAverage = await average.textContent()
    await expect(page.locator('[data-island="reviews-list"]')).not.toHaveAttribute('data-island-live', '')

    // The list's code arrives: it keeps page 3, the same cards and average (the router, which had
    // read ?page=2, is told), without a layout shift — counted from here: a shift while the page
    // loaded under a held bundle (a late web font on a loaded host, 0.00018 once) is fonts.spec's.
    await page.evaluate(() => {
      ;(window as unknown as { __shifts: number[] }).__shifts.length = 0
    })
    releaseList()
    await expect(page.locator('[data-island="reviews-list"]')).toHaveAttribute('data-island-live', '')
    await expect(page).toHaveURL(/\/avis-clients\?page=3$/)
    await expect(status).toHaveText('Page 3 sur 4')
    expect(await authors()).toEqual(thirdPage)
    await expect(average).toHaveText(thirdAverage!)
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([])

    // Then it reads page 3 from the API, and pages through the API and the router.
    releaseApi()
    await expect(list).toHaveAttribute('data-reviews-list', 'loaded')
    await expect(status).toHaveText(/^Page 3 sur \d+$/)
    await expect(page).toHaveURL(/\/avis-clients\?page=3$/)
    const apiThirdPage = await authors()
    await nav.getByRole('button', { name: 'Précédent' }).tap()
    await expect(page).toHaveURL(/\/avis-clients\?page=2$/)
    await expect(status).toHaveText(/^Page 2 sur \d+$/)
    await expect.poll(authors).not.toEqual(apiThirdPage)
    await expect(page.getByRole('heading', { name: 'Tous les avis' })).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(/\/avis-clients\?page=3$/)
    await expect(status).toHaveText(/^Page 3 sur \d+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/avis-clients\?page=2$/)
    await expect(status).toHaveText(/^Page 2 sur \d+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(status).toHaveText(/^Page 1 sur \d+$/)
    await expect(nav.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await page.goForward()
    await expect(page).toHaveURL(/\/avis-clients\?page=2$/)
    await expect(status).toHaveText(/^Page 2 sur \d+$/)
  })
})
