// Static server for the prerendered build, behaving like the production static host (Cloudflare
// Pages, docs/deploy.md): one URL per page (repeated slashes and index file names redirect to it),
// directory indexes, decoded accented paths (/médiation), the nearest 404.html up the path answered
// with status 404, host files and not-found pages never served under their own names, and the
// response headers declared in build/client/_headers (Netlify / Cloudflare Pages format).
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import sirv from 'sirv'

/** Text files are sent compressed, as every production static host (Netlify, Cloudflare Pages) does. */
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressibleTypes = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
}

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const offered = new Map()
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    offered.set(name, q ? Number(q.slice(2)) : 1)
  }
  const accepts = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** Parses a `_headers` file into [{ pattern: RegExp, headers: [name, value][] }]. */
export function parseHeadersFile(text) {
  const rules = []
  let current
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '')
    if (!line || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[a-z]+/gi, '[^/]+')
      current = { pattern: new RegExp(`^${source}$`), headers: [] }
      rules.push(current)
    } else if (current) {
      const index = line.indexOf(':')
      if (index > 0) current.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}

/** Names never served as they are: the host's configuration files and the not-found pages (only as 404s). */
const UNSERVED = /^(_headers|_redirects|404(\.html)?|__spa-fallback(\.html)?)$/

/**
 * Where a request path is served from, decided on the path as the files are named: percent-decoded,
 * dot segments resolved. `redirect` when another spelling of a page's URL was asked for — repeated
 * slashes, or an index file's name (`/avis-clients/index`, `/avis-clients/index.html`) — which the
 * static host redirects too; `null` when the path cannot be decoded.
 * @returns {{ pathname: string, raw: string, redirect?: string } | null}
 */
export function normalizeRequestPath(url) {
  let raw
  let pathname
  try {
    // Read as a path even when it starts with '//' (a base URL would take '//host/x' for a host).
    const parsed = new URL(`http://localhost${String(url ?? '/').startsWith('/') ? url : `/${url}`}`)
    raw = parsed.pathname
    pathname = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (pathname.includes('\0')) return null
  const canonical = raw.replace(/\/{2,}/g, '/').replace(/\/index(\.html)?$/, '/')
  if (canonical !== raw) return { pathname: decodeURIComponent(canonical), raw: canonical, redirect: canonical }
  return { pathname, raw }
}

/**
 * @param {{ root: string, spaFallback?: boolean }} options  spaFallback: unknown paths answer
 *   index.html with status 200 (a single-page app host's rewrite; the bench's SPA baseline only).
 */
export function createStaticServer({ root, spaFallback = false }) {
  const headersFile = path.join(root, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const compressed = new Map()
  /**
   * The compressed body of a file, computed once per encoding and modification time, off the event
   * loop (zlib's thread pool), so a cold cache never stalls other responses.
   */
  function compressedFile(file, encoding) {
    const { mtimeMs } = statSync(file)
    const key = `${encoding}:${file}`
    const cached = compressed.get(key)
    if (cached && cached.mtimeMs === mtimeMs) return cached.entry
    const raw = readFileSync(file)
    const body =
      encoding === 'br'
        ? brotliAsync(raw, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipAsync(raw, { level: 9 })
    const etag = `"${createHash('sha1').update(raw).digest('base64url')}-${encoding}"`
    const entry = body.then((buffer) => ({ body: buffer, etag }))
    compressed.set(key, { mtimeMs, entry })
    return entry
  }
  const isFile = (file) => file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()
  /** The file for a decoded path: the file itself, else the directory's index. */
  function resolveFile(pathname) {
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`]
    return candidates.map((candidate) => path.join(root, candidate)).find(isFile) ?? null
  }
  /** The 404.html closest to the path, up to the root's (the static host's rule), or null. */
  function notFoundFile(pathname) {
    let dir = pathname.endsWith('/') ? pathname : path.posix.dirname(pathname)
    for (;;) {
      const file = path.join(root, dir, '404.html')
      if (isFile(file)) return file
      if (dir === '/') return null
      dir = path.posix.dirname(dir.replace(/\/$/, ''))
    }
  }
  async function sendCompressed(req, res, { file, encoding, type, cacheControl, status = 200 }) {
    try {
      const { body, etag } = await compressedFile(file, encoding)
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('Cache-Control', cacheControl)
      if (status === 200) {
        res.setHeader('ETag', etag)
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304
          return res.end()
        }
      }
      res.statusCode = status
      res.setHeader('Content-Type', type)
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  }
  const cacheControl = (pathname) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
  const assets = sirv(root, {
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname))
    },
  })
  /** Unknown path: the nearest not-found page with status 404 (compressed like any page). */
  function sendNotFound(req, res, pathname) {
    const file = notFoundFile(pathname)
    const encoding = pickEncoding(req.headers['accept-encoding'])
    if (file && encoding) return sendCompressed(req, res, { file, encoding, type: compressibleTypes['.html'], cacheControl: 'no-cache', status: 404 })
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' || !file ? undefined : readFileSync(file))
  }
  return createServer((req, res) => {
    const target = normalizeRequestPath(req.url)
    const pathname = target?.pathname ?? '/'
    // `_headers` paths are written percent-encoded (/m%C3%A9diation), as hosts match the request
    // path as sent; a rule written decoded matches too. Every response gets the rules of its path,
    // redirects and 404s included.
    for (const rule of rules) {
      if (target && (rule.pattern.test(target.raw) || rule.pattern.test(pathname))) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    if (!target) return sendNotFound(req, res, '/')
    if (target.redirect) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
      res.statusCode = 308
      res.setHeader('Location', target.redirect + query)
      res.setHeader('Cache-Control', 'no-cache')
      return res.end()
    }
    const name = pathname.split('/').filter(Boolean).at(-1) ?? ''
    let file = UNSERVED.test(name) ? null : resolveFile(pathname)
    if (!file && spaFallback && !pathname.startsWith('/assets/')) file = path.join(root, 'index.html')
    if (!file) return sendNotFound(req, res, pathname)
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const type = compressibleTypes[path.extname(file)]
    if (encoding && type && (req.method === 'GET' || req.method === 'HEAD'))
      return sendCompressed(req, res, { file, encoding, type, cacheControl: cacheControl(pathname) })
    // Binary files and uncompressed answers: sirv, asked for exactly the file resolved here.
    req.url = `/${path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/')}`
    assets(req, res, () => sendNotFound(req, res, pathname))
  })
}
