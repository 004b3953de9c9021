// The HTTP front door of the local stack, laid out like a Supabase project plus EmailJS:
//   /rest/v1/*                 → PostgREST (prefix stripped), apikey handled like Supabase's gateway
//   POST /api/v1.0/email/send  → EmailJS-compatible outbox (stored in local_outbox.messages)
//   POST /api/v1.0/email/send-form (multipart variant of sendForm)
//   /__outbox, /__outbox/ui, /__outbox/fail  → read the outbox, inject failures (tests)
//   /__rest/fail               → make the next /rest/v1 calls fail (tests of the site's error states)
//   /__health                  → readiness
import http from 'node:http'
import { renderOutboxPage } from './outbox-page.mjs'

const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Type',
  'Content-Profile',
  'Content-Encoding',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'Proxy-Status',
  'WWW-Authenticate',
].join(', ')
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, prefer, accept-profile, content-profile, range, range-unit, x-retry-count, traceparent'
const MAX_BODY = 1024 * 1024

export const FAILURE_MODES = ['network', 'text', 400, 403, 412, 429, 451, 500, 502, 503]
const FAILURE_TEXT = {
  400: 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  403: 'Forbidden',
  412: 'Precondition Failed: the e-mail service refused the message (local outbox failure mode)',
  429: 'Too Many Requests',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  text: 'Accepted for later delivery (local outbox failure mode: a 200 whose text is not OK)',
}

/** http://localhost:*, http://127.x.x.x:*, http://[::1]:* (and https), plus LOCAL_STACK_CORS_ORIGINS. */
export function isAllowedOrigin(origin, extra = []) {
  if (!origin) return false
  if (extra.includes(origin)) return true
  try {
    const u = new URL(origin)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false
    return u.hostname === 'localhost' || u.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(u.hostname)
  } catch {
    return false
  }
}

function isLocalHostHeader(host) {
  if (!host) return true
  const name = host.replace(/:\d+$/, '')
  return name === 'localhost' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name) || name === '0.0.0.0'
}

/**
 * @param {{
 *   keys: { anonKey: string, serviceKey: string },
 *   emailjs: { publicKey: string, serviceId: string, templateId: string },
 *   extraOrigins?: string[],
 *   log: (m: string) => void,
 * }} opts
 */
