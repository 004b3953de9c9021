import { describe, expect, it } from 'vitest'
import { productionEnvProblems } from './deploy-env.mjs'

const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature'

const production = {
  VITE_SITE_URL: 'https://www.sud-expertise-assure.fr',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123',
  VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
  VITE_EMAILJS_PUBLIC_KEY: 'pk_live_123',
  VITE_EMAILJS_SERVICE_ID: 'service_prod',
  VITE_EMAILJS_TEMPLATE_ID: 'template_prod',
  VITE_PHONE: '+33 4 65 71 12 34',
  VITE_CONTACT_EMAIL: 'contact@sud-expertise-assure.fr',
}

describe('productionEnvProblems', () => {
  it('accepts a complete production environment (a publishable key may ship)', () => {
    expect(productionEnvProblems(production)).toEqual([])
    expect(productionEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon', iss: 'supabase' }) })).toEqual([])
  })

  it('names what is missing or still a local default', () => {
    const problems = productionEnvProblems({
      ...production,
      VITE_SITE_URL: '',
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon', iss: 'supabase-demo' }),
    })
    expect(problems).toEqual([
      "VITE_SITE_URL n'est pas défini",
      'VITE_SUPABASE_URL garde une valeur locale (http://127.0.0.1:54321)',
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY garde une valeur locale/),
    ])
  })

  it('refuses any key that bypasses row-level security: service-role JWT, sb_secret_ key, *SECRET* variable', () => {
    expect(productionEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) })).toEqual([
      'VITE_SUPABASE_ANON_KEY ne doit jamais être exposé au navigateur (clé de service ou secret)',
    ])
    expect(productionEnvProblems({ ...production, VITE_SUPABASE_ANON_KEY: 'sb_secret_N7UND0UgjKTVK' })).toEqual([
      'VITE_SUPABASE_ANON_KEY ne doit jamais être exposé au navigateur (clé de service ou secret)',
    ])
    expect(productionEnvProblems({ ...production, VITE_EMAILJS_PRIVATE_SECRET: 'x' })).toEqual([
      'VITE_EMAILJS_PRIVATE_SECRET ne doit jamais être exposé au navigateur (clé de service ou secret)',
    ])
  })
})
