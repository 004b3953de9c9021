// Vitest global setup of the site's unit project: one real local stack (fresh database, seeded;
// real PostgREST; EmailJS-compatible outbox) on a free port for the data-adapter tests. The spam
// brake keeps the migration's production settings (3 pending reviews per client address per hour):
// tests that send more reviews send them from their own loopback addresses.
import type { TestProject } from 'vitest/node'
import { startLocalStack } from '@expert/local-stack'

export interface ProvidedLocalStack {
  url: string
  anonKey: string
  serviceKey: string
  emailjs: { origin: string; publicKey: string; serviceId: string; templateId: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: ProvidedLocalStack
  }
}

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({ port: 0, fresh: true, databaseUrl: null, quiet: true })
  project.provide('localStack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    emailjs: stack.emailjs,
  })
  return () => stack.stop()
}
