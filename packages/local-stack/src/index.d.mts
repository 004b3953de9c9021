// Types of the programmatic API (src/index.mjs).

export interface LocalStackOptions {
  /** Gateway port on 127.0.0.1. Default: env LOCAL_STACK_PORT, else 54321. 0 = any free port. */
  port?: number
  /** Bind address of the gateway. Default 127.0.0.1. */
  host?: string
  /** PGlite data directory. Default: env LOCAL_STACK_DATA_DIR, else <repo>/.local-data/pglite. */
  dataDir?: string
  /** A new PGlite database (in a temporary directory), migrated and seeded from scratch, deleted on stop (tests). */
  fresh?: boolean
  /** External PostgreSQL instead of PGlite. Default: env DATABASE_URL. Pass null to ignore the env. */
  databaseUrl?: string | null
  /** Apply supabase/seed.sql on a fresh database. Default true. */
  seed?: boolean
  /**
   * Spam brake: reviews awaiting moderation one client address may have sent in the last hour;
   * 0 turns the whole brake off (every limit and the duplicate check). Default: env
   * LOCAL_STACK_PENDING_LIMIT, else what the database holds (the migration's 3).
   */
  pendingPerHourLimit?: number
  /** Spam brake: pending reviews of all clients together (10 minutes). Default: env LOCAL_STACK_PENDING_TOTAL, else the database's (60). */
  pendingTotalLimit?: number
  /** Outbox: messages it holds (default 500) and their total size of template variables (default 32 MiB); once full, new sends are refused (429) and counted. */
  outboxMaxMessages?: number
  outboxMaxBytes?: number
  /**
   * Outbox: sends one client address (IPv6: its /64) may make per minute, after a burst of
   * `outboxBurst` (default 3); over it, 429 as EmailJS answers. Default: env
   * LOCAL_STACK_OUTBOX_RATE_PER_MINUTE, else 60 (EmailJS: one request a second). 0 = no limit.
   */
  outboxRatePerMinute?: number
  outboxBurst?: number
  /** The whole request (headers and body) must reach the gateway within this time, or it gets a 408 (default 10 s). */
  requestTimeoutMs?: number
  /** A query holding the database longer than this (ms) counts as stuck: the database is restarted. Default: env LOCAL_STACK_DB_WATCHDOG_MS, else 10,000. */
  databaseWatchdogMs?: number
  /** Ids the EmailJS-compatible outbox accepts. Default: LOCAL_EMAILJS or LOCAL_STACK_EMAILJS_* env. */
  emailjs?: Partial<EmailJsIds>
  /** No log lines (tests). */
  quiet?: boolean
  /** Print PostgREST's log. */
  verbose?: boolean
  log?: (message: string) => void
}

export interface EmailJsIds {
  publicKey: string
  serviceId: string
  templateId: string
}

export interface LocalStack {
  /** Supabase project URL, e.g. http://127.0.0.1:54321 (give it to createClient). */
  url: string
  /** `${url}/rest/v1` (give it to PostgrestClient). */
  restUrl: string
  /** PostgREST itself, behind the gateway (tests comparing what each answers). */
  postgrestUrl: string
  /** LOCAL-ONLY demo keys (HS256 JWTs signed with the public Supabase CLI demo secret). */
  anonKey: string
  serviceKey: string
  jwtSecret: string
  /** EmailJS settings for `emailjs.init({ publicKey, origin })` and `send(serviceId, templateId, …)`. */
  emailjs: EmailJsIds & { origin: string }
  /** uri: Postgres connection string (for PGlite: the local pglite-socket, user postgres). */
  database: { kind: 'pglite' | 'postgres'; description: string; uri: string }
  /** How many times the embedded database was restarted after a stuck query (0 with DATABASE_URL). */
  databaseRestarts(): number
  /** Milliseconds spent starting each part. */
  timings: { database: number; migrations: number; postgrest: number; total: number }
  /** SQL as the database owner (bypasses RLS). For tests and maintenance. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Stops the gateway, PostgREST and the database. Idempotent. */
  stop(): Promise<void>
}

export function startLocalStack(options?: LocalStackOptions): Promise<LocalStack>

/** A message as the EmailJS-compatible outbox records it (`GET /outbox`): what a site sent, oldest first. */
export type OutboxMessage = {
  id: number
  /** When the outbox accepted it (ISO 8601). */
  received_at: string
  endpoint: string
  lib_version: string | null
  user_id: string
  service_id: string
  template_id: string
  /** The template's parameters as sent. */
  template_params: Record<string, string>
  origin: string | null
  user_agent: string | null
}

export const DEFAULT_PORT: number
export const LOCAL_JWT_SECRET: string
export const LOCAL_EMAILJS: EmailJsIds
export function localKeys(secret?: string): { anonKey: string; serviceKey: string }
export function signJwt(payload: Record<string, unknown>, secret?: string): string
