// The full contact form of /contact as a visitor uses it (Testing Library and user-event), its
// island sending with the real EmailJS SDK to the real local outbox, with the toast region beside
// it: what is sent (every template param and default, marketing consent), what the visitor is told
// (toasts, the notice under the form, the fallback), what is kept, the conversion, one e-mail per
// submit while the mail service is slow, validation, axe. The nine failures of the mail service are
// each mapped to MailError by data/mail.test.ts; here one of each kind (no answer, an HTTP error, a
// 200 whose text is not 'OK') proves the form's error path. The page around the form (contact
// details, opening hours, commitments) is checked in the page's HTML (checks/). Each test sends under
// a name of its own.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { frenchText } from '../../../../../scripts/french-typography.mjs'
import { axeViolations } from '../../test/axe'
import { contactDatePattern, enter, expectFallback, fallback, loggedWith, replace, sentNotice } from '../../test/mail-form'
import { cleanupPage, closeToasts, conversions, expectToast, holdToasts, renderInPage } from '../../test/page'
import { failOutbox, messagesFrom, outboxMessages, outboxSwitch, releaseOutbox, resetStack, setOutbox, type OutboxFailure } from '../../test/stack'
import { ContactFormIsland } from './ContactFormIsland'

const success = { title: 'Demande reçue', description: frenchText('Un conseiller vous contactera sous 24-48h.') }
const failure = {
  title: frenchText("Erreur d'envoi"),
  description: frenchText("Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer ou nous contacter directement."),
}
const logged = '[Formulaire de contact] envoi impossible'

type ContactValues = { name: string; email: string; phone: string; address: string; message: string }
const valuesFor = (name: string): ContactValues => ({
  name,
  email: 'paul.roussel@example.fr',
  phone: '04 11 22 33 44',
  address: '12 rue des Lilas, 69003 Lyon',
  message: 'Nous achetons une maison de 1970 et souhaitons un bilan avant la signature.',
})

const form = () => screen.getByRole('form', { name: 'Demande de Renseignements' })
const field = (name: string) => within(form()).getByRole('textbox', { name })
const marketing = () => within(form()).getByRole('checkbox', { name: /recevoir des informations/ })
const terms = () => within(form()).getByRole('checkbox', { name: /conditions d’utilisation/ })
const sendButton = () => within(form()).getByRole('button', { name: 'Envoyer ma demande' })
const projectType = () => within(form()).getByRole('combobox', { name: 'Type de projet' })

let user: UserEvent
let consoleError: MockInstance<typeof console.error>
/** The errors the form logged for a failed send. */
const loggedFailures = () => loggedWith(consoleError, logged)

// A loaded 2-core machine runs these beside other suites: each test fills and sends several times.
vi.setConfig({ testTimeout: 60_000 })

beforeEach(() => {
  user = userEvent.setup({ delay: null })
  consoleError = vi.spyOn(console, 'error')
  renderInPage(<ContactFormIsland />, { title: 'Contactez-nous' })
})

afterEach(async () => {
  consoleError.mockRestore()
  cleanupPage()
  await resetStack()
})

async function chooseProjectType(label: string) {
  await user.selectOptions(projectType(), label)
  expect(projectType()).toHaveDisplayValue(label)
}

/** Enters every field, chooses 'Bilan avant vente' (or `projectTypeLabel`), ticks the terms and, unless told not to, the marketing consent. */
async function fill(values: ContactValues, { marketingConsent = true, projectTypeLabel = 'Bilan avant vente' } = {}) {
  await enter(user, field('Nom complet'), values.name)
  await enter(user, field('Adresse email'), values.email)
  await enter(user, field('Téléphone'), values.phone)
  await enter(user, field('Adresse du bien'), values.address)
  await chooseProjectType(projectTypeLabel)
  await enter(user, field('Votre message'), values.message)
  if (marketingConsent) await user.click(marketing())
  await user.click(terms())
  if (marketingConsent) expect(marketing()).toBeChecked()
  else expect(marketing()).not.toBeChecked()
  expect(terms()).toBeChecked()
}

