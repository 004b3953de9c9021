// `npm start`: build the site if needed, then serve the prerendered build like the static host does.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaticServer } from './static-server.mjs'

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const root = path.join(siteDir, 'build', 'client')
const args = process.argv.slice(2)
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

if (args.includes('--build-if-needed') && !existsSync(path.join(root, 'index.html'))) {
  console.log('Aucun build trouvé : construction du site…')
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: siteDir, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = createStaticServer({ root })
server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') console.error(`Le port ${port} est déjà utilisé. Choisissez-en un autre : PORT=3001 npm start`)
  else console.error(error)
  process.exit(1)
})
server.listen(port, host, () => console.log(`Site prêt : http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`))

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
