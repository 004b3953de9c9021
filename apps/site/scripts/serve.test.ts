// `npm start` (serve.mjs) as a visitor's request finds it: the site, the local stack's gateway and
// its database in one process. What one request does to the site must not stop the others.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { superviseServer } from './supervised-server.mjs'

const scripts = path.dirname(fileURLToPath(import.meta.url))

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** A GET as written (headers included), resolved with the status, or 0 when nothing answers. */
function get(url: string, headers: Record<string, string> = {}) {
  const { hostname, port, pathname } = new URL(url)
  return new Promise<number>((resolve) => {
    request({ host: hostname, port, path: pathname, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
      .on('error', () => resolve(0))
      .end()
  })
}

async function until(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('npm start', () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'serve-build-'))
  let child: ChildProcess
  let output = ''
  let site = ''
  let gateway = ''

  beforeAll(async () => {
    const client = path.join(build, 'client')
    mkdirSync(client)
    writeFileSync(
      path.join(client, 'index.html'),
      '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Accueil</title></head><body></body></html>',
    )
    copyFileSync(path.join(scripts, '..', 'public', 'og-image.png'), path.join(client, 'og-image.png'))
    const [sitePort, stackPort] = [await freePort(), await freePort()]
    site = `http://127.0.0.1:${sitePort}`
    gateway = `http://127.0.0.1:${stackPort}`
    child = spawn(process.execPath, [path.join(scripts, 'serve.mjs'), '--fresh-stack'], {
      env: { ...process.env, SITE_BUILD_DIR: build, PORT: String(sitePort), LOCAL_STACK_PORT: String(stackPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await until(async () => output.includes('Site prêt'), `npm start ready (output: ${output})`)
  }, 120_000)
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(build, { recursive: true, force: true })
  })

  it('a Range request the old sirv could not take leaves the site, the gateway and the database answering', async () => {
    expect(await get(`${site}/og-image.png`, { range: 'bytes=50-10' })).toBe(200)
    expect(await get(`${site}/og-image.png`, { range: 'bytes=-10' })).toBe(206)
    expect(await get(`${site}/`)).toBe(200)
    expect(await get(`${gateway}/__health`)).toBe(200)
    expect(await get(`${gateway}/rest/v1/avis?select=id&limit=1`)).toBe(401)
    expect(child.exitCode).toBeNull()
  })
})

describe('superviseServer', () => {
  let neighbour: Server
  let neighbourUrl = ''
  beforeAll(async () => {
    // Another part of the same process, standing for the gateway.
    neighbour = createServer((_req, res) => res.end('gateway'))
    await new Promise<void>((resolve) => neighbour.listen(0, '127.0.0.1', resolve))
    neighbourUrl = `http://127.0.0.1:${(neighbour.address() as { port: number }).port}`
  })
  afterAll(() => {
    neighbour.close()
  })

  it('an uncaught exception in the server ends its worker only: the process keeps answering, and the server is back on its port at once, saying so', async () => {
    const logs: string[] = []
    const supervised = await superviseServer({
      module: new URL('./supervised-server.fixture.mjs', import.meta.url),
      port: 0,
      host: '127.0.0.1',
      log: (message) => logs.push(message),
      name: 'Le serveur du site',
    })
    try {
      const url = `http://127.0.0.1:${supervised.port}`
      expect(await get(`${url}/`)).toBe(200)
      expect(await get(`${url}/crash`)).toBe(0)
      expect(await get(neighbourUrl)).toBe(200)
      await until(async () => (await get(`${url}/`)) === 200, 'the server answers again')
      expect(supervised.restarts()).toBe(1)
      expect(logs[0]).toMatch(/^Le serveur du site s’est arrêté \(RangeError: The value of "start" is out of range\) ; il redémarre/)
    } finally {
      await supervised.close()
    }
  })

  it('a busy port fails the first start with EADDRINUSE (npm start names it), instead of looping', async () => {
    const port = (neighbour.address() as { port: number }).port
    await expect(
      superviseServer({
        module: new URL('./static-server-worker.mjs', import.meta.url),
        port,
        host: '127.0.0.1',
        options: { root: os.tmpdir() },
        log: () => {},
      }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' })
  })
})
