// Writes build/client/_headers (Netlify / Cloudflare Pages format; the local static server applies
// the same file): security headers for every path, and for each prerendered page a strict CSP whose
// script-src allows that page's own inline bootstrap scripts by hash — never 'unsafe-inline'.
// Unknown paths get 404.html, which carries the same policy in a <meta> (hosts cannot give a
// status-specific header, and two CSP headers would both be enforced).
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { prerenderedPages } from './page-assets.mjs'

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

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export function contentSecurityPolicy({ scriptHashes, connectOrigins, forMeta = false }) {
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...scriptHashes, GOOGLE_TAG],
    ['style-src', "'self'", "'unsafe-inline'"],
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
  // frame-ancestors is ignored in a <meta> policy (X-Frame-Options covers that case).
  if (!forMeta) directives.push(['frame-ancestors', "'none'"])
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ')
}

const commonHeaders = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]

const originOf = (url) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

export async function writeSecurityHeaders(clientDir, env = process.env) {
  const connectOrigins = [
    originOf(env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321'),
    originOf(env.VITE_EMAILJS_ORIGIN || 'http://127.0.0.1:54321'),
  ].filter(Boolean)

  const lines = ['# Generated at build time by scripts/security-headers.mjs — do not edit.', '/*']
  for (const [name, value] of commonHeaders) lines.push(`  ${name}: ${value}`)
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable')

  for (const { route, file } of prerenderedPages(clientDir)) {
    const html = await readFile(file, 'utf8')
    const csp = contentSecurityPolicy({ scriptHashes: inlineScripts(html).map(sha256), connectOrigins })
    const paths = route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}/index.html`]
    for (const p of paths) lines.push(encodeURI(p), `  Content-Security-Policy: ${csp}`)
  }
  await writeFile(path.join(clientDir, '_headers'), `${lines.join('\n')}\n`)

  const notFound = path.join(clientDir, '404.html')
  const html = await readFile(notFound, 'utf8')
  const metaPolicy = contentSecurityPolicy({ scriptHashes: inlineScripts(html).map(sha256), connectOrigins, forMeta: true })
  await writeFile(notFound, html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${metaPolicy}"/>`))
}
