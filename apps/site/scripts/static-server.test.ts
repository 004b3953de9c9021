import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    writeFileSync(path.join(root, '_redirects'), '/services/*  /services/404.html  404\n')
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

  it('answers a path it cannot decode with the not-found page, not the home page', async () => {
    const response = await fetch(`${origins.site}/%E0%A4%A`, { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('<p>Page introuvable</p>')
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
})
