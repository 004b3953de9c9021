// Static server for the prerendered build, behaving like the production static host:
// directory indexes, decoded accented paths (/médiation), 404.html answered with status 404,
// and the response headers declared in build/client/_headers (Netlify / Cloudflare Pages format).
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

/**
 * @param {{ root: string, spaFallback?: boolean }} options  spaFallback: unknown paths answer
 *   index.html with status 200 (a single-page app host's rewrite; the bench's SPA baseline only).
 */
export function createStaticServer({ root, spaFallback = false }) {
  const headersFile = path.join(root, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const notFoundPage = readFileSync(path.join(root, '404.html'))
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
  /** The file sirv would serve for a path (exact file, then `.html`, then directory index). */
  function resolveFile(pathname) {
    for (const candidate of [pathname, `${pathname}.html`, path.posix.join(pathname, 'index.html')]) {
      const file = path.join(root, candidate)
      if (!file.startsWith(root + path.sep)) continue
      if (existsSync(file) && statSync(file).isFile()) return file
    }
    return null
  }
  async function sendCompressed(req, res, { file, encoding, type, cacheControl }) {
    try {
      const { body, etag } = await compressedFile(file, encoding)
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('ETag', etag)
      res.setHeader('Cache-Control', cacheControl)
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304
        return res.end()
      }
      res.setHeader('Content-Type', type)
      res.setHeader('Content-Encoding', encoding)
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  }
  const cacheControl = (pathname) =>
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname))
    },
  })
  return createServer((req, res) => {
    let pathname = '/'
    let rawPathname = '/'
    try {
      rawPathname = new URL(req.url ?? '/', 'http://localhost').pathname
      pathname = decodeURIComponent(rawPathname)
    } catch {
      pathname = '/'
    }
    // `_headers` paths are written percent-encoded (/m%C3%A9diation), as hosts match the request
    // path as sent; a rule written decoded matches too.
    for (const rule of rules) {
      if (rule.pattern.test(rawPathname) || rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    if (spaFallback && !pathname.startsWith('/assets/') && !resolveFile(pathname)) {
      pathname = '/index.html'
      req.url = pathname
    }
    // Never serve the raw fallback files under their own names.
    if (/^\/(__spa-fallback|404)(\.html)?$/.test(pathname) || pathname === '/_headers') req.url = '/__missing__'
    else if (req.method === 'GET' || req.method === 'HEAD') {
      const encoding = pickEncoding(req.headers['accept-encoding'])
      const file = encoding && resolveFile(pathname)
      const type = file && compressibleTypes[path.extname(file)]
      if (type) return sendCompressed(req, res, { file, encoding, type, cacheControl: cacheControl(pathname) })
    }
    assets(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
      res.end(req.method === 'HEAD' ? undefined : notFoundPage)
    })
  })
}