/** Everything `fill` put in the form is still there. */
function expectKept(values: ContactValues) {
  expect(field('Nom complet')).toHaveValue(values.name)
  expect(field('Adresse email')).toHaveValue(values.email)
  expect(field('Téléphone')).toHaveValue(values.phone)
  expect(field('Adresse du bien')).toHaveValue(values.address)
  expect(projectType()).toHaveDisplayValue('Bilan avant vente')
  expect(field('Votre message')).toHaveValue(values.message)
  expect(marketing()).toBeChecked()
  expect(terms()).toBeChecked()
}

function expectEmpty() {
  for (const name of ['Nom complet', 'Adresse email', 'Téléphone', 'Adresse du bien', 'Votre message']) expect(field(name)).toHaveValue('')
  expect(projectType()).toHaveDisplayValue('Sélectionnez…')
  expect(marketing()).not.toBeChecked()
  expect(terms()).not.toBeChecked()
}

test('the form: a telephone field, a four-row message, and both « Bilan » choices among the project types', async () => {
  expect(field('Téléphone')).toHaveAttribute('type', 'tel')
  expect(field('Votre message')).toHaveAttribute('rows', '4')
  const choices = within(projectType())
    .getAllByRole('option')
    .map((option) => option.textContent)
  expect(choices).toContain('Bilan avant achat')
  expect(choices).toContain('Bilan avant vente')
  // The placeholder is no choice: it is not offered in the list.
  expect(choices).not.toContain('Sélectionnez…')
})

describe('a request sent', () => {
  test('one message with every template param and default; the success toast, the form emptied, its words kept under it once the toast is closed; a conversion', async () => {
    const values = valuesFor('Paul Roussel — envoi complet')
    const conversionsBefore = conversions().length
    await fill(values)
    await user.click(sendButton())
    await expectToast(success)
    expectEmpty()
    expect(fallback()).toBeNull()
    // The emptied form keeps the keyboard where it was: on the button, the notice just below it.
    expect(sendButton()).toHaveFocus()

    await closeToasts(user)
    const notice = sentNotice()!
    expect(within(notice).getByText(success.title)).toBeVisible()
    expect(within(notice).getByText(success.description)).toBeVisible()
    expect(notice).not.toHaveAttribute('role')
    expect(notice.querySelectorAll('[role], [aria-live]')).toHaveLength(0)

    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    const params = messages[0]!.template_params
    expect(Object.keys(params).sort()).toEqual(
      [
        'address',
        'budget_range',
        'contact_date',
        'current_year',
        'email',
        'form_source',
        'marketing_consent',
        'message',
        'name',
        'phone',
        'project_type',
        'timeframe',
      ].sort(),
    )
    expect(params).toMatchObject({
      name: values.name,
      email: values.email,
      phone: values.phone,
      address: values.address,
      project_type: 'expertise-avant-achat',
      budget_range: 'Non renseigné',
      timeframe: 'Non renseigné',
      message: values.message,
      marketing_consent: 'Oui',
      current_year: String(new Date().getFullYear()),
      form_source: 'Formulaire de contact principal',
    })
    expect(params.contact_date).toMatch(contactDatePattern)
    expect(conversions().slice(conversionsBefore)).toEqual([expect.objectContaining({ value: 1, currency: 'EUR' })])
    expect(consoleError).not.toHaveBeenCalled()
  })

  test("marketing consent unticked is sent as 'Non'; « Bilan avant achat » sends the same project type as « Bilan avant vente »", async () => {
    const values = valuesFor('Paul Roussel — sans consentement')
    await fill(values, { marketingConsent: false, projectTypeLabel: 'Bilan avant achat' })
    await user.click(sendButton())
    await expectToast(success)
    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({ marketing_consent: 'Non', project_type: 'expertise-avant-achat' })
  })
})

