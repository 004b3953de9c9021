// The site's Vite config applied to a build's environment: what the site is built to call.
import type { ConfigEnv, UserConfig } from 'vite'
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'

const names = ['LOCAL_STACK_PORT', 'VITE_SUPABASE_URL', 'VITE_EMAILJS_ORIGIN', 'SITE_DEPLOY'] as const
let saved: Partial<Record<(typeof names)[number], string>> = {}
beforeEach(() => {
  saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))
  for (const name of names) delete process.env[name]
})
afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

// Imported once, under the hook's timeout: the config pulls in React Router's and vanilla-extract's
// plugins, a cold import of several seconds on a loaded machine (5.6 s in an npm test, 2026-11-28,
// over the test's own 5 s), which is not what these tests are about.
let config: (env: ConfigEnv) => UserConfig
beforeAll(async () => {
  config = (await import('../vite.config')).default as (env: ConfigEnv) => UserConfig
})

const applyConfig = () => {
  // A mode with no .env file of its own: only the environment set here counts.
  config({ command: 'build', mode: 'local-stack-port-test', isSsrBuild: false, isPreview: false })
}

it('LOCAL_STACK_PORT=54400: the reviews API and the mail service are called on that port', () => {
  process.env.LOCAL_STACK_PORT = '54400'
  applyConfig()
  expect(process.env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54400')
  expect(process.env.VITE_EMAILJS_ORIGIN).toBe('http://127.0.0.1:54400')
})

it('what the environment names wins, and without LOCAL_STACK_PORT the site keeps its defaults', () => {
  process.env.LOCAL_STACK_PORT = '54400'
  process.env.VITE_SUPABASE_URL = 'https://abc.supabase.co'
  applyConfig()
  expect(process.env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co')
  delete process.env.LOCAL_STACK_PORT
  delete process.env.VITE_EMAILJS_ORIGIN
  applyConfig()
  expect(process.env.VITE_EMAILJS_ORIGIN).toBeUndefined()
})
