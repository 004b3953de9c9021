// Bootstrap (local-only roles and bookkeeping), then supabase/migrations in name order (each once,
// tracked in local_stack.applied_migrations), then supabase/seed.sql on a fresh database only.
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { BOOTSTRAP_FILE, MIGRATIONS_DIR, SEED_FILE } from './config.mjs'

/**
 * @param {import('pg').Pool} pool
 * @param {{ log: (m: string) => void, seed?: boolean }} opts
 * @returns {Promise<{ applied: string[], seeded: boolean }>}
 */
export async function migrate(pool, { log, seed = true }) {
  const client = await pool.connect()
  try {
    await runInTransaction(client, await fsp.readFile(BOOTSTRAP_FILE, 'utf8'), 'bootstrap.sql')
    const { rows } = await client.query('select name, checksum from local_stack.applied_migrations')
    const done = new Map(rows.map((r) => [r.name, r.checksum]))
    const fresh = done.size === 0

    const files = (await fsp.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()
    const applied = []
    for (const file of files) {
      const sql = await fsp.readFile(path.join(MIGRATIONS_DIR, file), 'utf8')
      const checksum = crypto.createHash('sha256').update(sql).digest('hex')
      if (done.has(file)) {
        if (done.get(file) !== checksum) {
          log(
            `warning: migration ${file} changed after it was applied; it is not re-run. ` +
              'Write a new migration, or start from a fresh database (delete .local-data/pglite).',
          )
        }
        continue
      }
      await runInTransaction(client, sql, file, async () => {
        await client.query('insert into local_stack.applied_migrations (name, checksum) values ($1, $2)', [file, checksum])
      })
      applied.push(file)
    }

    let seeded = false
    if (fresh && seed) {
      await runInTransaction(client, await fsp.readFile(SEED_FILE, 'utf8'), 'seed.sql')
      seeded = true
    }
    return { applied, seeded }
  } finally {
    client.release()
  }
}

async function runInTransaction(client, sql, name, after) {
  await client.query('begin')
  try {
    await client.query(sql)
    if (after) await after()
    await client.query('commit')
  } catch (err) {
    await client.query('rollback').catch(() => {})
    const e = /** @type {Error & {position?: string}} */ (err)
    const where = e.position ? ` (at character ${e.position})` : ''
    throw new Error(`${name} failed${where}: ${e.message}`, { cause: err })
  }
}
