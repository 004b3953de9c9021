// The EmailJS-compatible outbox, driven by the real @emailjs/browser SDK (in Node).
import emailjs, { EmailJSResponseStatus } from '@emailjs/browser'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { stack } from './helpers.ts'

const params = {
  name: 'Jeanne Dupont',
  email: 'jeanne@example.fr',
  phone: '06 12 34 56 78',
  address: '34000 Montpellier',
  project_type: 'fissures',
  message: 'Bonjour,\nfissures en façade <b>depuis</b> l’été.',
  preferred_date: 'Non spécifié',
  contact_date: '22/11/2026 10:15:00',
  current_year: '2026',
  form_source: 'Demande de devis rapide',
}

const control = (method: string, body?: unknown) =>
  fetch(`${stack().url}/__outbox/fail`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })

async function messages() {
  const res = await fetch(`${stack().url}/__outbox`)
  return (await res.json()).messages as Array<{
    template_params: Record<string, string>
    service_id: string
    template_id: string
    user_id: string
    lib_version: string
  }>
}

const send = () => emailjs.send(stack().emailjs.serviceId, stack().emailjs.templateId, params)

async function outcome(p: Promise<unknown>) {
  try {
    return { resolved: await p }
  } catch (e) {
    return { rejected: e }
  }
}

beforeAll(async () => {
  // The SDK reads location.pathname on every send (its limitRate key): a browser global, absent in Node.
  vi.stubGlobal('location', new URL('http://localhost/contact'))
  // Only init() redirects the SDK's host: send(…, { origin }) is ignored by @emailjs/browser 4.
  emailjs.init({ publicKey: stack().emailjs.publicKey, origin: stack().emailjs.origin })
  await fetch(`${stack().url}/__outbox`, { method: 'DELETE' })
})
afterEach(async () => {
  await control('DELETE')
})

