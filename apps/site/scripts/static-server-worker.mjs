// The static server of `npm start` in its worker thread (started and restarted by supervised-server.mjs).
import { parentPort, workerData } from 'node:worker_threads'
import { createStaticServer } from './static-server.mjs'

const port_ = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)
/** @type {{ root: string, port: number, host: string }} */
const { root, port, host } = workerData

const server = createStaticServer({ root })
server.on('error', (error) => {
  port_.postMessage({ type: 'error', code: /** @type {NodeJS.ErrnoException} */ (error).code, message: error.message })
  process.exit(1)
})
server.listen(port, host, () => {
  port_.postMessage({ type: 'listening', port: /** @type {import('node:net').AddressInfo} */ (server.address()).port })
})
