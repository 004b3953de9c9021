// The local stack as the journeys read it beside the site: its gateway (LOCAL_STACK_PORT, as the stack
// itself reads it) and its EmailJS-compatible outbox. The outbox is shared with every journey running
// beside them and never cleared: a journey reads the messages its own senders sent (each sends under
// a name of its own).
import type { APIRequestContext } from '@playwright/test'
import type { OutboxMessage } from '@expert/local-stack'
import { expect } from './fixtures'

export type { OutboxMessage }

/** The local stack's port and gateway. */
export const STACK_PORT = process.env.LOCAL_STACK_PORT ?? '54321'
export const STACK = `http://127.0.0.1:${STACK_PORT}`

/** The outbox's messages whose `name` parameter (the form's name field) is one of `names`, oldest first. */
export async function emailsFrom(request: APIRequestContext, ...names: string[]): Promise<OutboxMessage[]> {
  const response = await request.get(`${STACK}/__outbox`)
  expect(response.ok()).toBe(true)
  const senders = new Set(names)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages.filter((message) => senders.has(message.template_params.name ?? ''))
}