describe('EmailJS-compatible outbox', () => {
  test('a real SDK send lands in the outbox with every template param', async () => {
    const r = await send()
    expect(r).toBeInstanceOf(EmailJSResponseStatus)
    expect(r).toMatchObject({ status: 200, text: 'OK' })
    const all = await messages()
    const last = all.at(-1)!
    expect(last.template_params).toEqual(params)
    expect(last).toMatchObject({
      service_id: stack().emailjs.serviceId,
      template_id: stack().emailjs.templateId,
      user_id: stack().emailjs.publicKey,
      lib_version: '4.4.1',
    })
  })

  test.each([
    ['service', () => emailjs.send('service_wrong', stack().emailjs.templateId, params), /service ID is invalid/],
    ['template', () => emailjs.send(stack().emailjs.serviceId, 'template_wrong', params), /template ID is invalid/],
    ['public key', () => emailjs.send(stack().emailjs.serviceId, stack().emailjs.templateId, params, { publicKey: 'nope' }), /Public Key is invalid/],
  ])('a wrong %s id → 400 with EmailJS-like text, nothing stored', async (_l, call, text) => {
    const before = (await messages()).length
    const { rejected } = await outcome(call())
    expect(rejected).toBeInstanceOf(EmailJSResponseStatus)
    expect(rejected).toMatchObject({ status: 400 })
    expect((rejected as EmailJSResponseStatus).text).toMatch(text)
    expect((await messages()).length).toBe(before)
  })

  test.each([400, 403, 412, 429, 451, 500, 503])('injected %i reaches the caller as the SDK reports it', async (status) => {
    expect((await control('POST', { mode: status, count: 1 })).status).toBe(200)
    const before = (await messages()).length
    const { rejected } = await outcome(send())
    expect(rejected).toBeInstanceOf(EmailJSResponseStatus)
    expect((rejected as EmailJSResponseStatus).status).toBe(status)
    expect((rejected as EmailJSResponseStatus).text.length).toBeGreaterThan(0)
    expect((await messages()).length).toBe(before)
    // count: 1 → the next send is back to normal
    expect(await send()).toMatchObject({ status: 200, text: 'OK' })
  })

  test("injected 'text': 200 whose text is not OK (the SDK resolves; the site must treat it as a failure)", async () => {
    await control('POST', { mode: 'text', count: 1, text: 'Queued' })
    const { resolved } = await outcome(send())
    expect(resolved).toMatchObject({ status: 200, text: 'Queued' })
  })

  test("injected 'network': the socket is destroyed and the SDK rejects with a TypeError (no status)", async () => {
    await control('POST', { mode: 'network', count: 1 })
    const { rejected } = await outcome(send())
    expect(rejected).toBeInstanceOf(TypeError)
    expect(rejected).not.toHaveProperty('status')
  })

  test('without count the failure lasts until DELETE /__outbox/fail', async () => {
    await control('POST', { mode: 503 })
    expect((await outcome(send())).rejected).toMatchObject({ status: 503 })
    expect((await outcome(send())).rejected).toMatchObject({ status: 503 })
    expect((await (await control('GET')).json()).failure).toMatchObject({ mode: 503, remaining: null })
    await control('DELETE')
    expect(await send()).toMatchObject({ status: 200, text: 'OK' })
  })

  test("delayMs: a slow service — the send waits, then is answered as usual ('OK', stored), or in the mode given", async () => {
    expect((await control('POST', { delayMs: 400, count: 1 })).status).toBe(200)
    const before = (await messages()).length
    let started = performance.now()
    expect(await send()).toMatchObject({ status: 200, text: 'OK' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
    expect(await messages()).toHaveLength(before + 1)
    // count: 1 → the next send is answered at once.
    started = performance.now()
    await send()
    expect(performance.now() - started).toBeLessThan(390)

    await control('POST', { mode: 503, delayMs: 400, count: 1 })
    started = performance.now()
    expect((await outcome(send())).rejected).toMatchObject({ status: 503 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
    expect(await messages()).toHaveLength(before + 2)
  })

  test('DELETE /__outbox/fail lets a delayed send through at once', async () => {
    await control('POST', { delayMs: 60_000, count: 1 })
    const started = performance.now()
    const sent = send()
    // Taken by the send (count 1): the switch is off again while the send waits.
    await vi.waitFor(async () => expect((await (await control('GET')).json()).failure).toBeNull())
    await control('DELETE')
    expect(await sent).toMatchObject({ status: 200, text: 'OK' })
    expect(performance.now() - started).toBeLessThan(30_000)
    expect((await messages()).at(-1)!.template_params).toEqual(params)
  })

  test('bad control requests are refused', async () => {
    expect((await control('POST', { mode: 'explode' })).status).toBe(400)
    expect((await control('POST', { mode: 500, count: 0 })).status).toBe(400)
    for (const delayMs of [0, -5, 1.5, 'soon', 120_001]) expect((await control('POST', { delayMs })).status, String(delayMs)).toBe(400)
    expect((await control('POST', {})).status).toBe(400)
    const noJson = await fetch(`${stack().url}/__outbox/fail`, { method: 'POST', body: 'mode=500' })
    expect(noJson.status).toBe(415)
  })

  test('the form-data variant (sendForm) is accepted too', async () => {
    const s = stack()
    const fd = new FormData()
    fd.append('lib_version', '4.4.1')
    fd.append('user_id', s.emailjs.publicKey)
    fd.append('service_id', s.emailjs.serviceId)
    fd.append('template_id', s.emailjs.templateId)
    fd.append('name', 'Via formulaire')
    const res = await fetch(`${s.url}/api/v1.0/email/send-form`, { method: 'POST', body: fd })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('OK')
    expect((await messages()).at(-1)!.template_params).toEqual({ name: 'Via formulaire' })
  })

  test('CORS preflight from a localhost page is answered', async () => {
    const res = await fetch(`${stack().url}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
  })

  test('the owner page lists messages with every value escaped', async () => {
    await emailjs.send(stack().emailjs.serviceId, stack().emailjs.templateId, {
      name: '<script>alert("x")</script>',
      'evil<key>': '\'"&',
    })
    const res = await fetch(`${stack().url}/__outbox/ui`)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    const html = await res.text()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('evil&lt;key&gt;')
    expect(html).toContain('&#39;&quot;&amp;')
    expect(html).toContain('Jeanne Dupont')
  })
})
