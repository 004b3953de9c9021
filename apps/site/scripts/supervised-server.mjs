// An HTTP server run in a worker thread of its own and started again at once when it dies, so
// that its fault cannot take down what shares the process (for `npm start`: the local stack's
// gateway and database). A worker's uncaught exception or its running out of memory ends the
// worker only; the main thread sees it exit, says so, and starts a new one on the same port.
//
// The worker module reads `workerData` ({ port, host, ...options }), listens, and posts
// { type: 'listening', port } or { type: 'error', code, message } (see static-server-worker.mjs).
import { Worker } from 'node:worker_threads'

/**
 * @param {{
 *   module: URL,
 *   port: number,
 *   host: string,
 *   options?: Record<string, unknown>,
 *   log?: (message: string) => void,
 *   name?: string,
 * }} o
 * @returns {Promise<{ port: number, restarts: () => number, close: () => Promise<void> }>}
 *   rejects when the first start fails (a busy port: error.code 'EADDRINUSE').
 */
export function superviseServer({ module, port, host, options = {}, log = console.error, name = 'Le serveur' }) {
  let restarts = 0
  let closing = false
  /** @type {Worker | null} */
  let worker = null
  let boundPort = port
  let startedAt = 0
  /** Consecutive deaths within a second of their start: each one waits longer before the next start. */
  let quickDeaths = 0

  /** @param {(port: number) => void} onListening @param {(error: Error & { code?: string }) => void} onFailure */
  const spawn = (onListening, onFailure) => {
    startedAt = Date.now()
    const current = new Worker(module, {
      workerData: { ...options, port: boundPort, host },
      // A memory blow-up ends the worker (ERR_WORKER_OUT_OF_MEMORY), not the process.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    })
    worker = current
    let listening = false
    let failure = null
    current.on('message', (message) => {
      if (message?.type === 'listening') {
        listening = true
        boundPort = message.port
        onListening(message.port)
      } else if (message?.type === 'error') {
        failure = Object.assign(new Error(message.message), { code: message.code })
      }
    })
    current.on('error', (error) => {
      failure = error
    })
    current.on('exit', (code) => {
      if (worker === current) worker = null
      if (closing) return
      if (!listening && restarts === 0) {
        onFailure(failure ?? new Error(`${name} exited during start (code ${code})`))
        return
      }
      restarts += 1
      quickDeaths = Date.now() - startedAt < 1000 ? quickDeaths + 1 : 0
      const delay = quickDeaths > 1 ? Math.min(100 * 2 ** (quickDeaths - 2), 5000) : 0
      const reason = failure ? `${failure.name}: ${failure.message}` : `code ${code}`
      log(`${name} s’est arrêté (${reason}) ; il redémarre${delay ? ` dans ${delay} ms` : ''} (redémarrage ${restarts}).`)
      setTimeout(() => {
        if (closing) return
        spawn(
          (p) => log(`${name} répond de nouveau sur le port ${p}.`),
          () => {},
        )
      }, delay)
    })
  }

  return new Promise((resolve, reject) => {
    spawn(
      (p) =>
        resolve({
          port: p,
          restarts: () => restarts,
          async close() {
            closing = true
            const current = worker
            if (current) await current.terminate()
          },
        }),
      reject,
    )
  })
}