describe('the mail service fails', () => {
  const modes: OutboxFailure[] = ['network', 429, 'text']

  test(`each kind of failure (${modes.join(', ')}), one after the other: destructive toast, error logged, values kept, fallback; then sent once`, async () => {
    const values = valuesFor('Paul Roussel — échecs puis envoi')
    await fill(values)
    for (const [attempt, mode] of modes.entries()) {
      await failOutbox(mode)
      const conversionsBefore = conversions().length
      await user.click(sendButton())
      await expectToast(failure)
      expectKept(values)
      expectFallback()
      expect(sentNotice()).toBeNull()
      await waitFor(() => expect(loggedFailures(), String(mode)).toHaveLength(attempt + 1))
      expect(loggedFailures().at(-1)![1]).toMatchObject({ name: 'MailError', message: "Erreur lors de l'envoi du formulaire" })
      expect(await messagesFrom(values.name), String(mode)).toEqual([])
      expect(conversions()).toHaveLength(conversionsBefore)
      expect(sendButton()).toBeEnabled()
      await closeToasts(user)
    }

    await releaseOutbox()
    await user.click(sendButton())
    await expectToast(success)
    expectEmpty()
    expect(fallback()).toBeNull()
    const messages = await messagesFrom(values.name)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.template_params).toMatchObject({ name: values.name, project_type: 'expertise-avant-achat', marketing_consent: 'Oui' })
  })
})

test('the mail service slow: the button says « Envoi en cours… » and stays disabled while the request waits; double click, more clicks and Enter send one message', async () => {
  const values = valuesFor('Paul Roussel — service lent')
  await fill(values)
  // The send is held by the outbox until released: the presses below land while it is in flight.
  await setOutbox({ delayMs: 60_000, count: 1 })
  await user.dblClick(sendButton())
  const sending = within(form()).getByRole('button', { name: /Envoi en cours…/ })
  expect(sending).toHaveAttribute('aria-disabled', 'true')
  await user.click(sending)
  await user.keyboard('{Enter}')
  await user.type(field('Adresse du bien'), '{Enter}')
  // The request has reached the service (it took the delay), and the button still says it is sending.
  await waitFor(async () => expect(await outboxSwitch()).toBeNull())
  expect(within(form()).getByRole('button', { name: /Envoi en cours…/ })).toHaveAttribute('aria-disabled', 'true')
  await user.click(sending)

  await releaseOutbox()
  await expectToast(success)
  expect(await messagesFrom(values.name)).toHaveLength(1)
  expect(sendButton()).not.toHaveAttribute('aria-disabled')
})

test('validation: the terms and e-mail messages, each cleared when its own field changes; nothing sent', async () => {
  const before = (await outboxMessages()).length
  const values = valuesFor('Paul Roussel — validation')
  await fill(values)
  await user.click(terms())
  await replace(user, field('Adresse email'), 'paul roussel@example.fr')
  await user.click(sendButton())
  const termsMessage = frenchText("Veuillez accepter les conditions d'utilisation")
  const emailMessage = 'Veuillez entrer une adresse email valide'
  expect(await within(form()).findByText(termsMessage)).toBeVisible()
  expect(within(form()).getByText(emailMessage)).toBeVisible()
  expect(field('Adresse email')).toHaveAttribute('aria-invalid', 'true')

  await user.click(terms())
  await waitFor(() => expect(within(form()).queryByText(termsMessage)).toBeNull())
  expect(within(form()).getByText(emailMessage)).toBeVisible()
  await replace(user, field('Adresse email'), values.email)
  await waitFor(() => expect(within(form()).queryByText(emailMessage)).toBeNull())
  expect(await outboxMessages()).toHaveLength(before)
})

test('axe: no violation when idle, with validation errors, after a failed send and after a successful one', async () => {
  const violations = await axeViolations('idle')
  await user.click(sendButton())
  expect(await within(form()).findByText(frenchText("Veuillez accepter les conditions d'utilisation"))).toBeVisible()
  violations.push(...(await axeViolations('validation errors')))

  await failOutbox(503)
  await fill(valuesFor('Paul Roussel — axe'))
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
