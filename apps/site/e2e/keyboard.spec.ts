// Keyboard-only journeys (issue 8: everything works from the keyboard alone): only page.keyboard acts on the page —
// no click, fill or focus() — from the top of the page, with visible focus, and focus never lost.
//
// Already covered, so not repeated here: the contact form (forms.spec.ts) and the review form with
// its star rating (reviews.spec.ts) completed with the keyboard; in drills.spec.ts, the /a-propos
// quick form with a typed date, the banner refused with Enter and accepted with Space after
// 'Gérer les cookies', the services tabs with End / Home / ArrowRight then Enter on the first card,
// and the drawer opened with Enter, entered with Tab and closed with Escape; the arrows, Home and
// End on the tabs (pages.spec.ts); the drawer's forward focus trap and Escape (shell.spec.ts).
//
// Here: the home page's quick form with a date chosen in the calendar and an e-mail corrected after
// the French message; the banner accepted with Enter on arrival and refused after reopening, focus
// landing on 'Gérer les cookies' each time; the tabs' wrap-around and single tab stop; the drawer
// opened with Space, its focus trap in both directions, its close button and a link.
import type { Locator, Page } from '@playwright/test'
import { formatPreferredDate } from '../app/data/quote-payloads'
import { expect, expectFocusWithin, followSkipLink, test, waitForHydration } from './fixtures'
import { emailsFrom } from './local-stack'

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; fails otherwise. */
async function tabTo(page: Page, target: Locator, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < max && !(await isFocused(target)); presses++) await page.keyboard.press(key)
  await expect(target).toBeFocused()
}

/** The focused element shows the keyboard focus ring (:focus-visible). */
const focusVisible = (page: Page) => page.evaluate(() => document.activeElement?.matches(':focus-visible') ?? false)

