// The quick quote form as a visitor uses it (Testing Library and user-event), its island sending with
// the real EmailJS SDK to the real local outbox, with the toast region beside it: what is sent
// (every template param and default), what the visitor is told (toasts, the notice under the form,
// the fallback), what is kept, the conversion, the honeypot, one e-mail per submit, validation, axe.
// The nine failures of the mail service are each mapped to MailError by data/mail.test.ts; here one
// of each kind (no answer, an HTTP error, a 200 whose text is not 'OK', and malformed answers)
// proves the form's error path. Each test sends under a name of its own.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { frenchText } from '../../../../../scripts/french-typography.mjs'
import { axeViolations } from '../../test/axe'
import { contactDatePattern, enter, expectFallback, fallback, forgetRequests, loggedWith, mailRequests, sentNotice } from '../../test/mail-form'
import { cleanupPage, closeToasts, conversions, expectToast, holdToasts, renderInPage } from '../../test/page'
import { failOutbox, messagesFrom, outboxMessages, outboxSwitch, releaseOutbox, resetStack, setOutbox, type OutboxFailure } from '../../test/stack'
import { QuickQuoteFormIsland } from './QuickQuoteFormIsland'

const success = {
  title: 'Demande envoyée',
  description: frenchText('Votre demande de devis a été envoyée avec succès. Nous vous contacterons dans les 24h ouvrées.'),
}
const failure = {
  title: frenchText("Erreur d'envoi"),
  description: frenchText('Une erreur est survenue. Veuillez réessayer ou nous contacter directement.'),
}
const logged = '[Demande de devis rapide] envoi impossible'

type QuickValues = { name: string; email: string; phone: string; address: string; message: string }
const valuesFor = (name: string): QuickValues => ({
  name,
  email: 'jeanne.martin@example.fr',
  phone: '06 12 34 56 78',
  address: '34000 Montpellier',
  message: 'Des fissures en escalier sont apparues sur la façade cet été.',
})

const field = (name: string) => screen.getByRole('textbox', { name })
const terms = () => screen.getByRole('checkbox', { name: /conditions d’utilisation/ })
const sendButton = () => screen.getByRole('button', { name: 'Envoyer ma demande' })
const projectType = () => screen.getByRole('combobox', { name: 'Type de projet' })
const dateField = () => screen.getByLabelText<HTMLInputElement>('Date souhaitée')

let user: UserEvent
let consoleError: MockInstance<typeof console.error>
/** The errors the form logged for a failed send. */
const loggedFailures = () => loggedWith(consoleError, logged)

// A loaded 2-core machine runs these beside other suites: each test fills and sends several times.
vi.setConfig({ testTimeout: 60_000 })

beforeEach(() => {
  // Keys follow each other without a pause (the form reacts to each at once): typing is not what is timed.
  user = userEvent.setup({ delay: null })
  consoleError = vi.spyOn(console, 'error')
  renderInPage(<QuickQuoteFormIsland />)
})

afterEach(async () => {
  consoleError.mockRestore()
  cleanupPage()
  await resetStack()
})

/** Enters the required fields (and the optional ones: address, project type, date, message) and ticks the terms. */
async function fill(values: QuickValues, { withOptional = true } = {}) {
  await enter(user, field('Nom complet'), values.name)
  await enter(user, field('Adresse email'), values.email)
  await enter(user, field('Téléphone'), values.phone)
  if (withOptional) {
    await enter(user, field('Ville ou code postal'), values.address)
    await user.selectOptions(projectType(), 'Expertise fissures')
    // A native date field: user-event enters its ISO value (the browser's own keys are pressed in e2e/keyboard.spec.ts).
    await user.type(dateField(), '2031-03-17')
    await enter(user, field('Votre message'), values.message)
  }
  await user.click(terms())
  expect(terms()).toBeChecked()
}

/** Everything `fill` put in the form is still there. */
function expectKept(values: QuickValues) {
  expect(field('Nom complet')).toHaveValue(values.name)
  expect(field('Adresse email')).toHaveValue(values.email)
  expect(field('Téléphone')).toHaveValue(values.phone)
  expect(field('Ville ou code postal')).toHaveValue(values.address)
  expect(projectType()).toHaveDisplayValue('Expertise fissures')
  expect(dateField()).toHaveValue('2031-03-17')
  expect(field('Votre message')).toHaveValue(values.message)
  expect(terms()).toBeChecked()
}

function expectEmpty() {
  for (const name of ['Nom complet', 'Adresse email', 'Téléphone', 'Ville ou code postal', 'Votre message']) expect(field(name)).toHaveValue('')
  expect(projectType()).toHaveDisplayValue('Sélectionnez…')
  expect(dateField()).toHaveValue('')
  expect(terms()).not.toBeChecked()
}

/**
 * Sends the filled form once: the failure toast, every value kept, the fallback, one more error
 * logged (a MailError), nothing in the outbox, no conversion; then closes the toast.
 */
