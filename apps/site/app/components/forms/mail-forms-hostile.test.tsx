// Hostile input through the two mail forms (fast-check, fixed seeds; app/test/hostile-text.ts): XSS
// payloads, SQL-looking text, control characters, bidi overrides, emoji, blank look-alikes and a
// 100,000-character message entered in every text field, e-mail included, then sent to the real
// outbox. For each submission: a refusal shows exactly the French messages the values call for,
// keeps every value and sends nothing; an accepted request empties the form and reaches the outbox
// once, exactly as typed (trimmed). Nothing typed ever runs (traps) or becomes markup.
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent, type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { armTraps, contactRecord, hundredThousand, injected, quickRecord, sample, type MailRecord } from '../../test/hostile-text'
import { replace } from '../../test/mail-form'
import { cleanupPage, renderInPage } from '../../test/page'
import { outboxTail } from '../../test/stack'
import { ContactFormIsland } from './ContactFormIsland'
import { QuickQuoteFormIsland } from './QuickQuoteFormIsland'

// How many submissions each test makes (× 5 generated fields), as the browser drills made.
const QUICK_RUNS = 18
const CONTACT_RUNS = 16

type Kind = 'quick' | 'contact'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const mailMessages = {
  name: 'Veuillez indiquer votre nom',
  emailRequired: 'Veuillez indiquer votre adresse email',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  phone: 'Veuillez indiquer votre numéro de téléphone',
  address: 'Veuillez indiquer l’adresse du bien (ville ou code postal)',
  message: 'Veuillez décrire votre demande',
}

/** The messages the form must show for what its fields hold (behaviour §5). */
function mailErrors(typed: MailRecord, kind: Kind): string[] {
  const errors: string[] = []
  if (typed.name.trim() === '') errors.push(mailMessages.name)
  const email = typed.email.trim()
  if (email === '') errors.push(mailMessages.emailRequired)
  else if (!EMAIL_PATTERN.test(email)) errors.push(mailMessages.emailInvalid)
  if (typed.phone.trim() === '') errors.push(mailMessages.phone)
  if (kind === 'contact' && typed.address.trim() === '') errors.push(mailMessages.address)
  if (kind === 'contact' && typed.message.trim() === '') errors.push(mailMessages.message)
  return errors
}

const labels = (kind: Kind): Record<keyof MailRecord, string> => ({
  name: 'Nom complet',
  email: 'Adresse email',
  phone: 'Téléphone',
  address: kind === 'quick' ? 'Ville ou code postal' : 'Adresse du bien',
  message: 'Votre message',
})

const fields = Object.keys(labels('quick')) as (keyof MailRecord)[]
const textbox = (name: string) => screen.getByRole('textbox', { name })
const terms = () => screen.getByRole('checkbox', { name: /conditions d’utilisation/ })
const sendButton = () => screen.getByRole('button', { name: 'Envoyer ma demande' })

let user: UserEvent
let consoleError: MockInstance<typeof console.error>
let traps: ReturnType<typeof armTraps>

// Up to seventeen fills and sends a test, on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 })

beforeEach(() => {
  user = userEvent.setup({ delay: null })
  consoleError = vi.spyOn(console, 'error')
  traps = armTraps()
})

afterEach(() => {
  traps.disarm()
  consoleError.mockRestore()
  cleanupPage()
})

/**
 * One submission: enters the five fields (what each then holds is what was typed: a single-line
 * field drops line breaks, an e-mail field its outer white space), submits, and checks the outcome —
 * refused with exactly the expected messages, every value kept and nothing sent; or sent once,
 * exactly as typed (trimmed), and the form emptied. `before`: how many messages the outbox holds
 * (the test's running count: only this test sends while it runs). Returns whether it was sent.
 */
async function submit(kind: Kind, record: MailRecord, before: number): Promise<boolean> {
  const label = labels(kind)
  const typed = {} as MailRecord
  for (const key of fields) typed[key] = await replace(user, textbox(label[key]), record[key])
  const projectType = screen.getByRole('combobox', { name: 'Type de projet' })
  if (kind === 'contact' && (projectType as HTMLSelectElement).value === '') await user.selectOptions(projectType, 'Expertise fissures')
  if (!(terms() as HTMLInputElement).checked) await user.click(terms())
  const what = JSON.stringify(typed).slice(0, 400)

  const expected: Record<string, string> = {
    form_source: kind === 'quick' ? 'Demande de devis rapide' : 'Formulaire de contact principal',
    name: typed.name.trim(),
    email: typed.email.trim(),
    phone: typed.phone.trim(),
    address: kind === 'quick' ? typed.address.trim() || 'Non renseigné' : typed.address.trim(),
    message: typed.message.trim(),
  }
  const errors = mailErrors(typed, kind)
  await user.click(sendButton())

  if (errors.length > 0) {
    for (const message of errors) expect(await screen.findByText(message), `${message} — ${what}`).toBeVisible()
    for (const message of Object.values(mailMessages).filter((m) => !errors.includes(m))) expect(screen.queryByText(message), `${message} — ${what}`).toBeNull()
    for (const key of fields) expect(textbox(label[key]), what).toHaveValue(typed[key])
    expect(terms()).toBeChecked()
    // Not sending (the button would say so) and nothing sent.
    expect(sendButton()).not.toHaveAttribute('aria-disabled')
    expect((await outboxTail(0)).total, what).toBe(before)
    return false
  }
  // Sent: the form empties itself once the mail service has answered 'OK'.
  await waitFor(() => expect(textbox(label.name), what).toHaveValue(''))
  // One e-mail for this submit, and it holds exactly what was typed.
  const { total, messages } = await outboxTail(1)
  expect(total, `one e-mail per submit — ${what}`).toBe(before + 1)
  expect(messages[0]!.template_params).toMatchObject(expected)
  return true
}

describe('hostile input through the mail forms (fast-check)', () => {
  for (const { kind, runs, offset, records, Island, big } of [
    {
      kind: 'quick' as const,
      runs: QUICK_RUNS,
      offset: 1,
      records: quickRecord,
      Island: QuickQuoteFormIsland,
      big: { name: 'Jeanne Martin', email: 'jeanne.martin@example.fr', phone: '06 12 34 56 78', address: '' },
    },
    {
      kind: 'contact' as const,
      runs: CONTACT_RUNS,
      offset: 2,
      records: contactRecord,
      Island: ContactFormIsland,
      big: { name: 'Paul Roussel', email: 'paul.roussel@example.fr', phone: '04 11 22 33 44', address: '69003 Lyon' },
    },
  ]) {
    test(`${kind} form: ${runs} submissions × 5 generated fields, then a 100,000-character message; what reaches the outbox is what was typed`, async () => {
      renderInPage(<Island />)
      const start = (await outboxTail(0)).total
      let sent = 0
      for (const record of sample(records, runs, offset)) if (await submit(kind, record, start + sent)) sent++
      // Both outcomes were exercised, and many generated values went all the way to the outbox.
      expect(sent).toBeGreaterThanOrEqual(runs / 3)
      expect(sent).toBeLessThan(runs)

      expect(await submit(kind, { ...big, message: hundredThousand(10 + offset) }, start + sent)).toBe(true)
      sent++
      const region = await screen.findByRole('region', { name: 'Notifications' })
      expect(within(region).getAllByText(kind === 'quick' ? 'Demande envoyée' : 'Demande reçue')[0]).toBeVisible()

      expect((await outboxTail(0)).total).toBe(start + sent)
      expect(traps.sprung(), 'a payload ran').toEqual([])
      expect(injected(), 'markup made of typed text').toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})
