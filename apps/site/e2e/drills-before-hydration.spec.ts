// Visitors who type into a page's form before its interactive parts are live, then send it: on one
// page of each shape of page with a form (form kind, in-page links, islands), at desktop and phone
// width — found in the build, not hand-picked.
//
// The islands' code is held back (islands.ts), so the page's own root is hydrated and every island is
// still prerendered HTML: the state in which a hash change used to empty a form for good. The
// visitor acts as a keyboard user does, from the top: Tab to the skip link, Enter; follows every
// in-page link of the page (the landings' 'Être rappelé gratuitement'); goes back through that
// history; Tabs into the form and types their name before its code has arrived; the code arrives;
// the rest is filled and sent: the request reaches the outbox (or the database, for a review) with
// what was typed. (Every route, form or not, gets the same moves on its sweep visit: routes.spec.ts.)
//
// A 'drills' file: it runs after the other suites, so its e-mails never meet their outbox clearing.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { localKeys } from '@expert/local-stack'
import { staticPaths } from '../app/route-paths'
import { expect, test, tick, waitForHydration } from './fixtures'
import { expectLiveIslandsWork, formField as field, holdIslands, moveAroundBeforeLive, prerenderedShape, typeBeforeLive } from './islands'

const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`
const { serviceKey } = localKeys()

async function choose(form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).selectOption({ label: option })
}

type Outbox = { messages: { template_params: Record<string, string> }[] }
async function emailsTo(request: APIRequestContext, name: string) {
  const response = await request.get(`${STACK}/__outbox`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Outbox).messages.filter((message) => message.template_params.name === name)
}

async function reviewsBy(request: APIRequestContext, name: string) {
  const response = await request.get(`${STACK}/rest/v1/avis?select=nom,message,note&nom=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { nom: string; message: string; note: number }[]
}

/** The rest of the form, once it is live, and the send; returns how to find the request. */
async function completeAndSend(page: Page, request: APIRequestContext, kind: string, form: Locator, name: string) {
  const send = form.getByRole('button', { name: /Envoyer/ })
  if (kind === 'quick') {
    await field(form, 'Adresse email').fill('visiteur@example.fr')
    await field(form, 'Téléphone').fill('06 12 34 56 78')
    await field(form, 'Votre message').fill('Des fissures sont apparues sur la façade.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await emailsTo(request, name)).length).toBe(1)
    const [email] = await emailsTo(request, name)
    expect(email!.template_params).toMatchObject({ name, email: 'visiteur@example.fr', phone: '06 12 34 56 78' })
  } else if (kind === 'contact') {
    await field(form, 'Adresse email').fill('visiteur@example.fr')
    await field(form, 'Téléphone').fill('04 11 22 33 44')
    await field(form, 'Adresse du bien').fill('12 rue des Lilas, 69003 Lyon')
    await choose(form, 'Type de projet', 'Bilan avant vente')
    await field(form, 'Votre message').fill('Un bilan avant la vente de notre maison.')
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await emailsTo(request, name)).length).toBe(1)
    const [email] = await emailsTo(request, name)
    expect(email!.template_params).toMatchObject({ name, email: 'visiteur@example.fr', address: '12 rue des Lilas, 69003 Lyon' })
  } else {
    await choose(form, 'Type de projet', 'Réception de chantier')
    // Rated 3: kept out of the home's testimonials, which other journeys read.
    await form.getByRole('radio', { name: '3 étoiles', exact: true }).locator('xpath=ancestor::label[1]').click()
    const message = `Avis envoyé après le lien d’évitement : suivi sérieux du chantier. ${name}`
    await field(form, 'Votre avis').fill(message)
    await tick(form.getByRole('checkbox', { name: /conditions d’utilisation/ }))
    await send.click()
    await expect.poll(async () => (await reviewsBy(request, name)).length).toBe(1)
    expect((await reviewsBy(request, name))[0]).toMatchObject({ nom: name, message, note: 3 })
  }
}

// One page for each shape of page with a form found in the build the tests serve: its form's kind, the
// in-page links a visitor can follow before it is live (the landings' 'Être rappelé gratuitement') and
// the other islands around it. Pages of one shape differ only in their copy: the routes sweep already
// makes these moves and types into every page's form at both widths; here each case is also sent.
const shapes = new Map<string, string>()
for (const path of staticPaths) {
  const { form, key } = prerenderedShape(path)
  if (form && !shapes.has(key)) shapes.set(key, path)
}
const formPaths = [...shapes.values()]
const formKinds = new Set(formPaths.map((path) => prerenderedShape(path).form))
if (formKinds.size < 3) throw new Error(`forms of kinds ${[...formKinds].join(', ')} found in the build: is it the site's?`)

for (const width of ['desktop', 'phone'] as const) {
  const tag = width === 'phone' ? ' @phone' : ''
  for (const path of formPaths) {
    test(`${path}: skip link, in-page links and history before the form is live, a name typed before its code arrives, then sent with it${tag}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const release = await holdIslands(page)
      await page.goto(path)
      await waitForHydration(page)
      const shape = await moveAroundBeforeLive(page)
      const name = `Visiteur ${width} ${path} ${test.info().repeatEachIndex}-${Date.now()}`
      const typed = await typeBeforeLive(page, release, name)
      expect(typed, 'the build has a form on this page').not.toBeNull()
      await completeAndSend(page, request, typed!.kind, typed!.form, name)
      await expectLiveIslandsWork(page, shape)
      expect(consoleErrors).toEqual([])
    })
  }
}
