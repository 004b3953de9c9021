// Static server for the prerendered build, behaving like the production static host (Cloudflare
// Pages, docs/deploy.md): one URL per page (repeated slashes and index file names redirect to it),
// directory indexes, decoded accented paths (/médiation), the nearest 404.html up the path answered
// with status 404, host files and not-found pages never served under their own names, the
// response headers declared in build/client/_headers and the exact redirects of its _redirects
// (Netlify / Cloudflare Pages format).
//
// Every rule is decided on one normalised path (normalizeRequestPath: decoded, dot segments
// resolved); a path that cannot be decoded gets a 400, with the headers every response gets. Files
// are sent by this module, Range requests included (RFC 9110 §14, rangeAnswer): sirv 3.0.2, used
// before, ended the process on `Range: bytes=50-10` and answered suffix and multiple ranges wrongly.
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

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

/** Types of the other files a build holds; anything else is sent as bytes. */
const fileTypes = {
  ...compressibleTypes,
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
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

/**
 * The redirects of a `_redirects` file (Netlify and Cloudflare Pages: `from  to  [status]`) this server
 * answers: an exact path to another with a 301, 302, 307 or 308. Rules with a splat or a placeholder,
 * and the 404 rules (the nearest 404.html is this server's own rule, as it is Cloudflare's), are left out.
 * As on Netlify, a rule applies only where no file answers the path.
 * @returns {Map<string, { to: string, status: number }>} keyed by the decoded path
 */
export function parseRedirectsFile(text) {
  const redirects = new Map()
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to || rest.length > 0 || /[*:]/.test(from)) continue
    const code = Number(status)
    if (![301, 302, 307, 308].includes(code)) continue
    const target = normalizeRequestPath(from)
    if (target) redirects.set(target.pathname, { to, status: code })
  }
  return redirects
}

/** Names never served as they are: the host's configuration files and the not-found pages (only as 404s). */
const UNSERVED = /^(_headers|_redirects|404(\.html)?|__spa-fallback(\.html)?)$/

/** A decoded path written back as a URL path: each segment percent-encoded. */
const encodePath = (pathname) => pathname.split('/').map(encodeURIComponent).join('/')

/**
 * The one normalisation every rule of the server decides on: the path of the request target,
 * percent-decoded as UTF-8, then its dot segments resolved (also those that decoding reveals:
 * `/_headers%2f.` is `/_headers/`), never above the root. `redirect` names the canonical URL when
 * another spelling of a page's URL was asked for — repeated slashes, or an index file's name
 * (`/avis-clients/index`, `/avis-clients/index.html`) — which the static host redirects too.
 * `raw` is the canonical path percent-encoded (as `_headers` rules are written). `null` when the
 * path cannot be decoded: a malformed escape, bytes that are not UTF-8, a control character.
 * @returns {{ pathname: string, raw: string, redirect?: string } | null}
 */
export function normalizeRequestPath(url) {
  let target = String(url ?? '/')
  target = target.slice(0, target.search(/[?#]|$/))
  let decoded
  try {
    // Node's parser refuses raw non-ASCII bytes in a request; a caller may still pass decoded text.
    decoded = decodeURIComponent(target.replace(/[^\p{ASCII}]/gu, encodeURIComponent))
  } catch {
    return null
  }
  if (!decoded.startsWith('/')) decoded = `/${decoded}`
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return null
  }
  const parts = decoded.split('/').slice(1)
  const kept = []
  let directory = false
  let alias = false
  parts.forEach((segment, i) => {
    const last = i === parts.length - 1
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop()
      directory = last
    } else if (segment === '') {
      if (last) directory = true
      else alias = true
    } else {
      kept.push(segment)
      directory = false
    }
  })
  if (!directory && kept.length && /^index(\.html)?$/.test(kept.at(-1))) {
    kept.pop()
    directory = true
    alias = true
  }
  const pathname = `/${kept.join('/')}${directory && kept.length ? '/' : ''}`
  const raw = encodePath(pathname)
  return alias ? { pathname, raw, redirect: raw } : { pathname, raw }
}

/**
 * The answer to a Range header on a GET of a file of `size` bytes (RFC 9110 §14). An invalid
 * header — another unit, a malformed range, a last position before the first, more than 100
 * ranges — is ignored (the whole file, 200), as §14.2 allows. No satisfiable range: 416. One range,
 * or several that overlap or touch (coalesced, §15.3.7): 206 with that run of bytes. Several
 * separate runs: ignored too (200); this server sends no multipart/byteranges.
 * @returns {{ status: 200 } | { status: 416 } | { status: 206, start: number, end: number }}
 */
export function rangeAnswer(header, size) {
  const match = /^bytes=(.*)$/i.exec(String(header ?? '').trim())
  if (!match) return { status: 200 }
  const specs = match[1].split(',').map((spec) => spec.trim())
  if (specs.length > 100 || specs.every((spec) => spec === '')) return { status: 200 }
  /** Satisfiable ranges as [first, last] byte positions, last included. */
  const runs = []
  let valid = true
  for (const spec of specs) {
    if (spec === '') continue // an empty list element (RFC 9110 §5.6.1)
    const m = /^(\d*)-(\d*)$/.exec(spec)
    if (!m || (m[1] === '' && m[2] === '')) {
      valid = false
      break
    }
    // Beyond 15 digits a position is past the end of any file this server holds.
    const position = (digits) => (digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits))
    if (m[1] === '') {
      const length = position(m[2])
      if (length > 0 && size > 0) runs.push([Math.max(0, size - length), size - 1])
    } else {
      const first = position(m[1])
      const last = m[2] === '' ? Number.MAX_SAFE_INTEGER : position(m[2])
      if (last < first) {
        valid = false
        break
      }
      if (first < size) runs.push([first, Math.min(last, size - 1)])
    }
  }
  if (!valid) return { status: 200 }
  if (runs.length === 0) return { status: 416 }
  runs.sort((a, b) => a[0] - b[0])
  let [start, end] = runs[0]
  for (const [first, last] of runs.slice(1)) {
    if (first > end + 1) return { status: 200 }
    end = Math.max(end, last)
  }
  return { status: 206, start, end }
}

