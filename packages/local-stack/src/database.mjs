// The database behind the local stack: embedded Postgres (PGlite, real Postgres in WASM) served
// over the Postgres wire protocol by pglite-socket, or an external server named by DATABASE_URL.
// Either way the rest of the stack (migrations, outbox, PostgREST) talks to it through a
// connection URI, so both modes share one code path.
//
// PGlite and its socket run in a worker thread (src/pglite-worker.mjs) watched from here: a query
// that never ends freezes that thread only; it is terminated and the database reopened from its
// files (see PgliteWorker below).
//
// Every runtime query goes through the socket (pg.Pool): pglite-socket multiplexes one PGlite
// session and only keeps another client's transaction isolated from its own queue.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { createRequire } from 'node:module'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import { CACHE_DIR, freePort } from './config.mjs'

/**
 * @param {{ databaseUrl?: string, dataDir?: string | null, log: (m: string) => void, watchdogMs?: number }} opts
 *   dataDir null = a throwaway database (fresh every time, deleted on close).
 */
export async function openDatabase({ databaseUrl, dataDir, log, watchdogMs = DEFAULT_WATCHDOG_MS }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
    // An idle client whose server goes away emits 'error' on the pool: without a listener that
    // would end the process. The next query simply opens a new connection.
    pool.on('error', () => {})
    await pool.query('select 1')
    return {
      kind: 'postgres',
      uri: databaseUrl,
      pool,
      description: redact(databaseUrl),
      restarts: () => 0,
      generation: () => 0,
      armWatchdog() {},
      async close() {
        await pool.end()
      },
    }
  }

  // PGlite always works on files, even for a fresh (throwaway) database: after a stuck query the
  // worker is terminated and the database reopened from its files, which keeps every committed row
  // (an in-memory database would die with the worker).
  let lockFile = null
  let tempDir = null
  if (dataDir) {
    await fsp.mkdir(path.dirname(dataDir), { recursive: true })
    lockFile = `${dataDir}.lock`
    takeLock(lockFile)
  } else {
    await removeAbandonedTempDirs()
    tempDir = await fsp.mkdtemp(path.join(os.tmpdir(), TEMP_PREFIX))
    await fsp.writeFile(path.join(tempDir, 'owner.pid'), String(process.pid))
  }
  const port = await freePort()
  const worker = new PgliteWorker({
    dataDir: dataDir ?? path.join(/** @type {string} */ (tempDir), 'pglite'),
    port,
    // PostgREST (pool 1) + the stack's own pool (1) + room for a psql session or a reconnect.
    maxConnections: 8,
    templateFile: process.env.LOCAL_STACK_NO_TEMPLATE === '1' ? null : await templatePath(),
    watchdogMs,
    log,
  })
  const removeTemp = () => {
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true })
  }
  try {
    await worker.start()
  } catch (err) {
    if (lockFile) fs.rmSync(lockFile, { force: true })
    removeTemp()
    throw err
  }
  const uri = `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`
  const pool = new pg.Pool({ connectionString: uri, max: 1 })
  pool.on('error', () => {})
  return {
    kind: 'pglite',
    uri,
    pool,
    description: dataDir ? `PGlite (${dataDir})` : 'PGlite (fresh, discarded on stop)',
    restarts: () => worker.restarts,
    generation: () => worker.generation,
    armWatchdog() {
      worker.armed = true
      worker.lastPong = Date.now()
    },
    async close() {
      await pool.end().catch(() => {})
      await worker.close()
      if (lockFile) fs.rmSync(lockFile, { force: true })
      removeTemp()
    },
  }
}

/** A query may hold the database this long before it counts as stuck (the worker is restarted). */
export const DEFAULT_WATCHDOG_MS = 10_000

/**
 * Runs src/pglite-worker.mjs and keeps it alive: a heartbeat every 250 ms; no answer for
 * watchdogMs (a query that never ends blocks the worker's event loop), or the worker's own report
 * that PGlite swallowed a fatal exception, and the worker is terminated and started again on the
 * same data directory and port. Clients (PostgREST, the stack's pool) see their connection drop and
 * reconnect.
 */
