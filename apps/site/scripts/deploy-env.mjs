// A production build (SITE_DEPLOY=production) must be given real values: this lists what is
// missing or still a local default, and what must never be in a browser bundle.
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

const localLooking = /localhost|127\.0\.0\.1|example\.(fr|com)|local-public-key|service_local|template_local|supabase-demo|XXXXXXXX|AW-000000000/i

/** Returns human-readable problems (empty when the environment is fit for production). */
export function productionEnvProblems(env) {
  const problems = []
  for (const key of requiredInProduction) {
    const value = env[key]
    if (!value) problems.push(`${key} n'est pas défini`)
    else if (localLooking.test(value) || (key === 'VITE_SUPABASE_ANON_KEY' && isLocalDemoJwt(value)))
      problems.push(`${key} garde une valeur locale (${value.slice(0, 40)})`)
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
