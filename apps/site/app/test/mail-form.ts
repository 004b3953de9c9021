// What the site's two mail forms (quick quote, contact) share in their component tests: entering a
// value as a visitor pasting it, the fallback a failed send leaves under the form, the errors the
// form logs, the shape of contact_date.
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, type MockInstance } from 'vitest'
import { siteConfig } from '../site.config'

/** contact_date: '14 mars 2025 à 09:05' (data/quote-payloads.ts). */
export const contactDatePattern = /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/

/** Puts `text` in a field as a visitor pasting it: one change, as Playwright's fill made it. Returns what the field then holds. */
export async function enter(user: UserEvent, element: HTMLElement, text: string): Promise<string> {
  await user.click(element)
  await user.paste(text)
  return (element as HTMLInputElement | HTMLTextAreaElement).value
}

/**
 * Replaces what a field holds with `text`, as a visitor selecting its content and pasting over it
 * (emptying it when `text` is ''); returns what the field then holds (a single-line field drops
 * line breaks). One change, not two: each change re-renders the whole form, the dearest step of
 * the forms' tests (clearing first, then pasting, cost a render more per field).
 */
export async function replace(user: UserEvent, element: HTMLElement, text: string): Promise<string> {
  const field = element as HTMLInputElement | HTMLTextAreaElement
  if (text === '') {
    if (field.value === '') field.focus()
    else await user.clear(field)
  } else {
    field.focus()
    // user-event follows select() (it tracks the selection it pastes over).
    field.select()
    await user.paste(text)
  }
  return field.value
}

/** The sentence a failed send leaves under the form (found by its test id: the no-script panel has the same one). */
export const fallback = () => screen.queryByTestId('form-fallback')

/** The success toast's words kept under the form after a send. */
export const sentNotice = () => screen.queryByTestId('form-sent')

/** The fallback is shown, with the phone and the e-mail as working links. */
export function expectFallback() {
  const sentence = fallback()
  expect(sentence, 'the fallback under the form').toBeVisible()
  expect(within(sentence!).getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', siteConfig.phone.href)
  expect(within(sentence!).getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`)
}

/** The calls of console.error (spied on) whose message starts with `prefix`: '[<form label>] envoi impossible'. */
export const loggedWith = (consoleError: MockInstance<typeof console.error>, prefix: string) =>
  consoleError.mock.calls.filter(([first]) => typeof first === 'string' && first.startsWith(prefix))

/** Forgets the requests made so far (the browser's resource timing buffer; it holds 250 entries). */
export const forgetRequests = () => performance.clearResourceTimings()

/** The requests the page made to the mail service since `forgetRequests()`, as the browser recorded them. */
export const mailRequests = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/v1.0/email/send')).length
