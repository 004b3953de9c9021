// Types of src/database.mjs (what the stack's entry point and the tests use).
import type pg from 'pg'

/** The database the stack serves: embedded PGlite behind its worker, or a Postgres of DATABASE_URL. */
export interface Database {
  kind: 'pglite' | 'postgres'
  uri: string
  pool: pg.Pool
  description: string
  /** How many times the embedded database's worker was restarted (0 for Postgres). */
  restarts(): number
  /** Which worker answers now: changes on each restart (0 for Postgres). */
  generation(): number
  /** From now on, a query held longer than the watchdog's delay restarts the worker. */
  armWatchdog(): void
  close(): Promise<void>
}

/** dataDir null = a throwaway database (fresh every time, deleted on close). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string | null; log: (message: string) => void; watchdogMs?: number }): Promise<Database>

/** A query may hold the database this long before it counts as stuck (the worker is restarted). */
export const DEFAULT_WATCHDOG_MS: number

/** Where the blank cluster (initdb's result, before any SQL of ours) of this PGlite version is cached. */
export function templatePath(): Promise<string>
