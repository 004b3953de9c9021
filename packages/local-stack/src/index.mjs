// Programmatic API of the local stack: real Postgres (PGlite or DATABASE_URL) + the real PostgREST
// behind a Supabase-shaped gateway, plus an EmailJS-compatible outbox, in one process.
import path from 'node:path'
import { DEFAULT_DATA_DIR, DEFAULT_PORT, LOCAL_JWT_SECRET, emailjsFromEnv, localKeys } from './config.mjs'
import { openDatabase } from './database.mjs'
import { createGateway } from './gateway.mjs'
import { migrate } from './migrate.mjs'
import { startPostgrest } from './postgrest.mjs'

export { LOCAL_EMAILJS, LOCAL_JWT_SECRET, DEFAULT_PORT, localKeys, signJwt } from './config.mjs'

/**
 * Start the whole stack. Resolves once the REST API answers.
 *
 * @param {import('./index.d.mts').LocalStackOptions} [options]
 * @returns {Promise<import('./index.d.mts').LocalStack>}
 */
export async function startLocalStack(options = {}) {
  const env = process.env
  const t0 = performance.now()
  const quiet = options.quiet ?? false
  const log = options.log ?? ((m) => (quiet ? undefined : console.log(`[local-stack] ${m}`)))
  const port = options.port ?? (env.LOCAL_STACK_PORT ? Number(env.LOCAL_STACK_PORT) : DEFAULT_PORT)
  const host = options.host ?? '127.0.0.1'
  const databaseUrl = options.databaseUrl === undefined ? env.DATABASE_URL || undefined : options.databaseUrl || undefined
  const dataDir = options.fresh ? null : path.resolve(options.dataDir ?? env.LOCAL_STACK_DATA_DIR ?? DEFAULT_DATA_DIR)
  const keys = localKeys(LOCAL_JWT_SECRET)
  const emailjs = { ...emailjsFromEnv(env), ...options.emailjs }
  const pendingLimit = options.pendingPerHourLimit ?? (env.LOCAL_STACK_PENDING_LIMIT ? Number(env.LOCAL_STACK_PENDING_LIMIT) : undefined)
  const pendingTotal = options.pendingTotalLimit ?? (env.LOCAL_STACK_PENDING_TOTAL ? Number(env.LOCAL_STACK_PENDING_TOTAL) : undefined)
  const watchdogMs = options.databaseWatchdogMs ?? (env.LOCAL_STACK_DB_WATCHDOG_MS ? Number(env.LOCAL_STACK_DB_WATCHDOG_MS) : undefined)
  const extraOrigins = (env.LOCAL_STACK_CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

  // Bind the public port first: a busy port fails in milliseconds, not after the database start.
  const gateway = createGateway({
    keys,
    emailjs,
    extraOrigins,
    log,
    outboxMaxMessages: options.outboxMaxMessages,
    outboxMaxBytes: options.outboxMaxBytes,
    outboxRatePerMinute: options.outboxRatePerMinute ?? (env.LOCAL_STACK_OUTBOX_RATE_PER_MINUTE ? Number(env.LOCAL_STACK_OUTBOX_RATE_PER_MINUTE) : undefined),
    outboxBurst: options.outboxBurst,
    requestTimeoutMs: options.requestTimeoutMs,
  })
  const actualPort = await gateway.listen(port, host)
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`

  /** @type {Awaited<ReturnType<typeof openDatabase>> | null} */
  let database = null
  /** @type {Awaited<ReturnType<typeof startPostgrest>> | null} */
  let postgrest = null
  const timings = { database: 0, migrations: 0, postgrest: 0, total: 0 }
  try {
    let t = performance.now()
    database = await openDatabase({ databaseUrl, dataDir, log, watchdogMs })
    timings.database = Math.round(performance.now() - t)

    t = performance.now()
    const { applied, seeded } = await migrate(database.pool, { log, seed: options.seed ?? true })
    await applySpamBrake(database.pool, pendingLimit, pendingTotal)
    timings.migrations = Math.round(performance.now() - t)
    if (applied.length) log(`applied migrations: ${applied.join(', ')}${seeded ? ' + seed.sql' : ''}`)

    t = performance.now()
    postgrest = await startPostgrest({
      dbUri: database.uri,
      jwtSecret: LOCAL_JWT_SECRET,
      embedded: database.kind === 'pglite',
      log,
      verbose: options.verbose ?? env.LOCAL_STACK_VERBOSE === '1',
    })
    timings.postgrest = Math.round(performance.now() - t)
    gateway.setBackend({ postgrestUrl: postgrest.url, pool: database.pool, generation: database.generation })
    // Started (PostgREST's first schema load is the longest query): from now on a query that holds
    // the database longer than the watchdog's limit counts as stuck.
    database.armWatchdog()
  } catch (err) {
    await postgrest?.stop().catch(() => {})
    await database?.close().catch(() => {})
    await gateway.close().catch(() => {})
    throw err
  }
  timings.total = Math.round(performance.now() - t0)

  const db = /** @type {NonNullable<typeof database>} */ (database)
  const rest = /** @type {NonNullable<typeof postgrest>} */ (postgrest)
  let stopping = null
  return {
    url,
    restUrl: `${url}/rest/v1`,
    postgrestUrl: rest.url,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    jwtSecret: LOCAL_JWT_SECRET,
    emailjs: { origin: url, ...emailjs },
    database: { kind: db.kind, description: db.description, uri: db.uri },
    databaseRestarts: () => db.restarts(),
    timings,
    /** Direct SQL as the database owner (tests, maintenance). Goes through the socket queue. */
    async query(sql, params) {
      const { rows } = await db.pool.query(sql, params)
      return rows
    },
    stop() {
      stopping ??= (async () => {
        gateway.setBackend(null)
        await gateway.close().catch(() => {})
        await rest.stop().catch(() => {})
        await db.close().catch(() => {})
      })()
      return stopping
    },
  }
}

/**
 * Local settings of the spam brake (supabase/migrations/…_avis_spam_brake_per_client.sql and
 * …_avis_flood_brake.sql): the per-client limit (0 turns the whole brake off — per network, total
 * and duplicate check included — for test stacks) and the total ceiling. Undefined keeps what the
 * database has.
 * @param {import('pg').Pool} pool
 * @param {number | undefined} perClient
 * @param {number | undefined} total
 */
async function applySpamBrake(pool, perClient, total) {
  if (perClient === 0) {
    await pool.query(
      "update avis_private.settings set max_pending_per_client = 0, max_pending_per_network = 0, max_pending_total = 0, duplicate_window = interval '0'",
    )
    return
  }
  if (perClient !== undefined) await pool.query('update avis_private.settings set max_pending_per_client = $1', [perClient])
  if (total !== undefined) await pool.query('update avis_private.settings set max_pending_total = $1', [total])
}
