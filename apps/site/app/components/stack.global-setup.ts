// Global setup of the site's component tests: one real local stack (fresh seeded database, real
// PostgREST, EmailJS-compatible outbox) on the port vitest.components.config.ts built the components
// to call. The spam brake and the outbox's rate limit are off: the tests send many reviews and
// e-mails from one address (their own tests hold those limits).
import type { TestProject } from 'vitest/node'
import { localKeys, startLocalStack } from '@expert/local-stack'

export interface ComponentStack {
  url: string
  serviceKey: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    componentStack: ComponentStack
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.COMPONENT_STACK_PORT)
  const stack = await startLocalStack({ port, fresh: true, databaseUrl: null, quiet: true, pendingPerHourLimit: 0, outboxRatePerMinute: 0 })
  project.provide('componentStack', { url: stack.url, serviceKey: localKeys().serviceKey })
  return () => stack.stop()
}
