// Test fixture for serve.test.ts (the supervised site server): a server with the fault sirv 3.0.2 had under
// `npm start` — an exception thrown while answering a request, which nothing catches.
import { createServer } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const port_ = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)
const server = createServer((req, res) => {
  if (req.url === '/crash') throw new RangeError('The value of "start" is out of range')
  res.end('ok')
})
server.listen(workerData.port, workerData.host, () => {
  port_.postMessage({ type: 'listening', port: /** @type {import('node:net').AddressInfo} */ (server.address()).port })
})
