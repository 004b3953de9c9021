// The EmailJS mail adapter with the real @emailjs/browser SDK against the local stack's outbox.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { inject } from 'vitest'
import { MAIL_ERROR_MESSAGE, MailError, createEmailJsMail } from './mail.ts'
import type { ContactTemplateParams, QuickTemplateParams } from './quote-payloads.ts'

const stack = inject('localStack')
const mail = createEmailJsMail(stack.emailjs)

const quick: QuickTemplateParams = {
  name: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  phone: 'Non renseigné',
  address: 'Non renseigné',
  project_type: 'Non spécifié',
  message: 'Bonjour, des fissures sont apparues.',
  preferred_date: 'Non spécifié',
  contact_date: '22/11/2026 10:15:00',
  current_year: '2026',
  form_source: 'Demande de devis rapide',
}
const contact: ContactTemplateParams = {
  name: 'Paul Martin',
  email: 'paul@example.fr',
  phone: '06 00 00 00 00',
  address: '69003 Lyon',
  project_type: 'humidite',
  budget_range: 'Non renseigné',
  timeframe: 'Non renseigné',
  message: 'Infiltrations au sous-sol.',
  marketing_consent: 'Non',
  contact_date: '22/11/2026 10:16:00',
  current_year: '2026',
  form_source: 'Formulaire de contact principal',
}

const fail = (body: unknown) =>
  fetch(`${stack.url}/__outbox/fail`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const lastMessage = async () => (await (await fetch(`${stack.url}/__outbox`)).json()).messages.at(-1)

beforeAll(() => {
  // A browser global the SDK reads on every send; absent in Node.
  vi.stubGlobal('location', new URL('http://localhost/contact'))
})
afterEach(async () => {
  await fetch(`${stack.url}/__outbox/fail`, { method: 'DELETE' })
})

async function failure(p: Promise<unknown>) {
  try {
    await p
  } catch (e) {
    return e
  }
  throw new Error('expected a rejection')
}

describe('EmailJS mail adapter', () => {
  test('quick and contact payloads reach the outbox exactly', async () => {
    await mail.send('quick', quick)
    expect((await lastMessage()).template_params).toEqual(quick)
    await mail.send('contact', contact)
    expect(await lastMessage()).toMatchObject({ template_params: contact, service_id: stack.emailjs.serviceId, template_id: stack.emailjs.templateId })
  })

  test.each([400, 403, 412, 429, 451, 500, 503])('HTTP %i → MailError rejected with status and text', async (status) => {
    await fail({ mode: status, count: 1 })
    const e = await failure(mail.send('quick', quick))
    expect(e).toBeInstanceOf(MailError)
    expect(e).toMatchObject({ kind: 'rejected', status, message: MAIL_ERROR_MESSAGE, mailKind: 'quick' })
    expect((e as MailError).text.length).toBeGreaterThan(0)
  })

  test("200 whose text is not 'OK' → MailError not-ok", async () => {
    await fail({ mode: 'text', count: 1, text: 'Queued' })
    const e = await failure(mail.send('contact', contact))
    expect(e).toMatchObject({ kind: 'not-ok', status: 200, text: 'Queued', message: "Erreur lors de l'envoi du formulaire" })
  })

  test('network error → MailError network (status 0)', async () => {
    await fail({ mode: 'network', count: 1 })
    const e = await failure(mail.send('quick', quick))
    expect(e).toBeInstanceOf(MailError)
    expect(e).toMatchObject({ kind: 'network', status: 0 })
    expect((e as MailError).cause).toBeInstanceOf(TypeError)
  })

  test('service down (nothing listening) → network', async () => {
    const down = createEmailJsMail({ ...stack.emailjs, origin: 'http://127.0.0.1:9' })
    expect(await failure(down.send('quick', quick))).toMatchObject({ kind: 'network', status: 0 })
  })

  test('wrong template id → rejected 400 with the EmailJS text', async () => {
    const wrong = createEmailJsMail({ ...stack.emailjs, templateId: 'template_nope' })
    const e = await failure(wrong.send('quick', quick))
    expect(e).toMatchObject({ kind: 'rejected', status: 400 })
    expect((e as MailError).text).toMatch(/template ID is invalid/)
  })

  test('missing public key → config (the SDK refuses before any request)', async () => {
    const none = createEmailJsMail({ ...stack.emailjs, publicKey: '' })
    expect(await failure(none.send('quick', quick))).toMatchObject({ kind: 'config', status: 0 })
  })
})
