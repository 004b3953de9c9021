// Static server for the prerendered build, behaving like the production static host:
// directory indexes, decoded accented paths (/médiation), 404.html answered with status 404,
// and the response headers declared in build/client/_headers (Netlify / Cloudflare Pages format).
import { createServer } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'

/** Parses a `_headers` file into [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeadersFile(text) {
  const rules = []
  let current
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '')
    if (!line || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[a-z]+/gi, '[^/]+')
      current = { pattern: new RegExp(`^${source}$`), headers: [] }
      rules.push(current)
    } else if (current) {
      const index = line.indexOf(':')
      if (index > 0) current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}

export function createStaticServer({ root }) {
  const headersFile = path.join(root, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const notFoundPage = readFileSync(path.join(root, '404.html'))
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      else res.setHeader('Cache-Control', 'no-cache')
    },
  })
  return createServer((req, res) => {
    let pathname = '/'
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    } catch {
      pathname = '/'
    }
    for (const rule of rules) {
      if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    // Never serve the raw fallback files under their own names.
    if (/^\/(__spa-fallback|404)(\.html)?$/.test(pathname) || pathname === '/_headers') req.url = '/__missing__'
    assets(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
      res.end(req.method === 'HEAD' ? undefined : notFoundPage)
    })
  })
}
