import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildReason, callsAnotherLocalStack, identityInProduction, localStackDefaults, productionEnvProblems } from './deploy-env.mjs'

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
  VITE_PHONE: '+33 4 67 12 34 56',
  VITE_CONTACT_EMAIL: 'contact@sud-expertise-assure.fr',
  VITE_COMPANY_NAME: 'Cabinet Martin Expertise',
  VITE_COMPANY_LEGAL_FORM: 'SARL',
  VITE_COMPANY_CAPITAL: '5 000 €',
  VITE_COMPANY_RCS: 'RCS Montpellier 912 345 678',
  VITE_COMPANY_VAT: 'FR32 912345678',
  VITE_PUBLICATION_DIRECTOR: 'Claire Martin',
  VITE_ADDRESS_STREET: '12 avenue de Toulouse',
  VITE_ADDRESS_POSTAL_CODE: '34070',
  VITE_ADDRESS_CITY: 'Montpellier',
  VITE_HOST_NAME: 'Cloudflare, Inc.',
  VITE_HOST_ADDRESS: '101 Townsend St, San Francisco, CA 94107, États-Unis',
  VITE_HOST_WEBSITE: 'https://www.cloudflare.com',
  VITE_HOST_PHONE: '+1 650 319 8930',
  VITE_MEDIATOR_NAME: 'Médiateur de la consommation CM2C',
  VITE_MEDIATOR_ADDRESS: '49 rue de Ponthieu, 75008 Paris',
  VITE_MEDIATOR_WEBSITE: 'https://www.cm2c.net',
  VITE_MEDIATOR_EMAIL: 'cm2c@cm2c.net',
  VITE_MEDIATOR_PHONE: '01 89 47 00 14',
  VITE_COMMERCIAL_COURT: 'Tribunal de commerce de Montpellier',
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
      "VITE_SITE_URL n'est pas défini (not set)",
      'VITE_SUPABASE_URL garde une valeur locale (still a local value): http://127.0.0.1:54321',
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY garde une valeur locale/),
    ])
  })

  it('refuses the identity placeholders of the local build, naming each variable to set', () => {
    const problems = productionEnvProblems({
      ...production,
      VITE_CONTACT_EMAIL: 'contact@example.fr',
      VITE_PHONE: '04 65 71 12 34',
      VITE_COMPANY_RCS: 'RCS Montpellier 000 000 000',
      VITE_COMPANY_VAT: 'FR00 000000000',
      VITE_ADDRESS_STREET: '1 rue de l’Exemple',
      VITE_HOST_NAME: 'Hébergeur du site (à renseigner)',
      VITE_HOST_WEBSITE: 'https://example.com',
      VITE_MEDIATOR_PHONE: '01 99 00 12 34',
      VITE_PUBLICATION_DIRECTOR: undefined,
    })
    expect(problems).toEqual([
      "VITE_PHONE garde une valeur d'exemple (still a placeholder): 04 65 71 12 34",
      'VITE_CONTACT_EMAIL garde une valeur locale (still a local value): contact@example.fr',
      "VITE_COMPANY_RCS garde une valeur d'exemple (still a placeholder): RCS Montpellier 000 000 000",
      "VITE_COMPANY_VAT garde une valeur d'exemple (still a placeholder): FR00 000000000",
      "VITE_PUBLICATION_DIRECTOR n'est pas défini : le site publierait la valeur d'exemple (not set: the placeholder would be published)",
      "VITE_ADDRESS_STREET garde une valeur d'exemple (still a placeholder): 1 rue de l’Exemple",
      "VITE_HOST_NAME garde une valeur d'exemple (still a placeholder): Hébergeur du site (à renseigner)",
      "VITE_HOST_WEBSITE garde une valeur d'exemple (still a placeholder): https://example.com",
      "VITE_MEDIATOR_PHONE garde une valeur d'exemple (still a placeholder): 01 99 00 12 34",
    ])
  })

  it('names every identity variable when a deploy sets none of them (the local build keeps them all)', () => {
    const backendsOnly = Object.fromEntries(Object.entries(production).filter(([key]) => !identityInProduction.includes(key)))
    const problems = productionEnvProblems(backendsOnly)
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(identityInProduction)
  })

  it('checks the defaults of site.config.ts: every identity default is a placeholder a deploy refuses', async () => {
    const source = await import('node:fs/promises').then((fs) => fs.readFile(new URL('../app/site.config.ts', import.meta.url), 'utf8'))
    const defaults = Object.fromEntries([...source.matchAll(/(?:pick|text)\('(VITE_[A-Z_]+)', '([^']*)'\)/g)].map((m) => [m[1], m[2]]))
    for (const key of [
      'VITE_CONTACT_EMAIL',
      'VITE_PHONE',
      'VITE_COMPANY_RCS',
      'VITE_COMPANY_VAT',
      'VITE_ADDRESS_STREET',
      'VITE_HOST_NAME',
      'VITE_HOST_ADDRESS',
      'VITE_HOST_WEBSITE',
      'VITE_HOST_PHONE',
      'VITE_MEDIATOR_NAME',
      'VITE_MEDIATOR_ADDRESS',
      'VITE_MEDIATOR_WEBSITE',
      'VITE_MEDIATOR_EMAIL',
      'VITE_MEDIATOR_PHONE',
      'VITE_PUBLICATION_DIRECTOR',
    ]) {
      expect(defaults[key], key).toBeDefined()
      expect(productionEnvProblems({ ...production, [key]: defaults[key] }), key).toEqual([expect.stringMatching(new RegExp(`^${key} garde une valeur`))])
    }
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

describe('localStackDefaults', () => {
  it('points the reviews API and the mail origin at a local stack on another port', () => {
    expect(localStackDefaults({ LOCAL_STACK_PORT: '54400' })).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54400',
      VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:54400',
    })
  })

  it('keeps what the environment names, and adds nothing without a port or for a production build', () => {
    expect(localStackDefaults({ LOCAL_STACK_PORT: '54400', VITE_SUPABASE_URL: 'https://x.supabase.co' })).toEqual({
      VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:54400',
    })
    expect(localStackDefaults({})).toEqual({})
    expect(localStackDefaults({ LOCAL_STACK_PORT: '54400', SITE_DEPLOY: 'production' })).toEqual({})
  })
})

describe('callsAnotherLocalStack', () => {
  const page = (connect: string) => `<meta http-equiv="Content-Security-Policy" content="connect-src 'self' ${connect} https://*.google-analytics.com">`

  it('tells a build made for a local stack on another port', () => {
    expect(callsAnotherLocalStack(page('http://127.0.0.1:54321'), 'http://127.0.0.1:54400')).toBe(true)
    expect(callsAnotherLocalStack(page('http://127.0.0.1:543210'), 'http://127.0.0.1:54321')).toBe(true)
  })

  it('accepts a build for this stack, or for hosted services', () => {
    expect(callsAnotherLocalStack(page('http://127.0.0.1:54321'), 'http://127.0.0.1:54321')).toBe(false)
    expect(callsAnotherLocalStack(page('https://abc.supabase.co https://api.emailjs.com'), 'http://127.0.0.1:54321')).toBe(false)
  })
})

describe('buildReason (npm start --build-if-needed)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-build-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const home = path.join(dir, 'index.html')
  const builtFor = (connect: string) => writeFileSync(home, `<meta http-equiv="Content-Security-Policy" content="connect-src 'self' ${connect}">`)
  const reason = (env: Record<string, string>, withStack = true) => buildReason({ home, env, defaultPort: 54321, withStack })

  it('builds when there is no build, and says so in French', () => {
    expect(reason({})).toBe('Aucun build trouvé : construction du site…')
  })

  it('rebuilds a build made for the default port when the stack runs on another one, and the other way round', () => {
    builtFor('http://127.0.0.1:54321')
    expect(reason({})).toBeUndefined()
    expect(reason({ LOCAL_STACK_PORT: '54400' })).toBe('Le build appelle une autre pile locale que http://127.0.0.1:54400 : reconstruction du site…')
    builtFor('http://127.0.0.1:54400')
    expect(reason({ LOCAL_STACK_PORT: '54400' })).toBeUndefined()
    expect(reason({})).toMatch(/autre pile locale que http:\/\/127\.0\.0\.1:54321 /)
  })

  it('serves as it is a build for hosted services, or any build when no local stack is started', () => {
    builtFor('https://abc.supabase.co https://api.emailjs.com')
    expect(reason({ LOCAL_STACK_PORT: '54400' })).toBeUndefined()
    builtFor('http://127.0.0.1:54321')
    expect(reason({ LOCAL_STACK_PORT: '54400' }, false)).toBeUndefined()
  })
})