async function sendAndFail(values: QuickValues, attempt: number, what: string) {
  const conversionsBefore = conversions().length
  await user.click(sendButton())
  await expectToast(failure)
  expectKept(values)
  expectFallback()
  expect(sentNotice()).toBeNull()
  await waitFor(() => expect(loggedFailures(), what).toHaveLength(attempt))
  expect(loggedFailures().at(-1)![1]).toMatchObject({ name: 'MailError', message: "Erreur lors de l'envoi du formulaire" })
  expect(await messagesFrom(values.name), what).toEqual([])
  expect(conversions()).toHaveLength(conversionsBefore)
  expect(sendButton()).toBeEnabled()
  await closeToasts(user)
}

describe('a request sent', () => {
  test('one message with every template param; the success toast, the form emptied, its words kept under it once the toast is closed; a conversion', async () => {
    const values = valuesFor('Jeanne Martin — envoi complet')
    const conversionsBefore = conversions().length
    await fill(values)
    forgetRequests()
    await user.click(sendButton())
    await expectToast(success)
    await waitFor(() => expect(mailRequests()).toBe(1))
    expectEmpty()
    expect(fallback()).toBeNull()

    // For the visitor who looked away while the toast showed: its words stay under the form,
    // not announced a second time.
    await closeToasts(user)
    const notice = sentNotice()!
    expect(within(notice).getByText(success.title)).toBeVisible()
    expect(within(notice).getByText(success.description)).toBeVisible()
    expect(notice).not.toHaveAttribute('role')
    expect(notice.querySelectorAll('[role], [aria-live]')).toHaveLength(0)

    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message!.service_id).toBe('service_local')
    expect(message!.template_id).toBe('template_local')
    const params = message!.template_params
    expect(Object.keys(params).sort()).toEqual(
      ['address', 'contact_date', 'current_year', 'email', 'form_source', 'message', 'name', 'phone', 'preferred_date', 'project_type'].sort(),
    )
    expect(params).toMatchObject({
      name: values.name,
      email: values.email,
      phone: values.phone,
      address: values.address,
      project_type: 'fissures',
      message: values.message,
      preferred_date: 'lundi 17 mars 2031',
      current_year: String(new Date().getFullYear()),
      form_source: 'Demande de devis rapide',
    })
    expect(params.contact_date).toMatch(contactDatePattern)
    expect(conversions().slice(conversionsBefore)).toEqual([expect.objectContaining({ value: 1, currency: 'EUR' })])
    expect(consoleError).not.toHaveBeenCalled()
  })

  test("the optional fields left empty are sent as 'Non renseigné' and 'Non spécifié'", async () => {
    const values = valuesFor('Jeanne Martin — champs facultatifs vides')
    await fill(values, { withOptional: false })
    await user.click(sendButton())
    await expectToast(success)
    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({
      phone: values.phone,
      address: 'Non renseigné',
      project_type: 'Non spécifié',
      preferred_date: 'Non spécifié',
      message: '',
      form_source: 'Demande de devis rapide',
    })
  })

  test('a filled honeypot (a bot) is told it was sent, the form empties, nothing is sent and no conversion', async () => {
    const values = valuesFor('Robot — piège rempli')
    const conversionsBefore = conversions().length
    const before = (await outboxMessages()).length
    await fill(values, { withOptional: false })
    // Invisible to people and to assistive technologies: a bot fills it.
    const honeypot = screen.getByLabelText('Site web')
    honeypot.focus()
    await user.keyboard('http://spam.example')
    expect(honeypot).toHaveValue('http://spam.example')
    await user.click(sendButton())
    await expectToast(success)
    expectEmpty()
    expect(await outboxMessages()).toHaveLength(before)
    expect(conversions()).toHaveLength(conversionsBefore)
  })
})

describe('the mail service fails', () => {
  const modes: OutboxFailure[] = ['network', 500, 'text']

  test(`each kind of failure (${modes.join(', ')}), one after the other: destructive toast, error logged, values kept, fallback; then sent once; a later failure takes the success notice away`, async () => {
    // One visitor who keeps trying on the same form: each failure also proves the previous one left it usable.
    const values = valuesFor('Jeanne Martin — échecs puis envoi')
    await fill(values)
    for (const [attempt, mode] of modes.entries()) {
      await failOutbox(mode)
      await sendAndFail(values, attempt + 1, String(mode))
    }

    // The service is back: the same values go out once, and only once.
    await releaseOutbox()
    await user.click(sendButton())
    await expectToast(success)
    expectEmpty()
    expect(fallback()).toBeNull()
    expect(sentNotice()).toBeVisible()
    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({ name: values.name, project_type: 'fissures', preferred_date: 'lundi 17 mars 2031' })
    expect(conversions().at(-1)).toMatchObject({ value: 1, currency: 'EUR' })

    // A second request that fails: the first one's success notice does not stay to contradict it.
    await closeToasts(user)
    await fill(values)
    await failOutbox('network')
    await user.click(sendButton())
    await expectToast(failure)
    expectFallback()
    expect(sentNotice()).toBeNull()
    expect(await messagesFrom(values.name)).toHaveLength(1)
  })

  test("malformed answers (an empty 200, 'ok', the JSON of a success): each a failure, values kept, no conversion; then one e-mail", async () => {
    const values = valuesFor('Jeanne Martin — réponses malformées')
    await fill(values)
    const answers = ['', 'ok', '{"status":200,"text":"OK"}']
    for (const [attempt, text] of answers.entries()) {
      await setOutbox({ mode: 'text', text, count: 1 })
      await sendAndFail(values, attempt + 1, JSON.stringify(text))
      expect(loggedFailures().at(-1)![1]).toMatchObject({ kind: 'not-ok', status: 200, text })
    }
    await user.click(sendButton())
    await expectToast(success)
    expect(await messagesFrom(values.name)).toHaveLength(1)
  })
})

