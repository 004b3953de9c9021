import { staticPaths } from '../app/route-paths'
import { expect, test, waitForHydration } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'

test.describe('prerendered shell', () => {
  test('the home HTML holds the hero headline before any script runs', async ({ request, browser }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="fr"/)
    expect(html).toMatch(/<h1[^>]*>[^<]*Expert d(&#x27;|'|’)assuré indépendant/)

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: frenchText("Expert d'assuré indépendant") })).toBeVisible()
    await context.close()
  })

  test('hydration adds no stylesheet: a late one would restyle and relayout the whole page', async ({ page }) => {
    await page.addInitScript(() => {
      // Stylesheets inserted by script once the parser is done (the parser's own are the page's).
      const late: string[] = []
      ;(window as unknown as { lateStyles: string[] }).lateStyles = late
      let parsed = false
      document.addEventListener('DOMContentLoaded', () => (parsed = true))
      new MutationObserver((records) => {
        if (!parsed) return
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) late.push(node.outerHTML.slice(0, 120))
      }).observe(document, { childList: true, subtree: true })
    })
    // Pages with react-aria buttons, tabs, form islands, the reviews list and the cookie banner.
    for (const path of ['/', '/services', '/avis-clients', '/contact']) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeVisible()
      await expect(page.locator('head style#react-aria-pressable-style')).toHaveCount(1)
      expect(await page.evaluate(() => (window as unknown as { lateStyles: string[] }).lateStyles), path).toEqual([])
    }
  })

  test('every route has a title, a description and a canonical link in the HTML', async ({ request }) => {
    for (const path of staticPaths) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<title>[^<]+<\/title>/)
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
      expect(html, path).toMatch(/<script type="application\/ld\+json">/)
    }
  })

  test('the header gets a shadow and tighter padding once scrolled past 10 px', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const read = () => header.evaluate((el) => ({ shadow: getComputedStyle(el).boxShadow, height: el.getBoundingClientRect().height }))
    const top = await read()
    expect(top.shadow).toBe('none')
    await page.mouse.wheel(0, 400)
    await expect.poll(async () => (await read()).shadow).not.toBe('none')
    await expect.poll(async () => (await read()).height).toBeLessThan(top.height)
    // Back to the top: the scrolled state is removed.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(async () => (await read()).shadow).toBe('none')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contenu$/)
  })

  test('unknown paths answer 404 with the not-found page, and log the path', async ({ page, request, consoleErrors }) => {
    const response = await request.get('/cette-page-n-existe-pas')
    expect(response.status()).toBe(404)

    const navigation = await page.goto('/cette-page-n-existe-pas')
    expect(navigation?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect.poll(() => consoleErrors.map((e) => e.text).join('\n')).toContain('/cette-page-n-existe-pas')
    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: frenchText("Expert d'assuré indépendant") })).toBeVisible()
  })
})

test.describe('the header on narrow phones', () => {
  for (const width of [360, 390]) {
    test(`${width} px: the brand reads whole beside the phone and menu buttons, at the top and scrolled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 })
      await page.goto('/')
      await waitForHydration(page)
      const header = page.getByRole('banner')
      const home = header.getByRole('link').first()
      await expect(home).toHaveAttribute('href', '/')
      const phone = header.getByRole('link', { name: /^Appeler le/ })
      const menu = header.getByRole('button', { name: 'Ouvrir le menu' })
      const check = async (state: string) => {
        // Every piece of text in the brand is shown whole: nothing cut by an ellipsis or clipped.
        const cut = await home.evaluate((link) =>
          [...link.querySelectorAll('span')]
            .filter((span) => getComputedStyle(span).display !== 'none' && span.textContent?.trim())
            .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1)
            .map((span) => `${span.textContent} (${span.scrollWidth}×${span.scrollHeight} in ${span.clientWidth}×${span.clientHeight})`),
        )
        expect(cut, `${state}: cut brand text`).toEqual([])
        await expect(home, state).toContainText('Sud Expertise Assuré')
        const [brand, call, open] = await Promise.all([home.boundingBox(), phone.boundingBox(), menu.boundingBox()])
        // Inside the screen, clear of the buttons; the three stay comfortable targets.
        expect(brand!.x, state).toBeGreaterThanOrEqual(0)
        expect(brand!.x + brand!.width, `${state}: brand ends before the phone button`).toBeLessThanOrEqual(call!.x)
        expect(call!.x + call!.width, state).toBeLessThanOrEqual(open!.x)
        expect(open!.x + open!.width, state).toBeLessThanOrEqual(width)
        for (const [name, box] of [
          ['home', brand],
          ['phone', call],
          ['menu', open],
        ] as const) {
          expect(box!.width, `${state}: ${name} width`).toBeGreaterThanOrEqual(44)
          expect(box!.height, `${state}: ${name} height`).toBeGreaterThanOrEqual(44)
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state}: no horizontal scroll`).toBe(width)
      }
      await check('top of the page')
      await page.mouse.wheel(0, 600)
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      await check('scrolled')
    })
  }
})

test.describe('mobile navigation @phone', () => {
  test('the drawer opens, traps focus, closes on Esc and on a link, and focus returns', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' })
    await expect(menuButton).toBeVisible()

    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Nos Services' })).toBeVisible()
    // Focus stays inside the drawer however far we tab.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Accueil' }).click()
    await expect(drawer).toBeHidden()

    // The close button closes it too.
    await menuButton.click()
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(drawer).toBeHidden()
  })
})