export function createGateway({ keys, emailjs, extraOrigins = [], log }) {
  /** @type {{ postgrestUrl: string, pool: import('pg').Pool } | null} */
  let backend = null
  /** @type {{ mode: string | number, remaining: number | null, text?: string } | null} */
  let failure = null
  /** @type {{ mode: string | number, remaining: number | null, method?: string } | null} */
  let restFailure = null
  /** Requests held open by the 'hang' mode, released on stop. */
  const hung = new Set()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

  const corsHeaders = (req) => {
    const origin = req.headers.origin
    if (!isAllowedOrigin(origin, extraOrigins)) return {}
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      Vary: 'Origin',
    }
  }

  const send = (req, res, status, body, type = 'application/json; charset=utf-8', extra = {}) => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body)
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...corsHeaders(req), ...extra })
    res.end(req.method === 'HEAD' ? undefined : payload)
  }

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      const chunks = []
      let size = 0
      req.on('data', (c) => {
        size += c.length
        if (size > MAX_BODY) {
          reject(Object.assign(new Error('body too large'), { status: 413 }))
          req.destroy()
        } else chunks.push(c)
      })
      req.on('end', () => resolve(Buffer.concat(chunks)))
      req.on('error', reject)
    })

  // ---- /rest/v1 → PostgREST ---------------------------------------------------------------

  const takeRestFailure = (req) => {
    const f = restFailure
    if (!f || (f.method && f.method !== req.method)) return null
    if (f.remaining !== null && --f.remaining <= 0) restFailure = null
    return f
  }

  const proxyRest = (req, res, url) => {
    if (!backend) return send(req, res, 503, { message: 'The local stack is starting, retry in a moment' })
    const f = takeRestFailure(req)
    if (f) {
      log(`rest: injected failure ${f.mode} on ${req.method} ${url.pathname}`)
      if (f.mode === 'network') return void req.socket.destroy()
      if (f.mode === 'hang') {
        // Never answer: the client's timeout must fire. Dropped after 2 minutes or on stop.
        hung.add(res)
        const timer = setTimeout(() => res.destroy(), 120_000)
        res.on('close', () => {
          clearTimeout(timer)
          hung.delete(res)
        })
        return
      }
      return send(req, res, Number(f.mode), {
        code: 'PGRST000',
        details: 'local stack failure mode',
        hint: null,
        message: `Injected HTTP ${f.mode} (POST /__rest/fail)`,
      })
    }
    const apikey = req.headers.apikey
    let authorization = req.headers.authorization
    if (!apikey && !authorization) {
      return send(req, res, 401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    }
    if (apikey && apikey !== keys.anonKey && apikey !== keys.serviceKey) {
      return send(req, res, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      })
    }
    if (!authorization) authorization = `Bearer ${apikey}`

    const headers = { ...req.headers, authorization }
    delete headers.host
    delete headers.connection
    delete headers['keep-alive']
    delete headers.apikey
    const target = new URL(backend.postgrestUrl)
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: (url.pathname.slice('/rest/v1'.length) || '/') + url.search,
        headers,
        agent,
      },
      (up) => {
        const out = {}
        for (const [k, v] of Object.entries(up.headers)) {
          if (k.startsWith('access-control-') || k === 'connection' || k === 'keep-alive') continue
          out[k] = v
        }
        res.writeHead(up.statusCode ?? 502, { ...out, ...corsHeaders(req) })
        up.pipe(res)
      },
    )
    upstream.on('error', (err) => {
      if (res.headersSent) return res.destroy()
      send(req, res, 502, { message: `PostgREST unavailable: ${err.message}` })
    })
    req.pipe(upstream)
  }

  // ---- EmailJS-compatible outbox ----------------------------------------------------------

  const takeFailure = () => {
    if (!failure) return null
    const f = failure
    if (f.remaining !== null) {
      f.remaining -= 1
      if (f.remaining <= 0) failure = null
    }
    return f
  }

  const emailSend = async (req, res, url) => {
    let body
    try {
      body = await readBody(req)
    } catch (err) {
      return send(req, res, /** @type {any} */ (err).status ?? 400, 'Bad Request', 'text/plain; charset=utf-8')
    }
    const f = takeFailure()
    if (f) {
      log(`outbox: injected failure ${f.mode}`)
      if (f.mode === 'network') {
        req.socket.destroy()
        return
      }
      const status = f.mode === 'text' ? 200 : Number(f.mode)
      return send(req, res, status, f.text ?? FAILURE_TEXT[f.mode] ?? 'Error', 'text/plain; charset=utf-8')
    }

    /** @type {Record<string, any>} */
    let data
    const form = url.pathname.endsWith('/send-form')
    try {
      if (form) {
        const fd = await new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData()
        const params = {}
        data = { template_params: params }
        for (const [k, v] of fd.entries()) {
          const value = typeof v === 'string' ? v : `[file ${v.name}, ${v.size} bytes]`
          if (['lib_version', 'user_id', 'service_id', 'template_id', 'accessToken'].includes(k)) data[k] = value
          else params[k] = value
        }
      } else {
        data = JSON.parse(body.toString('utf8'))
        if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not an object')
      }
    } catch {
      return send(req, res, 400, 'The request body is not valid', 'text/plain; charset=utf-8')
    }

    const text = (t) => send(req, res, 400, t, 'text/plain; charset=utf-8')
    if (!data.user_id) return text('The user_id parameter is required')
    if (!data.service_id) return text('The service_id parameter is required')
    if (!data.template_id) return text('The template_id parameter is required')
    if (data.user_id !== emailjs.publicKey)
      return text('The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account')
    if (data.service_id !== emailjs.serviceId)
      return text('The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin')
    if (data.template_id !== emailjs.templateId)
      return text('The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates')
    const params =
      data.template_params && typeof data.template_params === 'object' && !Array.isArray(data.template_params)
        ? data.template_params
        : {}

    if (!backend) return send(req, res, 503, 'Service Unavailable', 'text/plain; charset=utf-8')
    await backend.pool.query(
      `insert into local_outbox.messages (endpoint, lib_version, user_id, service_id, template_id, template_params, origin, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        form ? 'send-form' : 'send',
        data.lib_version == null ? null : String(data.lib_version),
        String(data.user_id),
        String(data.service_id),
        String(data.template_id),
        JSON.stringify(params),
        req.headers.origin ?? null,
        req.headers['user-agent'] ?? null,
      ],
    )
    log(`outbox: stored a message (${params.form_source ?? data.template_id})`)
    send(req, res, 200, 'OK', 'text/plain; charset=utf-8')
  }

  const listMessages = async () => {
    if (!backend) return []
    const { rows } = await backend.pool.query(
      `select id::int as id, received_at, endpoint, lib_version, user_id, service_id, template_id, template_params, origin, user_agent
         from local_outbox.messages order by id`,
    )
    return rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() }))
  }

  // ---- control endpoints --------------------------------------------------------------------

  /** JSON body of a control request (JSON only: a cross-site form post would need a preflight). */
  const readJsonControl = async (req, res) => {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      send(req, res, 415, { message: 'Send JSON, e.g. {"mode": 500, "count": 1}' })
      return undefined
    }
    try {
      const spec = JSON.parse((await readBody(req)).toString('utf8'))
      if (spec && typeof spec === 'object') return spec
    } catch {}
    send(req, res, 400, { message: 'Invalid JSON' })
    return undefined
  }
  const parseCount = (value) => {
    if (value == null) return null
    const n = Number(value)
    return Number.isInteger(n) && n > 0 ? n : false
  }

  const control = async (req, res, url) => {
    const p = url.pathname.replace(/\/+$/, '')
    if (p === '/__outbox' && req.method === 'GET') return send(req, res, 200, { messages: await listMessages() })
    if (p === '/__outbox' && req.method === 'DELETE') {
      if (backend) await backend.pool.query('delete from local_outbox.messages')
      return send(req, res, 200, { cleared: true })
    }
    if (p === '/__outbox/ui' && req.method === 'GET') {
      return send(req, res, 200, renderOutboxPage(await listMessages(), failure), 'text/html; charset=utf-8', {
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      })
    }
    if (p === '/__rest/fail') {
      if (req.method === 'GET') return send(req, res, 200, { failure: restFailure })
      if (req.method === 'DELETE') {
        restFailure = null
        return send(req, res, 200, { failure: null })
      }
      if (req.method === 'POST') {
        const spec = await readJsonControl(req, res)
        if (spec === undefined) return
        const mode = typeof spec?.mode === 'string' && /^\d+$/.test(spec.mode) ? Number(spec.mode) : spec?.mode
        if (!(mode === 'network' || mode === 'hang' || (Number.isInteger(mode) && mode >= 400 && mode <= 599))) {
          return send(req, res, 400, { message: "mode must be 'network', 'hang' or an HTTP status 400–599" })
        }
        const count = parseCount(spec.count)
        if (count === false) return send(req, res, 400, { message: 'count must be a positive integer (omit it: until DELETE)' })
        const method = typeof spec.method === 'string' ? spec.method.toUpperCase() : undefined
        restFailure = { mode, remaining: count, ...(method ? { method } : {}) }
        return send(req, res, 200, { failure: restFailure })
      }
    }
    if (p === '/__outbox/fail') {
      if (req.method === 'GET') return send(req, res, 200, { failure })
      if (req.method === 'DELETE') {
        failure = null
        return send(req, res, 200, { failure })
      }
      if (req.method === 'POST') {
        const spec = await readJsonControl(req, res)
        if (spec === undefined) return
        const mode = typeof spec?.mode === 'string' && /^\d+$/.test(spec.mode) ? Number(spec.mode) : spec?.mode
        const valid =
          FAILURE_MODES.includes(mode) || (typeof mode === 'number' && Number.isInteger(mode) && mode >= 400 && mode <= 599)
        if (!valid) {
          return send(req, res, 400, { message: `mode must be one of ${FAILURE_MODES.join(', ')} (or any 4xx/5xx)` })
        }
        const count = parseCount(spec.count)
        if (count === false) return send(req, res, 400, { message: 'count must be a positive integer (omit it: until DELETE)' })
        failure = { mode, remaining: count, ...(typeof spec.text === 'string' ? { text: spec.text } : {}) }
        return send(req, res, 200, { failure })
      }
    }
    return send(req, res, 404, { message: 'Not found' })
  }

  // ---- router -------------------------------------------------------------------------------

  const server = http.createServer(async (req, res) => {
    try {
      // Local tool: refuse DNS-rebinding hosts and foreign origins on the owner's endpoints.
      if (!isLocalHostHeader(req.headers.host)) return send(req, res, 403, { message: 'Forbidden host' })
      const url = new URL(req.url ?? '/', 'http://localhost')

      if (req.method === 'OPTIONS') {
        const headers = corsHeaders(req)
        if (headers['Access-Control-Allow-Origin']) {
          Object.assign(headers, {
            'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
            'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || DEFAULT_ALLOWED_HEADERS,
            'Access-Control-Max-Age': '86400',
          })
        }
        res.writeHead(204, headers)
        return res.end()
      }

      if (url.pathname === '/rest/v1' || url.pathname.startsWith('/rest/v1/')) return proxyRest(req, res, url)

      if (url.pathname === '/api/v1.0/email/send' || url.pathname === '/api/v1.0/email/send-form') {
        if (req.method !== 'POST') return send(req, res, 405, 'Method Not Allowed', 'text/plain; charset=utf-8')
        return await emailSend(req, res, url)
      }

      if (url.pathname === '/__health') {
        return send(req, res, backend ? 200 : 503, { status: backend ? 'ok' : 'starting' })
      }

      if (url.pathname.startsWith('/__outbox') || url.pathname.startsWith('/__rest')) {
        if (req.headers.origin && !isAllowedOrigin(req.headers.origin, extraOrigins)) {
          return send(req, res, 403, { message: 'Forbidden origin' })
        }
        return await control(req, res, url)
      }

      if (url.pathname === '/' && req.method === 'GET') {
        return send(req, res, 200, {
          name: 'local stack (Supabase-compatible REST API + EmailJS-compatible outbox)',
          rest: '/rest/v1/',
          emailjs: '/api/v1.0/email/send',
          outbox: '/__outbox/ui',
          health: '/__health',
        })
      }
      send(req, res, 404, { message: 'Not found' })
    } catch (err) {
      log(`gateway error: ${/** @type {Error} */ (err).stack}`)
      if (!res.headersSent) send(req, res, 500, { message: 'Internal error of the local stack' })
      else res.destroy()
    }
  })

  return {
    server,
    /** Attach the database and PostgREST once they are ready (the port is bound first). */
    setBackend(b) {
      backend = b
    },
    clearFailures() {
      failure = null
      restFailure = null
    },
    async listen(port, host = '127.0.0.1') {
      await new Promise((resolve, reject) => {
        const onError = (err) => {
          server.off('listening', onListening)
          if (err.code === 'EADDRINUSE') {
            reject(
              new Error(
                `Port ${port} is already in use on ${host} (another local stack, or \`supabase start\`?). ` +
                  'Stop it, or choose another port with LOCAL_STACK_PORT=<port>.',
              ),
            )
          } else reject(err)
        }
        const onListening = () => {
          server.off('error', onError)
          resolve(undefined)
        }
        server.once('error', onError)
        server.once('listening', onListening)
        server.listen(port, host)
      })
      return /** @type {import('node:net').AddressInfo} */ (server.address()).port
    },
    async close() {
      for (const res of hung) res.destroy()
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
