import { expect, slowAnimations, test, waitForHydration } from './fixtures'
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

    // The button shows the drawer as a popover; it becomes modal a frame later, its slide-in going on
    // where it was (held here at 150 ms of its 300 ms), not restarted, read in the task that makes it modal.
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog')!
      const slideIn = () => dialog.getAnimations().find((animation) => animation instanceof CSSAnimation)
      const seen: { popover?: boolean; slideAtModal?: unknown } = {}
      Object.assign(window, { drawerOpening: seen })
      document.querySelector('button[aria-label="Ouvrir le menu"]')!.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            seen.popover = dialog.matches(':popover-open')
            const animation = slideIn()
            animation?.pause()
            if (animation) animation.currentTime = 150
          }),
        { once: true },
      )
      new MutationObserver((_, observer) => {
        if (!dialog.open) return
        observer.disconnect()
        seen.slideAtModal = slideIn()?.currentTime ?? null
      }).observe(dialog, { attributes: true, attributeFilter: ['open'] })
    })
    const fullSpeed = await slowAnimations(page)
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect.poll(() => drawer.evaluate((element) => element.matches(':modal'))).toBe(true)
    await fullSpeed()
    const opening = await page.evaluate(() => (window as unknown as { drawerOpening: { popover?: boolean; slideAtModal?: unknown } }).drawerOpening)
    expect(opening).toEqual({ popover: true, slideAtModal: 150 })
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
    await drawer.getByRole('link', { name: 'Nos Services' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/services$/)

    // The close button closes it too.
    await menuButton.click()
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(drawer).toBeHidden()

    // Widened to the desktop layout with the drawer open and focus in it (a tablet turned to
    // landscape): the drawer closes, and focus is on the current page's link in the header, not the
    // first one (an inert page's link could not take it).
    await menuButton.click()
    await expect.poll(() => drawer.evaluate((element) => element.matches(':modal'))).toBe(true)
    await page.keyboard.press('Tab')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(drawer).toBeHidden()
    const headerNav = page.getByRole('navigation', { name: 'Navigation principale' }).first()
    await expect(headerNav.getByRole('link', { name: 'Nos Services' })).toBeFocused()
  })
})

test.describe('closing the phone menu @phone', () => {
  test('the drawer slides out over its 0.3 s while the page takes taps at once; a link starts focus at the new page’s content', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    const headline = page.getByRole('heading', { level: 1 })

    // The browser exposes the menu button's state (a popover's invoker): collapsed.
    const cdp = await page.context().newCDPSession(page)
    const expanded = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree')
      const button = nodes.find((node) => node.name?.value === 'Ouvrir le menu' && node.role?.value === 'button')
      return button?.properties?.find((property) => property.name === 'expanded')?.value.value
    }
    expect(await expanded()).toBe(false)

    await menuButton.click()
    await expect(drawer).toBeVisible()
    // The drawer in place: made modal (a task after the tap's frame) and its animations over. A fixed
    // wait of 0.4 s left both to the host's speed: in npm test at load 11 (2026-11-27 21:00) the first
    // frame after ✕ had no slide-out transition to read (not reproduced at normal load, even with 30 ms).
    await page.waitForFunction(() => {
      const dialog = document.querySelector('dialog')
      return dialog !== null && dialog.matches(':modal') && dialog.getAnimations().every((animation) => animation.playState !== 'running')
    })
    // From the tap on ✕, the first frame: the drawer is closed (not modal: the page is live) and
    // drawn on its way out, read off its transition paused at points of its course (not sampled from
    // frames, which a starved host draws few of: 2 in the 0.3 s in npm test of 2026-11-27 13:00).
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog')!
      const hits: string[] = []
      const way: { open?: boolean; duration?: unknown; offsets?: number[] } = {}
      Object.assign(window, { drawerWayOut: way, pageHits: hits })
      document.addEventListener('click', (event) => hits.push((event.target as Element).tagName), true)
      dialog.querySelector('button')!.addEventListener('click', () => {
        requestAnimationFrame(() => {
          way.open = dialog.open
          const slide = dialog.getAnimations().find((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'transform')
          if (!slide) return
          const duration = Number(slide.effect!.getTiming().duration)
          way.duration = duration
          const resumeAt = slide.currentTime
          slide.pause()
          way.offsets = [0.25, 0.5, 0.75].map((share) => {
            slide.currentTime = share * duration
            return new DOMMatrix(getComputedStyle(dialog).transform).m41
          })
          slide.currentTime = resumeAt
          slide.play()
        })
      })
    })
    const box = (await headline.boundingBox())!
    const fullSpeed = await slowAnimations(page)
    await drawer.getByRole('button', { name: 'Fermer le menu' }).click()
    await page.waitForTimeout(100)
    await page.mouse.click(box.x + 10, box.y + box.height / 2)

    const { way, hits } = await page.evaluate(async () => {
      await new Promise((done) => setTimeout(done, 500))
      const { drawerWayOut, pageHits } = window as unknown as { drawerWayOut: { open?: boolean; duration?: unknown; offsets?: number[] }; pageHits: string[] }
      return { way: drawerWayOut, hits: pageHits }
    })
    await fullSpeed()
    expect(way.open).toBe(false)
    expect(way.duration).toBe(300)
    // Strictly between shown (0) and gone (the drawer's width, at most the viewport's), and growing.
    const width = page.viewportSize()!.width
    expect(way.offsets).toHaveLength(3)
    const [quarter, half, threeQuarters] = way.offsets!
    expect(quarter).toBeGreaterThan(0)
    expect(half).toBeGreaterThan(quarter!)
    expect(threeQuarters).toBeGreaterThan(half!)
    expect(threeQuarters).toBeLessThan(width)
    // The tap 100 ms after ✕ reached the page's headline, not the drawer on its way out.
    expect(hits.at(-1)).toBe('H1')
    expect(await expanded()).toBe(false)

    // A link of the drawer: the new page, with focus at the start of its content (not the menu button).
    await menuButton.click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(drawer).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true)

    // Any route change closes it, not only its links: the browser's Back while it is open.
    await menuButton.click()
    await expect(drawer).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(drawer).toBeHidden()
  })
})