describe('one e-mail per request', () => {
  test('double click, Enter and more presses while the mail service is slow: the button says it is sending and stays disabled; one message', async () => {
    const values = valuesFor('Jeanne Martin — double clic')
    await fill(values, { withOptional: false })
    // The send is held by the outbox until released: the presses below land while it is in flight.
    await setOutbox({ delayMs: 60_000, count: 1 })
    await user.dblClick(sendButton())
    const sending = screen.getByRole('button', { name: /Envoi…/ })
    expect(sending).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Enter}')
    await user.click(sending)
    await user.type(field('Téléphone'), '{Enter}')
    // The request has reached the service (it took the delay) and the button still says it is sending.
    await waitFor(async () => expect(await outboxSwitch()).toBeNull())
    expect(screen.getByRole('button', { name: /Envoi…/ })).toHaveAttribute('aria-disabled', 'true')

    await releaseOutbox()
    await expectToast(success)
    expect(await messagesFrom(values.name)).toHaveLength(1)
    expect(sendButton()).not.toHaveAttribute('aria-disabled')
  })
})

describe('validation', () => {
  test('the terms and e-mail messages, each cleared when its own field changes; nothing sent; axe with the errors shown', async () => {
    const before = (await outboxMessages()).length
    await enter(user, field('Nom complet'), 'Jeanne Martin — validation')
    await enter(user, field('Téléphone'), '06 12 34 56 78')
    await enter(user, field('Adresse email'), 'jeanne@exemple')
    await user.click(sendButton())
    const termsMessage = frenchText("Veuillez accepter les conditions d'utilisation")
    const emailMessage = 'Veuillez entrer une adresse email valide'
    expect(await screen.findByText(termsMessage)).toBeVisible()
    expect(screen.getByText(emailMessage)).toBeVisible()
    expect(field('Adresse email')).toHaveAttribute('aria-invalid', 'true')
    expect(await axeViolations('validation errors')).toEqual([])

    await user.click(terms())
    await waitFor(() => expect(screen.queryByText(termsMessage)).toBeNull())
    expect(screen.getByText(emailMessage)).toBeVisible()
    await user.type(field('Adresse email'), '.fr')
    await waitFor(() => expect(screen.queryByText(emailMessage)).toBeNull())
    expect(field('Adresse email')).not.toHaveAttribute('aria-invalid', 'true')
    expect(await outboxMessages()).toHaveLength(before)
  })

  test('a past date: not offered (min is today), refused on send with its French message, cleared by a new date; nothing sent', async () => {
    const before = (await outboxMessages()).length
    const now = new Date()
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    expect(dateField()).toHaveAttribute('min', today)
    await fill(valuesFor('Jeanne Martin — date passée'), { withOptional: false })
    await user.type(dateField(), '2020-01-01')
    await user.click(sendButton())
    const message = frenchText('Veuillez choisir une date à partir d’aujourd’hui')
    expect(await screen.findByText(message)).toBeVisible()
    expect(dateField()).toHaveAttribute('aria-invalid', 'true')
    expect(dateField()).toHaveAccessibleDescription(/^Facultatif.* Veuillez choisir une date à partir d.aujourd.hui$/)
    await waitFor(() => expect(dateField()).toHaveFocus())
    await user.clear(dateField())
    await user.type(dateField(), today)
    await waitFor(() => expect(screen.queryByText(message)).toBeNull())
    expect(dateField()).not.toHaveAttribute('aria-invalid')
    expect(await outboxMessages()).toHaveLength(before)
  })
})

test('axe: no violation when idle, after a failed send and after a successful one', async () => {
  const violations = await axeViolations('idle')
  const values = valuesFor('Jeanne Martin — axe')
  await failOutbox(500)
  await fill(values)
  await user.click(sendButton())
  await expectToast(failure)
  await holdToasts(user)
  violations.push(...(await axeViolations('send error')))
  await expectToast(failure)

  await releaseOutbox()
  await user.click(sendButton())
  await expectToast(success)
  await holdToasts(user)
  violations.push(...(await axeViolations('success')))
  // Measured with the toast shown.
  await expectToast(success)
  expect(violations).toEqual([])
})
