// PGlite and its wire-protocol socket, in a worker thread of their own (started by database.mjs).
//
// Why a thread: PGlite runs Postgres synchronously on the thread that calls it. A query that never
// ends (see "A query that freezes PGlite" in the README) used to freeze the whole process — gateway,
// outbox and static site included — and no statement_timeout fires inside PGlite (measured: a 1 s
// timeout let pg_sleep(3) finish). Here only this thread freezes; the main thread notices that the
// heartbeat stopped, terminates the thread and opens the same data directory again.
//
// Messages: main → worker 'ping' | 'close'; worker → main {type: 'ready'} | 'pong' | {type: 'closed'}
// | {type: 'poisoned', message}.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** @type {{ dataDir: string, port: number, templateFile: string | null, maxConnections: number }} */
const { dataDir, port, templateFile, maxConnections } = workerData
const port_ = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)

// Answer the heartbeat from the start: the main thread arms its watchdog only after 'ready', but an
// early answer costs nothing.
port_.on('message', (message) => {
  if (message === 'ping') port_.postMessage('pong')
  else if (message === 'close') void close()
})

let db
const exists = fs.existsSync(path.join(dataDir, 'PG_VERSION'))
if (exists) {
  db = await PGlite.create({ dataDir })
} else {
  // First run: initdb is the slow part (≈8 s of CPU). Reuse a cached blank cluster when one exists
  // (made by an earlier first run or test run), else initialise and cache it.
  const template = await readTemplate()
  db = template ? await PGlite.create({ dataDir, loadDataDir: template }) : await PGlite.create({ dataDir })
  if (!template) await writeTemplate(db).catch(() => {})
}

// PGlite 0.5.x runs each protocol message through mod._PostgresMainLoopOnce() and catches what it
// throws: a Postgres ERROR (a longjmp) is handled, but any other exception — V8's "Maximum call stack
// size exceeded" from a deeply recursive regex — is swallowed, Postgres is left mid-query, the
// client gets an empty result and the next ERROR loops forever. Catch that case here, before PGlite
// sends anything more: drop every client connection (PostgREST answers the request with a 5xx) and
// report, so that the main thread reopens the database from its files.
const sockets = new Set()
const mod = /** @type {any} */ (db).mod
const mainLoopOnce = mod._PostgresMainLoopOnce
mod._PostgresMainLoopOnce = (...args) => {
  try {
    return mainLoopOnce(...args)
  } catch (err) {
    const error = /** @type {any} */ (err)
    if (error?.status !== undefined) throw err // Postgres' own longjmp: PGlite handles it
    for (const socket of sockets) socket.destroy()
    port_.postMessage({ type: 'poisoned', message: `${error?.name ?? 'Error'}: ${error?.message ?? error}` })
    process.exit(70)
  }
}

const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections })
await server.start()
const listener = /** @type {import('node:net').Server} */ (/** @type {any} */ (server).server)
listener.on('connection', (socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})
port_.postMessage({ type: 'ready' })

let closing = false
async function close() {
  if (closing) return
  closing = true
  await server.stop().catch(() => {})
  await db.close().catch(() => {})
  port_.postMessage({ type: 'closed' })
  process.exit(0)
}

// ---- blank-cluster template (result of initdb, before any SQL of ours) -------------------------

async function readTemplate() {
  if (!templateFile) return null
  try {
    return new Blob([await fsp.readFile(templateFile)])
  } catch {
    return null
  }
}

async function writeTemplate(database) {
  if (!templateFile) return
  const dump = await database.dumpDataDir('gzip')
  await fsp.mkdir(path.dirname(templateFile), { recursive: true })
  const tmp = `${templateFile}.${process.pid}.${Date.now()}.tmp`
  await fsp.writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
  await fsp.rename(tmp, templateFile)
}
