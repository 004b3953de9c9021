#!/usr/bin/env node
// Start the local stack in the foreground: `npm start -w @expert/local-stack` (or `local-stack`).
// Options: --fresh (in-memory database, seeded, discarded on exit), --port <n>, --verbose.
import { parseArgs } from 'node:util'
import { startLocalStack } from '../src/index.mjs'

const USAGE = `Usage: local-stack [--fresh] [--port <n>] [--data-dir <dir>] [--verbose]
Env: LOCAL_STACK_PORT (54321), DATABASE_URL, LOCAL_STACK_DATA_DIR, LOCAL_STACK_PENDING_LIMIT, LOCAL_STACK_PENDING_TOTAL,
     LOCAL_STACK_OUTBOX_RATE_PER_MINUTE, LOCAL_STACK_EMAILJS_PUBLIC_KEY / _SERVICE_ID / _TEMPLATE_ID, LOCAL_STACK_CORS_ORIGINS,
     LOCAL_STACK_VERBOSE=1`
let args
try {
  ;({ values: args } = parseArgs({
    options: {
      fresh: { type: 'boolean' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }))
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`)
  process.exit(2)
}
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}

let stack
try {
  stack = await startLocalStack({
    fresh: args.fresh ?? false,
    port: args.port ? Number(args.port) : undefined,
    dataDir: args['data-dir'],
    verbose: args.verbose || undefined,
  })
} catch (err) {
  console.error(`[local-stack] could not start: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
console.log(`
Local stack (LOCAL ONLY — demo keys, never use them elsewhere)
  Database          ${stack.database.description}
  Supabase URL      ${stack.url}            (REST: ${stack.restUrl})
  anon key          ${stack.anonKey}
  service_role key  ${stack.serviceKey}
  EmailJS origin    ${stack.emailjs.origin}  publicKey=${stack.emailjs.publicKey} serviceId=${stack.emailjs.serviceId} templateId=${stack.emailjs.templateId}
  Outbox            ${stack.url}/__outbox/ui
  Health            ${stack.url}/__health
  Started in ${s(stack.timings.total)} (database ${s(stack.timings.database)}, migrations ${s(stack.timings.migrations)}, PostgREST ${s(stack.timings.postgrest)})
ready`)

let stopping = false
const shutdown = async (signal) => {
  if (stopping) return
  stopping = true
  console.log(`[local-stack] ${signal}: stopping…`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  await stack.stop()
  console.log('[local-stack] stopped')
  process.exit(0)
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
