import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { get, request, type IncomingHttpHeaders, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSecurityHeaders } from './security-headers.mjs'
import { createStaticServer, normalizeRequestPath, pickEncoding } from './static-server.mjs'

/** GET without decompression (fetch would decode the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

/** A request sent as written: the path is not normalised by a URL parser on the way. */
function rawRequest(origin: string, target: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(origin)
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request({ host: hostname, port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0, else none', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })
})

describe('createStaticServer', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
  const page = '<!DOCTYPE html><html><body>' + 'Expertise bâtiment. '.repeat(200) + '</body></html>'
  const servers: Server[] = []
  const origins: Record<'site' | 'spa', string> = { site: '', spa: '' }

  beforeAll(async () => {
    mkdirSync(path.join(root, 'contact'))
    mkdirSync(path.join(root, 'assets'))
    writeFileSync(path.join(root, 'index.html'), page)
    writeFileSync(path.join(root, 'contact', 'index.html'), page.replace('<body>', '<body>Contact'))
    writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log("x");'.repeat(100))
    writeFileSync(path.join(root, 'assets', 'logo.png'), Buffer.from([137, 80, 78, 71]))
    writeFileSync(path.join(root, '404.html'), '<p>Page introuvable</p>')
    mkdirSync(path.join(root, 'services', 'fissures'), { recursive: true })
    writeFileSync(path.join(root, 'services', 'fissures', 'index.html'), page.replace('<body>', '<body>Fissures'))
    writeFileSync(path.join(root, 'services', '404.html'), '<p>Service introuvable</p>')
    writeFileSync(path.join(root, '__spa-fallback.html'), '<p>fallback</p>')
    writeFileSync(
      path.join(root, '_redirects'),
      '# comment\n/mediation  /m%C3%A9diation  301\n/contact  /ailleurs  301\n/ancien  /contact\n/tmp  /contact  302\n/a/*  /b  301\n/services/*  /services/404.html  404\n',
    )
    mkdirSync(path.join(root, 'médiation'))
    writeFileSync(path.join(root, 'médiation', 'index.html'), page)
    writeFileSync(
      path.join(root, '_headers'),
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n/contact\n  Content-Security-Policy: default-src 'self'\n/m%C3%A9diation\n  Content-Security-Policy: default-src 'none'\n",
    )
    for (const [name, spaFallback] of [
      ['site', false],
      ['spa', true],
    ] as const) {
      const server = createStaticServer({ root, spaFallback })
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const address = server.address()
      if (!address || typeof address === 'string') throw new Error('no port')
      origins[name] = `http://127.0.0.1:${address.port}`
    }
  })
  afterAll(() => {
    for (const server of servers) server.close()
  })

  it('sends HTML brotli- or gzip-compressed, with Vary and the _headers rules', async () => {
    const br = await rawGet(`${origins.site}/contact`, { 'accept-encoding': 'br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['x-frame-options']).toBe('DENY')
    expect(br.headers['content-security-policy']).toBe("default-src 'self'")
    expect(br.body.length).toBeLessThan(page.length / 4)
    expect(brotliDecompressSync(br.body).toString()).toContain('<body>Contact')

    const gz = await rawGet(`${origins.site}/assets/app-1.js`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(gz.body).toString()).toContain('console.log')
  })

  it('matches percent-encoded _headers paths against accented routes', async () => {
    const response = await rawGet(`${origins.site}/m%C3%A9diation`, { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers['content-security-policy']).toBe("default-src 'none'")
  })

  it('answers a matching ETag with 304, sends binary files and identity requests as they are', async () => {
    const first = await fetch(`${origins.site}/`, { headers: { 'accept-encoding': 'br' } })
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/-br"$/)
    const again = await fetch(`${origins.site}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
    expect(again.status).toBe(304)
    const png = await fetch(`${origins.site}/assets/logo.png`, { headers: { 'accept-encoding': 'br' } })
    expect(png.headers.get('content-encoding')).toBeNull()
    const plain = await fetch(`${origins.site}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
  })

  it('answers unknown paths with 404.html and status 404; the SPA mode answers index.html with 200', async () => {
    const missing = await fetch(`${origins.site}/nulle-part`, { headers: { 'accept-encoding': 'br' } })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page introuvable')
    const spa = await fetch(`${origins.spa}/services/inconnu`, { headers: { 'accept-encoding': 'br' } })
    expect(spa.status).toBe(200)
    expect(await spa.text()).toBe(page)
    const asset = await fetch(`${origins.spa}/assets/nope.js`)
    expect(asset.status).toBe(404)
  })

  it('never serves host files, the fallback or the not-found pages under their own names, trailing slash or not', async () => {
    for (const p of [
      '/404.html',
      '/404',
      '/404/',
      '/404.html/',
      '/_headers',
      '/_headers/',
      '/%5Fheaders/',
      '/_redirects',
      '/_redirects/',
      '/__spa-fallback',
      '/__spa-fallback/',
      '/__spa-fallback.html',
      '/__spa-fallback.html/',
      '/services/404.html',
      '/services/404/',
    ]) {
      const response = await fetch(`${origins.site}${p}`, { headers: { 'accept-encoding': 'br' } })
      expect(response.status, p).toBe(404)
      expect(await response.text(), p).toMatch(/^<p>(Page|Service) introuvable<\/p>$/)
    }
  })

  it('answers an unknown path with the nearest 404.html up the path, as Cloudflare Pages does', async () => {
    for (const [p, text] of [
      ['/services/inconnu', 'Service introuvable'],
      ['/services/inconnu/', 'Service introuvable'],
      ['/services/fissures/suite', 'Service introuvable'],
      ['/servicesX', 'Page introuvable'],
      ['/nulle/part', 'Page introuvable'],
    ] as const) {
      for (const encoding of ['br', 'identity']) {
        const response = await fetch(`${origins.site}${p}`, { headers: { 'accept-encoding': encoding } })
        expect(response.status, `${p} ${encoding}`).toBe(404)
        expect(await response.text(), `${p} ${encoding}`).toBe(`<p>${text}</p>`)
        expect(response.headers.get('x-frame-options'), p).toBe('DENY')
      }
    }
  })

  it('redirects another spelling of a page’s URL to it (308), with the headers every response gets; never to another host', async () => {
    for (const [p, location] of [
      ['/contact/index', '/contact/'],
      ['/contact/index.html', '/contact/'],
      ['/contact//', '/contact/'],
      ['//contact', '/contact'],
      ['/index.html', '/'],
      ['/m%C3%A9diation/index', '/m%C3%A9diation/'],
      ['/contact/index?source=menu', '/contact/?source=menu'],
      ['//attacker.example/x', '/attacker.example/x'],
    ] as const) {
      const response = await rawGet(`${origins.site}${p}`, { 'accept-encoding': 'br' })
      expect(response.status, p).toBe(308)
      expect(response.headers.location, p).toBe(location)
      expect(response.headers['x-frame-options'], p).toBe('DENY')
      expect(response.headers['content-security-policy'], p).toBeTruthy()
    }
    const page = await fetch(`${origins.site}/contact/`, { headers: { 'accept-encoding': 'br' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<body>Contact')
  })

  it('answers the exact redirects of _redirects where no file answers the path (as Netlify), keeping the query', async () => {
    for (const [p, status, location] of [
      ['/mediation', 301, '/m%C3%A9diation'],
      ['/mediation?source=courrier', 301, '/m%C3%A9diation?source=courrier'],
      ['/ancien', 301, '/contact'],
      ['/tmp', 302, '/contact'],
    ] as const) {
      const response = await rawGet(`${origins.site}${p}`, { 'accept-encoding': 'br' })
      expect(response.status, p).toBe(status)
      expect(response.headers.location, p).toBe(location)
      expect(response.headers['x-frame-options'], p).toBe('DENY')
    }
    // A page that exists is served, whatever a rule says; splats and 404 rules are not this server's.
    expect((await rawGet(`${origins.site}/contact`, { 'accept-encoding': 'br' })).status).toBe(200)
    expect((await rawGet(`${origins.site}/a/x`, { 'accept-encoding': 'br' })).status).toBe(404)
    expect((await rawGet(`${origins.site}/mediation/suite`, { 'accept-encoding': 'br' })).status).toBe(404)
  })

  it('answers a path it cannot decode with 400, not the home page', async () => {
    const response = await fetch(`${origins.site}/%E0%A4%A`, { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(400)
    expect(await response.text()).not.toBe(page)
  })
})

describe('normalizeRequestPath', () => {
  it('decodes, resolves dot segments and names the canonical URL of an alias', () => {
    expect(normalizeRequestPath('/m%C3%A9diation')).toEqual({ pathname: '/médiation', raw: '/m%C3%A9diation' })
    expect(normalizeRequestPath('/assets/../_headers')).toEqual({ pathname: '/_headers', raw: '/_headers' })
    expect(normalizeRequestPath('/avis-clients//')).toEqual({ pathname: '/avis-clients/', raw: '/avis-clients/', redirect: '/avis-clients/' })
    expect(normalizeRequestPath('/avis-clients/index')?.redirect).toBe('/avis-clients/')
    expect(normalizeRequestPath('/assets/index-abc.js')?.redirect).toBeUndefined()
    expect(normalizeRequestPath('/%E0%A4%A')).toBeNull()
    expect(normalizeRequestPath('/a%00b')).toBeNull()
  })

  it('resolves the dot segments that decoding reveals (an encoded slash), then names the canonical URL', () => {
    expect(normalizeRequestPath('/_headers%2f.')).toMatchObject({ pathname: '/_headers/' })
    expect(normalizeRequestPath('/_headers%2fx%2f..')).toMatchObject({ pathname: '/_headers/' })
    expect(normalizeRequestPath('/%5fheaders%2f.')).toMatchObject({ pathname: '/_headers/' })
    expect(normalizeRequestPath('/contact%2f%2e%2e%2f404.html')).toMatchObject({ pathname: '/404.html' })
    expect(normalizeRequestPath('/%2e%2e/%2e%2e/etc/passwd')).toMatchObject({ pathname: '/etc/passwd' })
    expect(normalizeRequestPath('/m%C3%A9diation%2findex.html')).toMatchObject({ pathname: '/médiation/', redirect: '/m%C3%A9diation/' })
    for (const undecodable of ['/%ff', '/%', '/%c0%ae%c0%ae/', '/a%0ab']) expect(normalizeRequestPath(undecodable), undecodable).toBeNull()
  })
})

/**
 * What RFC 9110 §14 has this server answer for a Range header on a GET of a file of `size` bytes,
 * worked out byte by byte: an invalid header (syntax, a last position before the first, another
 * unit) is ignored (200, the whole file); no satisfiable range → 416; the bytes asked for forming
 * one run (one range, or several that overlap or touch) → 206 with that run; separate runs → 200
 * (the server ignores several ranges rather than send multipart/byteranges).
 */
function rangeAnswer(header: string, size: number): { status: 200 } | { status: 416 } | { status: 206; start: number; end: number } {
  const match = /^bytes=(.*)$/i.exec(header)
  if (!match) return { status: 200 }
  const wanted = new Uint8Array(size)
  let any = false
  const specs = match[1]!.split(',').map((spec) => spec.trim())
  if (specs.every((spec) => spec === '')) return { status: 200 }
  for (const spec of specs) {
    if (spec === '') continue
    const m = /^(\d*)-(\d*)$/.exec(spec)
    if (!m || (m[1] === '' && m[2] === '')) return { status: 200 }
    const big = (digits: string) => (digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits))
    if (m[1] === '') {
      const length = big(m[2]!)
      for (let i = Math.max(0, size - length); i < size; i++) wanted[i] = 1
      if (length > 0 && size > 0) any = true
    } else {
      const first = big(m[1]!)
      const last = m[2] === '' ? Number.MAX_SAFE_INTEGER : big(m[2]!)
      if (last < first) return { status: 200 }
      for (let i = first; i <= Math.min(last, size - 1); i++) wanted[i] = 1
      if (first < size) any = true
    }
  }
  if (!any) return { status: 416 }
  const start = wanted.indexOf(1)
  const end = wanted.lastIndexOf(1)
  return wanted.subarray(start, end + 1).includes(0) ? { status: 200 } : { status: 206, start, end }
}

describe('hostile requests (the build’s real _headers)', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-server-hostile-'))
  const image = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256))
  const hostFiles: Record<string, Buffer> = {}
  let server: Server
  let origin = ''

  beforeAll(async () => {
    mkdirSync(path.join(root, 'contact'))
    mkdirSync(path.join(root, 'services'))
    const html = (text: string) => `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>${text}</title></head><body><p>${text}</p></body></html>`
    writeFileSync(path.join(root, 'index.html'), html('Accueil'))
    writeFileSync(path.join(root, 'contact', 'index.html'), html('Contact'))
    writeFileSync(path.join(root, '404.html'), html('Page introuvable'))
    writeFileSync(path.join(root, 'services', '404.html'), html('Service introuvable'))
    writeFileSync(path.join(root, '_redirects'), '/services/*  /services/404.html  404\n')
    writeFileSync(path.join(root, 'og-image.png'), image)
    await writeSecurityHeaders(root, {})
    for (const name of ['_headers', '_redirects', '404.html', 'services/404.html']) hostFiles[name] = readFileSync(path.join(root, name))
    server = createStaticServer({ root })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    origin = `http://127.0.0.1:${address.port}`
  })
  afterAll(() => {
    server?.close()
  })

  /** The `/*` rule of the build's `_headers`, on every answer whatever the path. */
  const expectSecurityHeaders = (headers: IncomingHttpHeaders, label: string) => {
    expect(headers['x-frame-options'], label).toBe('DENY')
    expect(headers['x-content-type-options'], label).toBe('nosniff')
    expect(headers['strict-transport-security'], label).toMatch(/max-age=\d{8}/)
    expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'")
    expect(headers['referrer-policy'], label).toBeTruthy()
    expect(headers['permissions-policy'], label).toBeTruthy()
  }
  const image206 = async (range: string) => rawRequest(origin, '/og-image.png', { range })

  it('a range whose last byte comes before its first leaves the server answering (it used to end the process)', async () => {
    const answer = await image206('bytes=50-10')
    expect(answer.status).toBe(200)
    expect(answer.body.equals(image)).toBe(true)
    expect((await rawRequest(origin, '/')).status).toBe(200)
  })

  it('a suffix range is the end of the file; one byte is one byte; an unsatisfiable range is 416 with bytes */N', async () => {
    const suffix = await image206('bytes=-10')
    expect(suffix.status).toBe(206)
    expect(suffix.headers['content-range']).toBe('bytes 990-999/1000')
    expect(suffix.body.equals(image.subarray(990))).toBe(true)
    const first = await image206('bytes=0-0')
    expect(first.status).toBe(206)
    expect(first.headers['content-range']).toBe('bytes 0-0/1000')
    expect(first.body.equals(image.subarray(0, 1))).toBe(true)
    const beyond = await image206('bytes=1000-')
    expect(beyond.status).toBe(416)
    expect(beyond.headers['content-range']).toBe('bytes */1000')
    expect(beyond.body.length).toBe(0)
    expectSecurityHeaders(beyond.headers, '416')
  })

  it('several ranges get one valid answer: the whole file (200), or one 206 when they overlap into one run', async () => {
    const separate = await image206('bytes=0-0,5-6')
    expect(separate.status).toBe(200)
    expect(separate.headers['content-range']).toBeUndefined()
    expect(separate.body.equals(image)).toBe(true)
    const overlapping = await image206('bytes=10-19, 15-29')
    expect(overlapping.status).toBe(206)
    expect(overlapping.headers['content-range']).toBe('bytes 10-29/1000')
    expect(overlapping.body.equals(image.subarray(10, 30))).toBe(true)
  })

  it('Range is ignored where RFC 9110 says so: HEAD, a stale If-Range, a compressed page, a not-found page', async () => {
    const head = await rawRequest(origin, '/og-image.png', { range: 'bytes=0-9' }, 'HEAD')
    expect(head.status).toBe(200)
    const full = await rawRequest(origin, '/og-image.png')
    expect(full.headers['accept-ranges']).toBe('bytes')
    const etag = String(full.headers.etag)
    expect((await rawRequest(origin, '/og-image.png', { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206)
    expect((await rawRequest(origin, '/og-image.png', { range: 'bytes=0-9', 'if-range': '"autre"' })).status).toBe(200)
    expect((await rawRequest(origin, '/', { range: 'bytes=0-9', 'accept-encoding': 'br' })).status).toBe(200)
    expect((await rawRequest(origin, '/nulle-part', { range: 'bytes=0-9' })).status).toBe(404)
  })

  it('property: any Range header gets the answer RFC 9110 allows, with the right bytes, and the server keeps answering', async () => {
    const number = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 1200 }).map(String), fc.constantFrom('0', '00', '999', '1000', '99999999999999999999'))
    const spec = fc.oneof(
      fc.tuple(number, number).map(([a, b]) => `${a}-${b}`),
      fc.constantFrom('', ' ', '-', '--', 'x', '1-2-3', '-0', ' 0-1 ', '0 - 1', '1e3-', '+1-2', '0x1-2'),
    )
    const header = fc
      .tuple(
        fc.constantFrom('bytes=', 'BYTES=', 'bytes =', 'items=', 'bytes', ''),
        fc.array(spec, { minLength: 0, maxLength: 4 }),
        fc.constantFrom(',', ', ', ' ,'),
      )
      .map(([unit, specs, comma]) => unit + specs.join(comma))
    await fc.assert(
      fc.asyncProperty(header, async (range) => {
        const answer = await rawRequest(origin, '/og-image.png', { range })
        const expected = rangeAnswer(range, image.length)
        expect(answer.status, range).toBe(expected.status)
        expectSecurityHeaders(answer.headers, range)
        if (expected.status === 206) {
          expect(answer.headers['content-range'], range).toBe(`bytes ${expected.start}-${expected.end}/${image.length}`)
          expect(answer.headers['content-length'], range).toBe(String(expected.end - expected.start + 1))
          expect(answer.body.equals(image.subarray(expected.start, expected.end + 1)), range).toBe(true)
        } else if (expected.status === 416) {
          expect(answer.headers['content-range'], range).toBe(`bytes */${image.length}`)
        } else expect(answer.body.equals(image), range).toBe(true)
      }),
      { numRuns: 300 },
    )
    expect((await rawRequest(origin, '/')).status).toBe(200)
  })

  it('host files and not-found pages are not served under encoded spellings either', async () => {
    for (const target of [
      '/_headers%2f.',
      '/_headers%2fx%2f..',
      '/%5fheaders%2f.',
      '/_redirects%2f.',
      '/404.html%2f.',
      '/services%2f404.html',
      '/contact%2f..%2f_headers',
    ]) {
      let answer = await rawRequest(origin, target)
      if (answer.status === 308) {
        expect(String(answer.headers.location), target).toMatch(/^\/(?![/\\])/)
        answer = await rawRequest(origin, String(answer.headers.location))
      }
      expect(answer.status, target).toBe(404)
      expectSecurityHeaders(answer.headers, target)
      expect(answer.body.equals(hostFiles['_headers']!), target).toBe(false)
      expect(answer.body.equals(hostFiles['_redirects']!), target).toBe(false)
    }
  })

  it('a path that cannot be decoded is answered 400 with every security header', async () => {
    for (const target of ['/%ff', '/%', '/a%00b', '/%c0%ae%c0%ae/', '/%E0%A4%A', '/contact/%0d%0aSet-Cookie:x']) {
      const answer = await rawRequest(origin, target)
      expect(answer.status, target).toBe(400)
      expectSecurityHeaders(answer.headers, target)
      expect(answer.headers['content-type'], target).toMatch(/^text\/html/)
      expect(answer.body.toString(), target).toContain('lang="fr"')
    }
  })

  it('property: whatever the spelling of a path, a host file is never served, a not-found page only as a 404, and every answer has the security headers', async () => {
    const segment = fc.constantFrom(
      '_headers',
      '_redirects',
      '404.html',
      '404',
      'services',
      'contact',
      'index.html',
      'index',
      'og-image.png',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '%5fheaders',
      '%5Fredirects',
      '404%2ehtml',
      'x',
      '',
      '%ff',
      '%',
      '%00',
      'm%C3%A9diation',
    )
    const separator = fc.constantFrom('/', '//', '%2f', '%2F', '%5c', '/./', '/../')
    const target = fc
      .tuple(fc.array(fc.tuple(separator, segment), { minLength: 1, maxLength: 5 }), fc.constantFrom('', '/', '?a=1', '%2f'))
      .map(([parts, end]) => parts.map(([sep, seg]) => sep + seg).join('') + end)
      .map((p) => (p.startsWith('/') ? p : `/${p}`))
    const notFoundPages = [hostFiles['404.html']!, hostFiles['services/404.html']!]
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('br', 'identity'), async (p, encoding) => {
        const answer = await rawRequest(origin, p, { 'accept-encoding': encoding })
        expect([200, 308, 400, 404], p).toContain(answer.status)
        expectSecurityHeaders(answer.headers, p)
        const body = encoding === 'br' && answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body
        expect(body.equals(hostFiles['_headers']!), p).toBe(false)
        expect(body.equals(hostFiles['_redirects']!), p).toBe(false)
        if (answer.status === 200) for (const page of notFoundPages) expect(body.equals(page), p).toBe(false)
        if (answer.status === 308) expect(String(answer.headers.location), p).toMatch(/^\/(?![/\\])/)
      }),
      { numRuns: 400 },
    )
  })
})
