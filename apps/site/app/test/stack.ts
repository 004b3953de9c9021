// Component tests' side of the local stack (app/components/stack.global-setup.ts): read the outbox,
// set and clear the failure switches of the outbox and of the reviews API, and moderate as the owner
// (service key). Runs in the browser, against the same stack the components call. The component-test
// files run one at a time: a test sets a switch for itself and clears it after (resetStack).
import { inject } from 'vitest'

const stack = inject('componentStack')

export const stackUrl = stack.url

import type { OutboxMessage } from '@expert/local-stack'

export type { OutboxMessage }

const control = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${stack.url}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/** Every message the outbox holds, oldest first. */
export const outboxMessages = async () => ((await control('/__outbox')) as { messages: OutboxMessage[] }).messages

/** The outbox's messages sent with this name (each test sends under a name of its own). */
export const messagesFrom = async (name: string) => (await outboxMessages()).filter((message) => message.template_params.name === name)

export type OutboxFailure = 'network' | 400 | 403 | 412 | 429 | 451 | 500 | 503 | 'text'

/** The next `count` sends (every send when omitted) fail in this way, as EmailJS can. */
export const failOutbox = (mode: OutboxFailure, count?: number) =>
  control('/__outbox/fail', { method: 'POST', body: JSON.stringify({ mode, ...(mode === 'text' ? { text: 'Pas OK' } : {}), ...(count ? { count } : {}) }) })

export type RestFailure = 'network' | 'hang' | number

/** The next `count` calls of the reviews API (of one method, when given) fail in this way. */
export const failRest = (mode: RestFailure, options: { count?: number; method?: 'GET' | 'HEAD' | 'POST' } = {}) =>
  control('/__rest/fail', { method: 'POST', body: JSON.stringify({ mode, ...options }) })

/** Both switches off: every call answers again. */
export async function resetStack() {
  await control('/__outbox/fail', { method: 'DELETE' })
  await control('/__rest/fail', { method: 'DELETE' })
}

/** The owner's access to the reviews table (service role): what the moderation CLI does. */
export async function asOwner(path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.serviceKey, Authorization: `Bearer ${stack.serviceKey}`, 'Content-Type': 'application/json', ...init.headers },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /rest/v1/${path}: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as unknown
}

export type OutboxSwitch = {
  /** How the sends fail; omitted with `delayMs`: they succeed ('OK', stored), late. */
  mode?: OutboxFailure
  /** The text of the answer (mode 'text': a 200 whose text is not 'OK', e.g. '', 'ok', JSON). */
  text?: string
  /** The next `count` sends; every send when omitted (until resetStack). */
  count?: number
  /** Each send waits this long before it is answered (a slow mail service); resetStack lets them through at once. */
  delayMs?: number
}

/** The outbox's failure switch with every option: a mode, the text of its answer, a delay. */
export const setOutbox = (spec: OutboxSwitch) => control('/__outbox/fail', { method: 'POST', body: JSON.stringify(spec) })

/** The outbox's switch off: every send answers again, and the sends it was delaying go through now. */
export const releaseOutbox = () => control('/__outbox/fail', { method: 'DELETE' })

/** The outbox's switch as it stands (null when off, or once its `count` sends have taken it). */
export const outboxSwitch = async () => ((await control('/__outbox/fail')) as { failure: (OutboxSwitch & { remaining: number | null }) | null }).failure

/** How many messages the outbox holds (`total`), and its newest `last` messages, oldest first: cheap where the outbox holds large ones. */
export const outboxTail = async (last = 1) => (await control(`/__outbox?last=${last}`)) as { messages: OutboxMessage[]; total: number }
