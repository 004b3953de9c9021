// Constants and helpers shared by the local stack, its CLIs and its tests. Everything here is
// LOCAL-ONLY: the JWT secret and keys are the public demo values of the Supabase CLI, so they
// unlock nothing but a database on this machine.
import crypto from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..', '..')
export const MIGRATIONS_DIR = path.join(REPO_DIR, 'supabase', 'migrations')
export const SEED_FILE = path.join(REPO_DIR, 'supabase', 'seed.sql')
export const BOOTSTRAP_FILE = path.join(PACKAGE_DIR, 'sql', 'bootstrap.sql')
export const DEFAULT_DATA_DIR = path.join(REPO_DIR, '.local-data', 'pglite')
export const CACHE_DIR = path.join(REPO_DIR, '.local-data', 'cache')
export const DEFAULT_PORT = 54321

/** Same secret as `supabase start`, so the keys below are the well-known local demo keys. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** HS256 JWT, as PostgREST expects (claim `role`). */
export function signJwt(payload, secret = LOCAL_JWT_SECRET) {
  const head = b64url({ alg: 'HS256', typ: 'JWT' })
  const body = b64url(payload)
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${sig}`
}

export function localKeys(secret = LOCAL_JWT_SECRET) {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, secret),
    serviceKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, secret),
  }
}

/** The ids the EmailJS-compatible outbox accepts (override with LOCAL_STACK_EMAILJS_* env). */
export const LOCAL_EMAILJS = {
  publicKey: 'local-public-key',
  serviceId: 'service_local',
  templateId: 'template_local',
}

export function emailjsFromEnv(env = process.env) {
  return {
    publicKey: env.LOCAL_STACK_EMAILJS_PUBLIC_KEY || LOCAL_EMAILJS.publicKey,
    serviceId: env.LOCAL_STACK_EMAILJS_SERVICE_ID || LOCAL_EMAILJS.serviceId,
    templateId: env.LOCAL_STACK_EMAILJS_TEMPLATE_ID || LOCAL_EMAILJS.templateId,
  }
}

/** A port the OS considers free right now (small race, fine for local child processes). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address())
      srv.close(() => resolve(port))
    })
  })
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
