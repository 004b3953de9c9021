import type { TestProject } from 'vitest/node'
import { startLocalStack, type LocalStack } from '../src/index.mjs'

export interface ProvidedStack {
  url: string
  restUrl: string
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
    databaseUrl: null,
    quiet: true,
    // The brake is exercised explicitly in rls.test.ts; off by default so the other files don't trip it.
    pendingPerHourLimit: 0,
  })
  project.provide('stack', {
    url: stack.url,
    restUrl: stack.restUrl,
    anonKey: stack.anonKey,
    serviceKey: stack.serviceKey,
    dbUri: stack.database.uri,
    emailjs: stack.emailjs,
  })
  return async () => {
    await stack.stop()
  }
}