class PgliteWorker {
  /** @param {{ dataDir: string, port: number, maxConnections: number, templateFile: string | null, watchdogMs: number, log: (m: string) => void }} o */
  constructor(o) {
    this.o = o
    this.restarts = 0
    /** Bumped the moment the database is found stuck or broken: requests begun before it failed. */
    this.generation = 0
    /** The watchdog waits for the stack to be started (PostgREST's first schema load is long). */
    this.armed = false
    /** Each restart doubles the patience for the next one (a loaded machine must not loop). */
    this.patience = 1
    this.lastRestartAt = 0
    /** @type {Worker | null} */
    this.worker = null
    /** 'starting' | 'ready' | 'restarting' | 'closing' */
    this.state = 'starting'
    this.lastPong = 0
    this.failedStarts = 0
    this.timer = setInterval(() => this.tick(), 250)
    this.timer.unref()
  }

  /** First start: resolves when the database accepts connections. */
  start() {
    return new Promise((resolve, reject) => this.spawn(resolve, reject))
  }

  spawn(onReady = () => {}, onFail = (/** @type {Error} */ err) => this.o.log(String(err.message))) {
    this.state = 'starting'
    const { dataDir, port, templateFile, maxConnections } = this.o
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, port, templateFile, maxConnections },
    })
    this.worker = worker
    let ready = false
    worker.on('message', (message) => {
      if (message === 'pong') this.lastPong = Date.now()
      else if (message?.type === 'ready') {
        ready = true
        this.failedStarts = 0
        if (this.restarts > 0) this.o.log(`database: reopened (restart ${this.restarts})`)
        this.state = 'ready'
        this.lastPong = Date.now()
        onReady(undefined)
      } else if (message?.type === 'poisoned') {
        this.broken()
        this.o.log(`database: PGlite swallowed a fatal error (${message.message}); reopening it`)
      }
    })
    let error = null
    worker.on('error', (err) => {
      error = err
    })
    worker.on('exit', (code) => {
      if (this.worker !== worker) return
      this.worker = null
      if (this.state === 'closing') return
      if (!ready) {
        this.failedStarts += 1
        const err = new Error(`PGlite worker exited during start (code ${code})${error ? `: ${error.message}` : ''}`)
        // The very first start reports to the caller; a restart that fails is retried a few times.
        if (this.restarts === 0 || this.failedStarts >= 3) return onFail(err)
      }
      this.restarts += 1
      this.spawn()
    })
  }

  broken() {
    this.state = 'restarting'
    this.generation += 1
    const now = Date.now()
    // A minute without trouble forgets the earlier restarts.
    this.patience = now - this.lastRestartAt > 60_000 ? 1 : Math.min(this.patience * 2, 8)
    this.lastRestartAt = now
  }

  tick() {
    if (!this.worker) return
    const limit = this.o.watchdogMs * this.patience
    if (this.armed && this.state === 'ready' && Date.now() - this.lastPong > limit) {
      this.o.log(`database: no answer for ${Math.round(limit / 1000)} s (a stuck query); restarting it`)
      this.broken()
      void this.worker.terminate()
      return
    }
    this.worker.postMessage('ping')
  }

  async close() {
    this.state = 'closing'
    clearInterval(this.timer)
    const worker = this.worker
    if (!worker) return
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    worker.postMessage('close')
    const timer = setTimeout(() => void worker.terminate(), 5000)
    await exited
    clearTimeout(timer)
  }
}

const TEMP_PREFIX = 'local-stack-pglite-'

/** Fresh databases of stacks that were killed (no stop, so no cleanup): their owner is gone. */
async function removeAbandonedTempDirs() {
  const names = await fsp.readdir(os.tmpdir()).catch(() => [])
  for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const dir = path.join(os.tmpdir(), name)
    const pid = Number(await fsp.readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => ''))
    if (!pid || pid === process.pid) continue
    try {
      process.kill(pid, 0)
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ESRCH') await fsp.rm(dir, { recursive: true, force: true }).catch(() => {})
    }
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

/** Where the blank cluster of this PGlite version is cached (it exists once a stack has started on PGlite). */
export async function templatePath() {
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