/** If-Range (RFC 9110 §13.1.5): the range applies only to the representation the client has. */
const ifRangeHolds = (ifRange, etag, lastModified) => ifRange === undefined || ifRange === etag || ifRange === lastModified

const BAD_REQUEST_PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title></head><body><h1>Adresse invalide</h1><p>Cette adresse ne peut pas être lue. Vérifiez-la, ou revenez à l’<a href="/">accueil</a>.</p></body></html>'

/**
 * @param {{ root: string, spaFallback?: boolean }} options  spaFallback: unknown paths answer
 *   index.html with status 200 (a single-page app host's rewrite; the bench's SPA baseline only).
 */
export function createStaticServer({ root, spaFallback = false }) {
  const headersFile = path.join(root, '_headers')
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const redirectsFile = path.join(root, '_redirects')
  const redirects = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : new Map()
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
  /** The file for a normalised path: the file itself, else the directory's index. */
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
    } catch {
      if (res.headersSent) return res.destroy()
      res.statusCode = 500
      res.end()
    }
  }
  /** A file as it is (binary files, identity requests), honouring Range on GET. */
  function sendFile(req, res, file, pathname) {
    let stats
    try {
      stats = statSync(file)
    } catch {
      return sendNotFound(req, res, pathname)
    }
    const size = stats.size
    const etag = `"${size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`
    const lastModified = stats.mtime.toUTCString()
    res.setHeader('Content-Type', fileTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    res.setHeader('Cache-Control', cacheControl(pathname))
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', lastModified)
    res.setHeader('Accept-Ranges', 'bytes')
    if ((req.method === 'GET' || req.method === 'HEAD') && req.headers['if-none-match'] === etag) {
      res.statusCode = 304
      return res.end()
    }
    // Range is defined for GET only (RFC 9110 §14.2).
    const range =
      req.method === 'GET' && req.headers.range !== undefined && ifRangeHolds(req.headers['if-range'], etag, lastModified)
        ? rangeAnswer(req.headers.range, size)
        : { status: 200 }
    if (range.status === 416) {
      res.statusCode = 416
      res.setHeader('Content-Range', `bytes */${size}`)
      res.setHeader('Content-Length', 0)
      return res.end()
    }
    const [start, end] = range.status === 206 ? [range.start, range.end] : [0, size - 1]
    res.statusCode = range.status
    if (range.status === 206) res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`)
    res.setHeader('Content-Length', end - start + 1)
    if (req.method === 'HEAD' || size === 0) return res.end()
    const stream = createReadStream(file, { start, end })
    // A file removed or unreadable after the stat: this answer fails, the server goes on.
    stream.on('error', () => res.destroy())
    stream.pipe(res)
  }
  const cacheControl = (pathname) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
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
  /** Headers of the `_headers` rules that match a path (every rule for its raw form when it cannot be decoded). */
  function applyRules(res, target, rawPath) {
    for (const rule of rules) {
      const matches = target ? rule.pattern.test(target.raw) || rule.pattern.test(target.pathname) : rule.pattern.test(rawPath)
      if (matches) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
  }
  return createServer((req, res) => {
    const target = normalizeRequestPath(req.url)
    // `_headers` paths are written percent-encoded (/m%C3%A9diation), as hosts match the request
    // path as sent; a rule written decoded matches too. Every response gets the rules of its path,
    // redirects, 404s and 400s included.
    applyRules(res, target, String(req.url ?? '/').split('?')[0])
    if (!target) {
      res.statusCode = 400
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      return res.end(req.method === 'HEAD' ? undefined : BAD_REQUEST_PAGE)
    }
    const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
    const redirect = (status, location) => {
      res.statusCode = status
      res.setHeader('Location', location + query)
      res.setHeader('Cache-Control', 'no-cache')
      return res.end()
    }
    if (target.redirect) return redirect(308, target.redirect)
    const { pathname } = target
    const unserved = pathname.split('/').some((segment) => UNSERVED.test(segment))
    let file = unserved ? null : resolveFile(pathname)
    const rule = file ? undefined : redirects.get(pathname)
    if (rule) return redirect(rule.status, rule.to)
    if (!file && spaFallback && !pathname.startsWith('/assets/')) file = path.join(root, 'index.html')
    if (!file) return sendNotFound(req, res, pathname)
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const type = compressibleTypes[path.extname(file)]
    if (encoding && type && (req.method === 'GET' || req.method === 'HEAD'))
      return sendCompressed(req, res, { file, encoding, type, cacheControl: cacheControl(pathname) })
    sendFile(req, res, file, pathname)
  })
}
