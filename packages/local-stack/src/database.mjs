// The database behind the local stack: embedded Postgres (PGlite, real Postgres in WASM) served
// over the Postgres wire protocol by pglite-socket, or an external server named by DATABASE_URL.
// Either way the rest of the stack (migrations, outbox, PostgREST) talks to it through a
// connection URI, so both modes share one code path.
//
// Every runtime query goes through the socket (pg.Pool), never through db.query() directly:
// pglite-socket multiplexes one PGlite session and only keeps another client's transaction
// isolated from its own queue; an in-process db.query() could land in the middle of PostgREST's
// transaction (with its SET LOCAL role = anon).
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { createRequire } from 'node:module'
import pg from 'pg'
import { CACHE_DIR, freePort } from './config.mjs'

/**
 * @param {{ databaseUrl?: string, dataDir?: string | null, log: (m: string) => void }} opts
 *   dataDir null = in-memory (fresh every time).
 */
export async function openDatabase({ databaseUrl, dataDir, log }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
    await pool.query('select 1')
    return {
      kind: 'postgres',
      uri: databaseUrl,
      pool,
      description: redact(databaseUrl),
      async close() {
        await pool.end()
      },
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')

  let lockFile = null
  let db
  if (dataDir) {
    await fsp.mkdir(path.dirname(dataDir), { recursive: true })
    lockFile = `${dataDir}.lock`
    takeLock(lockFile)
    const exists = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
    if (exists) {
      db = await PGlite.create({ dataDir })
    } else {
      // First run: initdb is the slow part (≈8 s of CPU). Reuse a cached blank cluster when one
      // exists (made by an earlier first run or test run), else initialise and cache it.
      const template = await readTemplate()
      if (template) {
        db = await PGlite.create({ dataDir, loadDataDir: template })
      } else {
        log('Initialising a new PGlite database (first run: this takes a while)…')
        db = await PGlite.create({ dataDir })
        await writeTemplate(db).catch(() => {})
      }
    }
  } else {
    const template = await readTemplate()
    db = template ? await PGlite.create({ loadDataDir: template }) : await PGlite.create()
    if (!template) await writeTemplate(db).catch(() => {})
  }

  const port = await freePort()
  // PostgREST (pool 1) + the stack's own pool (1) + room for a psql session or a reconnect.
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 8 })
  await server.start()
  const uri = `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`
  const pool = new pg.Pool({ connectionString: uri, max: 1 })
  return {
    kind: 'pglite',
    uri,
    pool,
    description: dataDir ? `PGlite (${dataDir})` : 'PGlite (in memory)',
    async close() {
      await pool.end().catch(() => {})
      await server.stop().catch(() => {})
      await db.close().catch(() => {})
      if (lockFile) fs.rmSync(lockFile, { force: true })
    },
  }
}

function redact(url) {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'DATABASE_URL'
  }
}

/** Two processes on one PGlite data directory would corrupt it. */
function takeLock(lockFile) {
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
    return
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err
  }
  const pid = Number(fs.readFileSync(lockFile, 'utf8'))
  let alive = false
  if (pid && pid !== process.pid) {
    try {
      process.kill(pid, 0)
      alive = true
    } catch {}
  }
  if (alive) {
    throw new Error(
      `The local database ${lockFile.replace(/\.lock$/, '')} is already used by process ${pid} (another local stack?). ` +
        'Stop it first, or start this one with another data directory (LOCAL_STACK_DATA_DIR) or --fresh.',
    )
  }
  fs.writeFileSync(lockFile, String(process.pid))
}

// ---- blank-cluster template (result of initdb, before any SQL of ours) -------------------------

async function templatePath() {
  // package.json is not in the package's exports map: find it next to the resolved entry point.
  let version = 'unknown'
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    let dir = path.dirname(entry)
    while (!fs.existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir)
    version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version
  } catch {}
  return path.join(CACHE_DIR, `pglite-${version}-initdb.tar.gz`)
}

async function readTemplate() {
  if (process.env.LOCAL_STACK_NO_TEMPLATE === '1') return null
  try {
    const buf = await fsp.readFile(await templatePath())
    return new Blob([buf])
  } catch {
    return null
  }
}

async function writeTemplate(db) {
  if (process.env.LOCAL_STACK_NO_TEMPLATE === '1') return
  const file = await templatePath()
  const dump = await db.dumpDataDir('gzip')
  await fsp.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  await fsp.writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
  await fsp.rename(tmp, file)
}