/** A short description of the focused element, to compare focus positions. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    return `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`
  })

test.describe('keyboard only', () => {
  test('quote from the home page: Tab from the top to the skip link, project type by type-ahead, date typed, e-mail corrected after its message, sent with Enter', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const island = page.locator('[data-form-island="quick"]')
    const form = island.locator('form')
    const field = (name: string) => form.getByRole('textbox', { name, exact: true })
    const sends: string[] = []
    page.on('request', (r) => r.url().includes('/api/v1.0/email/send') && sends.push(r.url()))
    const name = `Marie Roux ${Date.now()}`

    // From the top: the skip link first, then on through the page to the form.
    await followSkipLink(page)
    await tabTo(page, field('Nom complet'), 80)
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.type(name)
    await page.keyboard.press('Tab')
    await expect(field('Adresse email')).toBeFocused()
    await page.keyboard.type('marie.roux@exemple')
    await page.keyboard.press('Tab')
    await expect(field('Téléphone')).toBeFocused()
    await page.keyboard.type('06 45 67 89 01')
    await page.keyboard.press('Tab')
    await expect(field('Ville ou code postal')).toBeFocused()
    await page.keyboard.type('30000 Nîmes')

    // Project type: type-ahead on the closed native list.
    await page.keyboard.press('Tab')
    const projectType = form.getByRole('combobox', { name: 'Type de projet' })
    await expect(projectType).toBeFocused()
    await page.keyboard.type('Hum')
    await expect(projectType).toHaveValue('humidite')

    // Date: the native field, typed. Day and month equal (7 July next year), so the keys give the same day
    // whether the browser's locale orders the fields jj/mm/aaaa (French) or mm/dd/yyyy (this headless one).
    await page.keyboard.press('Tab')
    const date = form.getByLabel('Date souhaitée', { exact: true })
    await expect(date).toBeFocused()
    const day = `${new Date().getFullYear() + 1}-07-07`
    await page.keyboard.type(`0707${day.slice(0, 4)}`)
    await expect(date).toHaveValue(day)

    await tabTo(page, field('Votre message'), 4)
    await page.keyboard.type('Salpêtre au bas des murs du rez-de-chaussée.')
    const terms = form.getByRole('checkbox', { name: /conditions d’utilisation/ })
    await tabTo(page, terms, 3)
    await page.keyboard.press('Space')
    await expect(terms).toBeChecked()
    const send = form.getByRole('button', { name: 'Envoyer ma demande' })
    await tabTo(page, send, 6)
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Enter')

    // Refused: the French message, focus taken to the field, nothing sent, nothing lost.
    await expect(form.getByText('Veuillez entrer une adresse email valide', { exact: true })).toBeVisible()
    await expect(field('Adresse email')).toBeFocused()
    await expect(field('Nom complet')).toHaveValue(name)
    await expect(field('Votre message')).toHaveValue('Salpêtre au bas des murs du rez-de-chaussée.')
    expect(sends).toHaveLength(0)

    // Corrected from the keyboard, then Enter in the field sends the form.
    await page.keyboard.press('End')
    await page.keyboard.type('.fr')
    await expect(form.getByText('Veuillez entrer une adresse email valide')).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Demande envoyée', { exact: true })).toBeVisible()
    await expect(field('Nom complet')).toHaveValue('')
    expect(sends).toHaveLength(1)
    const emails = await emailsFrom(request, name)
    expect(emails).toHaveLength(1)
    expect(emails[0]!.template_params).toMatchObject({
      email: 'marie.roux@exemple.fr',
      phone: '06 45 67 89 01',
      address: '30000 Nîmes',
      project_type: 'humidite',
      preferred_date: formatPreferredDate(day),
      message: 'Salpêtre au bas des murs du rez-de-chaussée.',
    })
    expect(consoleErrors).toEqual([])
  })

  test("cookie banner: reached with Tab and accepted with Enter, focus lands on 'Gérer les cookies'; reopened with Enter, refused with Space, focus back there", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Accepting loads the tag from Google's host (no outside network here): answer it locally.
    await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto('/')
    await waitForHydration(page)
    const banner = page.getByRole('region', { name: 'Gestion des cookies' })
    await expect(banner).toBeVisible()
    const manage = page.getByRole('button', { name: 'Gérer les cookies' })
    const consent = () => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? '{}').value as string | undefined)

    const accept = banner.getByRole('button', { name: 'Accepter' })
    await tabTo(page, accept, 150)
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Enter')
    await expect(banner).toHaveCount(0)
    await expect.poll(consent).toBe('accepted')
    // Not lost to <body> with the banner: on the footer button that changes the choice.
    await expect(manage).toBeFocused()
    expect(await focusVisible(page)).toBe(true)

    await page.keyboard.press('Enter')
    await expect(banner).toBeVisible()
    await expectFocusWithin(banner)
    const refuse = banner.getByRole('button', { name: 'Refuser' })
    await tabTo(page, refuse, 4)
    await page.keyboard.press('Space')
    await expect(banner).toHaveCount(0)
    await expect.poll(consent).toBe('declined')
    await expect(manage).toBeFocused()
    expect(consoleErrors).toEqual([])
  })

  test('services tabs: one tab stop, arrows wrap around both ends and select, Tab enters the panel and Shift+Tab returns to the selected tab, Enter opens a card', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/services')
    await waitForHydration(page)
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveCount(3)
    await tabTo(page, tabs.first(), 60)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    expect(await focusVisible(page)).toBe(true)

    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(2)).toBeFocused()
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.first()).toBeFocused()
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')

    // The other tabs are not tab stops: Tab goes straight into the selected panel's cards.
    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!)
    const links = panel.getByRole('link')
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(tabs.nth(1)).toBeFocused()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(links.nth(1)).toBeFocused()
    const href = (await links.nth(1).getAttribute('href'))!
    expect(href).toMatch(/^\/services\/[a-z-]+$/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('keyboard only, phone @phone', () => {
  test('drawer: opened with Space, focus trapped both ways, closed with its button (focus back on the menu button), a link followed with Enter', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' })
    await tabTo(page, menu, 20)
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Space')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    const inDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement))
    await expect.poll(inDrawer).toBe(true)

    // Tab visits the close button, the five links, the phone and the quote button, then wraps.
    const close = drawer.getByRole('button', { name: 'Fermer le menu' })
    const stops = [close, ...['Accueil', 'Nos Services', 'Avis Clients', 'A Propos', 'Contact'].map((name) => drawer.getByRole('link', { name, exact: true }))]
    const visited: string[] = []
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab')
      expect(await inDrawer(), 'focus stays in the drawer').toBe(true)
      expect(await focusVisible(page)).toBe(true)
      visited.push(await focusedName(page))
    }
    for (const [i, stop] of stops.entries())
      expect(visited[i]).toBe(await stop.evaluate((e) => `${e.tagName.toLowerCase()} ${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim()}`))
    expect(visited[8]).toBe(visited[0])
    expect(new Set(visited.slice(0, 8)).size).toBe(8)
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName(page)).toBe(visited[7])
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName(page)).toBe(visited[6])

    await tabTo(page, close, 3)
    await page.keyboard.press('Enter')
    await expect(drawer).toHaveCount(0)
    await expect(menu).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    const contact = drawer.getByRole('link', { name: 'Contact', exact: true })
    await tabTo(page, contact, 8)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/contact$/)
    await expect(drawer).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Focus is not left on the drawer that went away.
    expect(await page.evaluate(() => document.activeElement?.isConnected ?? false)).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})
