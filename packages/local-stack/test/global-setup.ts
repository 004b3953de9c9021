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
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack
  }
}

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
  })
  project.provide('stack', {
    url: stack.url,
    restUrl: stack.restUrl,
    postgrestUrl: stack.postgrestUrl,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    dbUri: stack.database.uri,
    emailjs: stack.emailjs,
  })
  return async () => {
    await stack.stop()
  }
}
