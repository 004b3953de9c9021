// A production build (SITE_DEPLOY=production) must be given real values: this lists what is
// missing or still a local default or placeholder, and what must never be in a browser bundle.
// `npm start`, the tests and the local stack build without SITE_DEPLOY and keep the local values.

/** Backends and contact: unset or local-looking values are refused. */
import { existsSync, readFileSync } from 'node:fs'
export const requiredInProduction = [
  'VITE_SITE_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_EMAILJS_ORIGIN',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_PHONE',
  'VITE_CONTACT_EMAIL',
]

/**
 * The business identity of the footer and the legal pages (app/site.config.ts): its local defaults
 * are placeholders (example.fr, RCS 000 000 000, « rue de l’Exemple », « à renseigner », ARCEP's
 * fiction numbers…), so each must be set for a deploy and must not hold a placeholder.
 */
export const identityInProduction = [
  'VITE_COMPANY_NAME',
  'VITE_COMPANY_LEGAL_FORM',
  'VITE_COMPANY_CAPITAL',
  'VITE_COMPANY_RCS',
  'VITE_COMPANY_VAT',
  'VITE_PUBLICATION_DIRECTOR',
  'VITE_ADDRESS_STREET',
  'VITE_ADDRESS_POSTAL_CODE',
  'VITE_ADDRESS_CITY',
  'VITE_HOST_NAME',
  'VITE_HOST_ADDRESS',
  'VITE_HOST_WEBSITE',
  'VITE_HOST_PHONE',
  'VITE_MEDIATOR_NAME',
  'VITE_MEDIATOR_ADDRESS',
  'VITE_MEDIATOR_WEBSITE',
  'VITE_MEDIATOR_EMAIL',
  'VITE_MEDIATOR_PHONE',
  'VITE_COMMERCIAL_COURT',
]

// Placeholders of the local defaults, whatever their spacing or apostrophe. Phone numbers: the
// ranges ARCEP reserves for fiction (01 99 00, 02 61 91, 03 53 01, 04 65 71, 05 36 49).
const placeholderLooking = [
  /example\.(fr|com|org)/i,
  /\b0{3}[\s\u00A0\u202F]?0{3}[\s\u00A0\u202F]?0{3}\b/,
  /FR[\s\u00A0]*0{2}[\s\u00A0]*0{9}/i,
  /rue de l['’]exemple/i,
  /à renseigner|a renseigner|to be (set|filled)|placeholder|lorem ipsum/i,
  /Le président de la société/i,
]
const fictionPhone = /^(?:\+33|0)(199\d{6}|26191\d{4}|35301\d{4}|46571\d{4}|53649\d{4})$/

/** @param {string} value */
const isPlaceholder = (value) => placeholderLooking.some((pattern) => pattern.test(value)) || fictionPhone.test(value.replace(/[^\d+]/g, ''))

const localLooking = /localhost|127\.0\.0\.1|example\.(fr|com)|local-public-key|service_local|template_local|supabase-demo|XXXXXXXX|AW-000000000/i

/** Returns human-readable problems (empty when the environment is fit for production). */
export function productionEnvProblems(env) {
  const problems = []
  for (const key of requiredInProduction) {
    const value = env[key]
    if (!value) problems.push(`${key} n'est pas défini (not set)`)
    else if (localLooking.test(value) || (key === 'VITE_SUPABASE_ANON_KEY' && isLocalDemoJwt(value)))
      problems.push(`${key} garde une valeur locale (still a local value): ${value.slice(0, 40)}`)
    else if (isPlaceholder(value)) problems.push(`${key} garde une valeur d'exemple (still a placeholder): ${value.slice(0, 40)}`)
  }
  for (const key of identityInProduction) {
    const value = env[key]
    if (!value) problems.push(`${key} n'est pas défini : le site publierait la valeur d'exemple (not set: the placeholder would be published)`)
    else if (isPlaceholder(value)) problems.push(`${key} garde une valeur d'exemple (still a placeholder): ${value.slice(0, 40)}`)
  }
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('VITE_') || !value) continue
    if (/SERVICE_ROLE|SECRET/i.test(key) || isServiceRoleJwt(value) || isSecretApiKey(value))
      problems.push(`${key} ne doit jamais être exposé au navigateur (clé de service ou secret)`)
  }
  return problems
}

function jwtPayload(value) {
  const parts = value.split('.')
  if (parts.length !== 3) return undefined
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}
const isLocalDemoJwt = (value) => jwtPayload(value)?.iss === 'supabase-demo'
const isServiceRoleJwt = (value) => jwtPayload(value)?.role === 'service_role'
// Supabase's newer API keys: 'sb_publishable_…' may ship, 'sb_secret_…' bypasses RLS and must not.
const isSecretApiKey = (value) => /(^|[^a-z])sb_secret_/i.test(value)

/**
 * The local stack's address when it runs on another port than its default (`LOCAL_STACK_PORT=54400
 * npm start`): the reviews API and the mail origin the site is built with, unless the environment or
 * an .env file names them. Never for a production build, whose services are its own.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>} the VITE_* values to add
 */
export function localStackDefaults(env) {
  if (!env.LOCAL_STACK_PORT || env.SITE_DEPLOY === 'production') return {}
  const origin = `http://127.0.0.1:${env.LOCAL_STACK_PORT}`
  return Object.fromEntries(['VITE_SUPABASE_URL', 'VITE_EMAILJS_ORIGIN'].filter((name) => !env[name]).map((name) => [name, origin]))
}

/**
 * Why `npm start` must build before serving, in French, or undefined: no build yet, or a build made for a
 * local stack on another port (LOCAL_STACK_PORT changed since), whose pages would call a stack that is not
 * there. `withStack`: false when the site is served without the local stack (`--no-stack`).
 * @param {{ home: string, env: Record<string, string | undefined>, defaultPort: number, withStack: boolean }} options
 *   home: the build's index.html
 * @returns {string | undefined}
 */
export function buildReason({ home, env, defaultPort, withStack }) {
  if (!existsSync(home)) return 'Aucun build trouvé : construction du site…'
  const stackOrigin = `http://127.0.0.1:${env.LOCAL_STACK_PORT || defaultPort}`
  if (withStack && callsAnotherLocalStack(readFileSync(home, 'utf8'), stackOrigin)) {
    return `Le build appelle une autre pile locale que ${stackOrigin} : reconstruction du site…`
  }
  return undefined
}

/**
 * Whether a built page was made for a local stack at another origin than `stackOrigin` (LOCAL_STACK_PORT
 * changed since the build): its connect-src names the stack it calls. A build for hosted services names
 * no loopback origin and is never "another stack".
 * @param {string} page a built page's HTML
 * @param {string} stackOrigin e.g. http://127.0.0.1:54321
 */
export function callsAnotherLocalStack(page, stackOrigin) {
  const loopback = page.match(/http:\/\/127\.0\.0\.1:\d+/g) ?? []
  return loopback.length > 0 && !loopback.includes(stackOrigin)
}
