#!/usr/bin/env node
// Start-up times of the local stack, each in a new Node process (bin/local-stack.mjs), measured
// until it prints 'ready', then SIGTERM and the time to stop:
//   cold      new data directory, no cached initdb template (what a fresh clone's very first start costs
//             when .local-data/cache is empty)
//   first     new data directory with the cached template (every later fresh directory)
//   warm      reopening the data directory of the previous run (the everyday `npm start`)
//   fresh     --fresh: in-memory database from the template (what each test run starts)
//   npm run bench:start -w @expert/local-stack
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../src/config.mjs'

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'local-stack.mjs')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-stack-bench-'))

async function run(label, args, env = {}) {
  const port = await freePort()
  const start = performance.now()
  const child = spawn(process.execPath, [BIN, '--port', String(port), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const ready = await new Promise((resolve) => {
    const onData = (d) => {
      out += d
      if (/^ready$/m.test(out)) resolve(performance.now() - start)
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', () => resolve(null))
  })
  if (ready === null) {
    console.error(`${label}: did not start\n${out}`)
    process.exitCode = 1
    return
  }
  const res = await fetch(`http://127.0.0.1:${port}/rest/v1/avis?select=id&limit=1`, {
    headers: { apikey: out.match(/anon key\s+(\S+)/)?.[1] ?? '' },
  })
  const stopAt = performance.now()
  child.kill('SIGTERM')
  const code = await new Promise((resolve) => child.on('exit', resolve))
  const detail = out.match(/Started in .*\)/)?.[0] ?? ''
  console.log(
    `${label.padEnd(6)} ready in ${(ready / 1000).toFixed(1).padStart(5)} s  (${detail.replace('Started in ', 'in-process ')}); first read ${res.status}; stopped in ${((performance.now() - stopAt) / 1000).toFixed(1)} s, exit ${code}`,
  )
}

try {
  const dir = path.join(tmp, 'pglite')
  await run('cold', ['--data-dir', path.join(tmp, 'cold')], { LOCAL_STACK_NO_TEMPLATE: '1' })
  await run('first', ['--data-dir', dir])
  await run('warm', ['--data-dir', dir])
  await run('warm', ['--data-dir', dir])
  await run('fresh', ['--fresh'])
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
