// The site's Vite config applied to a build's environment: what the site is built to call.
import type { ConfigEnv, UserConfig } from 'vite'
import { afterEach, beforeEach, expect, it } from 'vitest'

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

const applyConfig = async () => {
  const { default: config } = await import('../vite.config')
  // A mode with no .env file of its own: only the environment set here counts.
  ;(config as (env: ConfigEnv) => UserConfig)({ command: 'build', mode: 'local-stack-port-test', isSsrBuild: false, isPreview: false })
}

it('LOCAL_STACK_PORT=54400: the reviews API and the mail service are called on that port', async () => {
  process.env.LOCAL_STACK_PORT = '54400'
  await applyConfig()
  expect(process.env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54400')
  expect(process.env.VITE_EMAILJS_ORIGIN).toBe('http://127.0.0.1:54400')
})

it('what the environment names wins, and without LOCAL_STACK_PORT the site keeps its defaults', async () => {
  process.env.LOCAL_STACK_PORT = '54400'
  process.env.VITE_SUPABASE_URL = 'https://abc.supabase.co'
  await applyConfig()
  expect(process.env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co')
  delete process.env.LOCAL_STACK_PORT
  delete process.env.VITE_EMAILJS_ORIGIN
  await applyConfig()
  expect(process.env.VITE_EMAILJS_ORIGIN).toBeUndefined()
})
