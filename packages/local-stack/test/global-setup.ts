import type { TestProject } from 'vitest/node'
import { startLocalStack, type LocalStack } from '../src/index.mjs'

export interface ProvidedStack {
  url: string
  restUrl: string
  postgrestUrl: string
  anonKey: string
  serviceKey: string
  dbUri: string
  emailjs: LocalStack['emailjs']
  requestTimeoutMs: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack
  }
}

const REQUEST_TIMEOUT_MS = 4000

export default async function setup(project: TestProject) {
  const stack = await startLocalStack({
    port: 0,
    fresh: true,
    // LOCAL_STACK_TEST_DATABASE_URL: run the suite against a real PostgreSQL (an empty database;
    // PostgREST then uses 10 connections, as on hosted Supabase) instead of PGlite.
    databaseUrl: process.env.LOCAL_STACK_TEST_DATABASE_URL || null,
    quiet: true,
    // The brake is exercised explicitly in spam-brake.test.ts; off by default so the other files don't trip it.
    pendingPerHourLimit: 0,
    // Likewise the outbox's rate limit (hostile-requests.test.ts runs a gateway of its own with it on).
    outboxRatePerMinute: 0,
    // The deadline for a whole request, shorter than the 10 s default so that hostile-requests.test.ts
    // waits seconds, not tens of seconds, for the slow senders' 408.
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  })
  project.provide('stack', {
    url: stack.url,
    restUrl: stack.restUrl,
    postgrestUrl: stack.postgrestUrl,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    dbUri: stack.database.uri,
    emailjs: stack.emailjs,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  })
  return async () => {
    await stack.stop()
  }
}
