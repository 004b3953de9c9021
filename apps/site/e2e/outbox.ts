// The local stack's EmailJS-compatible outbox, as the journeys that send a form read it. It is shared
// with every journey running beside them and never cleared: a journey reads the messages its own
// senders sent (each sends under a name of its own).
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** The local stack's gateway (LOCAL_STACK_PORT, as the stack itself reads it). */
const STACK = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`

import type { OutboxMessage } from '@expert/local-stack'

export type { OutboxMessage }

/** The outbox's messages whose `name` parameter (the form's name field) is one of `names`, oldest first. */
export async function emailsFrom(request: APIRequestContext, ...names: string[]): Promise<OutboxMessage[]> {
  const response = await request.get(`${STACK}/__outbox`)
  expect(response.ok()).toBe(true)
  const senders = new Set(names)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages.filter((message) => senders.has(message.template_params.name ?? ''))
}
