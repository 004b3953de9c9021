// `npm start`: the embedded backends (local Supabase-compatible API + EmailJS-compatible outbox)
// and the prerendered site, served like the static host serves it. The site's server runs in a
// worker thread of its own, restarted at once if it dies (supervised-server.mjs): its fault cannot
// take the gateway and the database down with it.
//   --build-if-needed   build the site first when build/client is missing, or calls a local stack on another port
//   --fresh-stack       in-memory database, seeded, discarded on exit (end-to-end tests)
//   --no-stack          serve the site only (hosted backends, or a stack started elsewhere)
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_PORT, startLocalStack } from '@expert/local-stack'
import { buildReason } from './deploy-env.mjs'
import { superviseServer } from './supervised-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const root = path.resolve(siteDir, process.env.SITE_BUILD_DIR ?? 'build', 'client')
let args
try {
  ;({ values: args } = parseArgs({ options: { 'build-if-needed': { type: 'boolean' }, 'fresh-stack': { type: 'boolean' }, 'no-stack': { type: 'boolean' } } }))
} catch (error) {
  console.error(`${error.message}\nOptions : --build-if-needed, --fresh-stack, --no-stack`)
  process.exit(2)
}
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

const reason = args['build-if-needed']
  ? buildReason({ home: path.join(root, 'index.html'), env: process.env, defaultPort: DEFAULT_PORT, withStack: !args['no-stack'] })
  : undefined
if (reason) {
  console.log(reason)
  // The reviews as of the build first (scripts/reviews-snapshot.mjs), as `npm run build` does.
  const result = spawnSync('npm', ['run', 'build'], { cwd: siteDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

let stack
if (!args['no-stack']) {
  try {
    const fresh = args['fresh-stack']
    // --fresh-stack (end-to-end tests): no spam brake and no outbox rate limit, one browser sends it all.
    stack = await startLocalStack({ fresh, ...(fresh ? { databaseUrl: null, pendingPerHourLimit: 0, outboxRatePerMinute: 0 } : {}) })
  } catch (error) {
    console.error(`Impossible de démarrer la pile locale : ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}

let site
const stop = async (code = 0) => {
  await site?.close()
  await stack?.stop()
  process.exit(code)
}
try {
  site = await superviseServer({
    module: new URL('./static-server-worker.mjs', import.meta.url),
    port,
    host,
    options: { root },
    name: 'Le serveur du site',
  })
} catch (error) {
  if (error?.code === 'EADDRINUSE') console.error(`Le port ${port} est déjà utilisé. Choisissez-en un autre : PORT=3001 npm start`)
  else console.error(error)
  await stop(1)
}
const shown = host === '0.0.0.0' ? 'localhost' : host
if (stack) console.log(`Boîte d'envoi (e-mails reçus) : ${stack.url}/__outbox/ui`)
console.log(`Site prêt : http://${shown}:${site?.port ?? port}/`)

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))
