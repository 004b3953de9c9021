// Security headers of the static build, in two parts whose size does not depend on the number of pages:
//
// - `_headers` (Netlify / Cloudflare Pages format; the local static server applies the same file):
//   two rules. `/*` gives every response the common security headers and the part of the
//   Content-Security-Policy that is the same for every page, with `frame-ancestors`, which only a
//   header can carry. `/assets/*` caches the fingerprinted files for good.
// - every HTML file of the build carries its own complete policy in a
//   `<meta http-equiv="Content-Security-Policy">`: the sha256 hashes of exactly its inline scripts,
//   style elements and style attributes — never 'unsafe-inline'.
//
// A browser enforces both policies: a script or style runs only if each allows it. The header
// leaves scripts and styles to the page's own policy (it has no default-src, script-src or
// style-src) and repeats the rest, so it holds alone for a response that is not one of our pages.
// Cloudflare Pages accepts 100 header rules: one rule per page (its hashes) stopped the deploy at
// about 33 pages.
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

const GOOGLE_TAG = 'https://www.googletagmanager.com'
const GOOGLE_MEASUREMENT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://*.google.com',
]

/** Inline, executable scripts of an HTML page (JSON-LD data blocks are not executed). */
export function inlineScripts(html) {
  const scripts = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue
    const type = /\btype="([^"]+)"/.exec(attributes)?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    scripts.push(body)
  }
  return scripts
}

/** Contents of the page's `<style>` elements. */
export const inlineStyleElements = (html) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body)

const decodeAttribute = (value) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, entity) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[entity])

/**
 * Values of the page's `style="…"` attributes, as the browser reads them (react-aria writes a few:
 * visually hidden texts, the date field's segments). Styles set later by script go through the
 * CSSOM, which a policy does not govern.
 */
export const styleAttributes = (html) => [...html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)].map(([, value]) => decodeAttribute(value))

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const unique = (parts) => [...new Set(parts)]

/** The directives every page shares. */
function sharedDirectives(connectOrigins) {
  return [
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins, ...GOOGLE_MEASUREMENT],
    ['frame-src', 'https://td.doubleclick.net', GOOGLE_TAG],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'none'"],
  ]
}

const serialize = (directives) => directives.map((parts) => unique(parts).join(' ')).join('; ')

/**
 * The complete policy of one HTML page, for its `<meta>`: everything from 'self' and hashes of what
 * the page itself holds inline. (`frame-ancestors` is ignored in a `<meta>`: the header has it.)
 */
export function pagePolicy(html, { connectOrigins }) {
  const styleHashes = [...inlineStyleElements(html), ...styleAttributes(html)].map(sha256)
  return serialize([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScripts(html).map(sha256), GOOGLE_TAG],
    // 'unsafe-hashes' lets the listed hashes match style attributes too; nothing unlisted applies.
    ['style-src', "'self'", ...(styleAttributes(html).length > 0 ? ["'unsafe-hashes'"] : []), ...styleHashes],
    ...sharedDirectives(connectOrigins),
  ])
}

/** The policy of every response, in the `/*` header rule: the shared directives and frame-ancestors. */
export const headerPolicy = ({ connectOrigins }) => serialize([...sharedDirectives(connectOrigins), ['frame-ancestors', "'none'"]])

const commonHeaders = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** The page with its policy as the first element after the charset (replacing an older one). */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  const page = html.replace(META, '')
  // After the charset declaration, which must stay within the first 1024 bytes; before anything else.
  const anchor = /<meta charSet="utf-8"\/>/i.exec(page) ?? /<head>/i.exec(page)
  if (!anchor) throw new Error('security-headers: no <head> to put the Content-Security-Policy in')
  const at = anchor.index + anchor[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

/** Every .html file under the build's client directory. */
async function htmlFiles(dir) {
  const found = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await htmlFiles(full)))
    else if (entry.name.endsWith('.html')) found.push(full)
  }
  return found.sort()
}

const originOf = (url) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** Writes `_headers` and each HTML file's `<meta>` policy. Returns the number of `_headers` rules. */
export async function writeSecurityHeaders(clientDir, env = process.env) {
  const connectOrigins = [originOf(env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321'), originOf(env.VITE_EMAILJS_ORIGIN || 'http://127.0.0.1:54321')].filter(
    Boolean,
  )

  const rules = [
    ['/*', [...commonHeaders, ['Content-Security-Policy', headerPolicy({ connectOrigins })]]],
    ['/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
  ]
  const lines = [
    '# Generated at build time by scripts/security-headers.mjs — do not edit.',
    '# Each HTML file also carries its own Content-Security-Policy in a <meta> (its inline scripts’ hashes).',
  ]
  for (const [pattern, headers] of rules) lines.push(pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`))
  await writeFile(path.join(clientDir, '_headers'), `${lines.join('\n')}\n`)

  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8')
    await writeFile(file, withPolicyMeta(html, pagePolicy(html.replace(META, ''), { connectOrigins })))
  }
  return rules.length
}
