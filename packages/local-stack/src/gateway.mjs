// The HTTP front door of the local stack, laid out like a Supabase project plus EmailJS:
//   /rest/v1/*                 → PostgREST (prefix stripped), apikey handled like Supabase's gateway
//   POST /api/v1.0/email/send  → EmailJS-compatible outbox (stored in local_outbox.messages)
//   POST /api/v1.0/email/send-form (multipart variant of sendForm)
//   /__outbox, /__outbox/ui, /__outbox/fail  → read the outbox, inject failures and delays (tests)
//   /__rest/fail               → make the next /rest/v1 calls fail (tests of the site's error states)
//   /__health                  → readiness
//
// It also stands between the Internet-shaped world and the embedded database, which serves one
// query at a time: request bodies are capped and must arrive within a deadline, only the filters
// the site and the owner's tools use reach PostgREST (the query read as PostgREST reads it,
// query-string.mjs), the client address is set here (any value a client sent is dropped), and a
// request that the database could not finish gets a 5xx.
import http from 'node:http'
import { PAGE_LIMITS, renderOutboxPage } from './outbox-page.mjs'
import { parseQuery, refusedQuery, serializeQuery } from './query-string.mjs'

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
/** Outbox and control bodies (sendForm is multipart). */
const MAX_BODY = 1024 * 1024
/** /rest/v1 bodies: one review is under 10 KB (2,000 characters of at most 4 bytes, plus the rest). */
export const REST_MAX_BODY = 16 * 1024
/** Messages the outbox holds, and their total size: once full it refuses new sends (and counts them). */
export const OUTBOX_MAX_MESSAGES = 500
export const OUTBOX_MAX_BYTES = 32 * 1024 * 1024
/**
 * Sends one client address may make (IPv6: its /64), as EmailJS limits its API to one request a
 * second: a bucket of OUTBOX_BURST sends refilled at OUTBOX_RATE_PER_MINUTE. Over it: 429.
 */
export const OUTBOX_RATE_PER_MINUTE = 60
export const OUTBOX_BURST = 3
/** The whole request (headers and body) must arrive within this time, or it gets a 408. */
export const REQUEST_TIMEOUT_MS = 10_000
/** PostgREST must answer within this time, or the client gets a 504. */
const UPSTREAM_TIMEOUT_MS = 60_000

/**
 * Headers that carry a client address. Whatever a client sends in them is dropped; the gateway sets
 * them from the connection, as Cloudflare does for cf-connecting-ip in front of hosted Supabase (the
 * header the spam brake reads, see supabase/migrations/…_avis_spam_brake_per_client.sql).
 */
const ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'x-client-ip']

/** The client's address as the database sees it (an IPv4 client of a dual-stack socket without ::ffff:). */
export function clientAddress(socket) {
  const address = socket.remoteAddress ?? 'unknown'
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/** The key a rate limit counts a client by: its IPv4 address, or the /64 network of its IPv6 address. */
export function clientKey(address) {
  if (!address.includes(':')) return address
  const [head, tail = ''] = address.split('::')
  const groups = head ? head.split(':') : []
  const missing = 8 - groups.length - (tail ? tail.split(':').length : 0)
  const full = address.includes('::') ? [...groups, ...Array(Math.max(0, missing)).fill('0'), ...(tail ? tail.split(':') : [])] : groups
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

export const FAILURE_MODES = ['network', 'text', 400, 403, 412, 429, 451, 500, 502, 503]
/** The longest delay a send can be given (POST /__outbox/fail {"delayMs": …}): a slow service, not a dead one. */
const MAX_DELAY_MS = 120_000
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

/** A refusal with a status, answered in the shape of the endpoint (JSON for REST, text for EmailJS). */
class HttpRefusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

/**
 * @param {{
 *   keys: { anonKey: string, serviceKey: string },
 *   emailjs: { publicKey: string, serviceId: string, templateId: string },
 *   extraOrigins?: string[],
 *   outboxMaxMessages?: number,
 *   outboxMaxBytes?: number,
 *   outboxRatePerMinute?: number,
 *   outboxBurst?: number,
 *   requestTimeoutMs?: number,
 *   log: (m: string) => void,
 * }} opts
 */
export function createGateway({
  keys,
  emailjs,
  extraOrigins = [],
  outboxMaxMessages = OUTBOX_MAX_MESSAGES,
  outboxMaxBytes = OUTBOX_MAX_BYTES,
  outboxRatePerMinute = OUTBOX_RATE_PER_MINUTE,
  outboxBurst = OUTBOX_BURST,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  log,
}) {
  /** @type {{ postgrestUrl: string, pool: import('pg').Pool, generation: () => number } | null} */
  let backend = null
  /** @type {{ mode: string | number | null, remaining: number | null, text?: string, delayMs?: number } | null} */
  let failure = null
  /** Sends waiting out a failure's delayMs: let through when it ends, on DELETE /__outbox/fail or on stop. */
  const delayed = new Set()
  /** @type {{ mode: string | number, remaining: number | null, method?: string } | null} */
  let restFailure = null
  /** Requests held open by the 'hang' mode, released on stop. */
  const hung = new Set()
  // Idle connections to PostgREST are closed from this side after 5 s, long before PostgREST (Warp)
  // closes them itself (after 30–60 s idle, measured 59 s): the race of a request with that close,
  // which forward() retries, then almost never happens.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 5_000 })

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
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store', ...corsHeaders(req), ...extra }
    if (req.complete || req.method === 'HEAD') {
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : payload)
      return
    }
    // Answered before the body was read to its end (a 413): closing now would reset a client that
    // is still sending, and a reset loses the answer. So the whole answer is written at once, the
    // rest of the body is read and discarded, and only then is the connection closed (a client
    // that never stops is cut by the request timeout).
    const bytes = Buffer.from(payload)
    res.writeHead(status, { ...headers, 'Content-Length': bytes.length, Connection: 'close' })
    res.write(bytes)
    req.on('end', () => res.end())
    req.on('error', () => res.destroy())
    req.resume()
  }

  /** PostgREST's error shape, for answers the gateway gives in its place. */
  const restError = (code, message, details = null) => ({ code, details, hint: null, message })

  /**
   * The whole body, at most `limit` bytes; a declared or actual size over it is refused (413)
   * without reading further.
   */
  const readBody = (req, limit) =>
    new Promise((resolve, reject) => {
      const declared = Number(req.headers['content-length'])
      if (Number.isFinite(declared) && declared > limit) {
        reject(new HttpRefusal(413, `The request body is over ${limit} bytes`))
        return
      }
      const chunks = []
      let size = 0
      let refused = false
      const onData = (chunk) => {
        size += chunk.length
        if (size > limit) {
          refused = true
          req.off('data', onData)
          reject(new HttpRefusal(413, `The request body is over ${limit} bytes`))
        } else chunks.push(chunk)
      }
      req.on('data', onData)
      req.on('end', () => refused || resolve(Buffer.concat(chunks)))
      req.on('error', (err) => refused || reject(err))
    })

  // ---- /rest/v1 → PostgREST ---------------------------------------------------------------

  const takeRestFailure = (req) => {
    const f = restFailure
    if (!f || (f.method && f.method !== req.method)) return null
    if (f.remaining !== null && --f.remaining <= 0) restFailure = null
    return f
  }

  const proxyRest = async (req, res, url) => {
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

    // The query as PostgREST reads it ('&' and ';'), checked pair by pair; only those pairs go on.
    const rawUrl = req.url ?? ''
    const pairs = parseQuery(rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '')
    const refused = pairs ? refusedQuery(pairs) : 'the query string is not UTF-8'
    if (refused || !pairs) return send(req, res, 400, restError('PGRST100', `Query refused: ${String(refused).slice(0, 160)}`))
    const query = serializeQuery(pairs)

    let body = Buffer.alloc(0)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        body = await readBody(req, REST_MAX_BODY)
      } catch (err) {
        if (err instanceof HttpRefusal) return send(req, res, err.status, restError('PGRST413', err.message))
        throw err
      }
      // The site inserts one review at a time; several rows in one request are refused (the
      // database refuses them too, for hosted Supabase).
      if (body[0] === 0x5b /* [ */) {
        let rows = null
        try {
          rows = JSON.parse(body.toString('utf8'))
        } catch {}
        if (Array.isArray(rows) && rows.length > 1) {
          return send(req, res, 400, restError('PT400', 'one review per request'))
        }
      }
    }

    const headers = { ...req.headers, authorization }
    for (const name of ['host', 'connection', 'keep-alive', 'apikey', 'transfer-encoding', 'expect', ...ADDRESS_HEADERS]) {
      delete headers[name]
    }
    const address = clientAddress(req.socket)
    headers['cf-connecting-ip'] = address
    headers['x-forwarded-for'] = address
    headers['x-real-ip'] = address
    if (req.method !== 'GET' && req.method !== 'HEAD') headers['content-length'] = String(body.length)

    const current = backend
    const generation = current.generation()
    const target = new URL(current.postgrestUrl)
    forward(false)

    /** Sends the request to PostgREST; `again` once a kept-alive connection was found closed. */
    function forward(again) {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: (url.pathname.slice('/rest/v1'.length) || '/') + (query ? `?${query}` : ''),
          headers,
          // The copy goes on a connection of its own: the pool may hold other kept-alive connections
          // that idled out at the same moment (opened together by parallel reads), and the agent would
          // hand it one of them.
          agent: again ? false : agent,
          timeout: UPSTREAM_TIMEOUT_MS,
        },
        (up) => {
          if (current.generation() !== generation) {
            // The database was found stuck or broken while this request was in it, and restarted:
            // whatever PostgREST made of the dropped connection, the answer is "not done, retry".
            up.resume()
            return send(
              req,
              res,
              503,
              restError('PGRST001', 'The database was restarted while answering this request; retry', 'local stack: a query got stuck'),
            )
          }
          const out = {}
          for (const [k, v] of Object.entries(up.headers)) {
            if (k.startsWith('access-control-') || k === 'connection' || k === 'keep-alive') continue
            out[k] = v
          }
          res.writeHead(up.statusCode ?? 502, { ...out, ...corsHeaders(req) })
          up.pipe(res)
        },
      )
      upstream.on('timeout', () => upstream.destroy(new Error('no answer in time')))
      upstream.on('error', (err) => {
        if (res.headersSent) return res.destroy()
        // PostgREST closes a kept-alive connection after it idles; a request written on it as it closes
        // meets a reset before PostgREST read it (Node's http docs: `reusedSocket`): sent once more, on a
        // new connection. A loaded npm test met it (« socket hang up » in a component test's read, then
        // in a read after 15 s of idling, when the copy was given another idled-out connection).
        if (!again && upstream.reusedSocket && err.code === 'ECONNRESET') return forward(true)
        const timedOut = err.message === 'no answer in time'
        send(req, res, timedOut ? 504 : 502, restError('PGRST000', `PostgREST ${timedOut ? 'did not answer in time' : `unavailable: ${err.message}`}`))
      })
      upstream.end(body.length ? body : undefined)
    }
  }

  // ---- EmailJS-compatible outbox ----------------------------------------------------------

  const release = (entry) => {
    clearTimeout(entry.timer)
    delayed.delete(entry)
    entry.resolve()
  }
  const releaseDelayed = () => {
    for (const entry of delayed) release(entry)
  }

  const takeFailure = () => {
    if (!failure) return null
    const f = failure
    if (f.remaining !== null) {
      f.remaining -= 1
      if (f.remaining <= 0) failure = null
    }
    return f
  }

  /** Per client: the sends it has left and when that was counted (a token bucket). */
  const buckets = new Map()
  /** Takes one send from the client's bucket; false when it is empty (rate 0: no limit). */
  const takeSend = (key) => {
    if (!(outboxRatePerMinute > 0)) return true
    const now = Date.now()
    const bucket = buckets.get(key) ?? { tokens: outboxBurst, at: now }
    bucket.tokens = Math.min(outboxBurst, bucket.tokens + ((now - bucket.at) / 60_000) * outboxRatePerMinute)
    bucket.at = now
    if (buckets.size > 10_000) {
      // Forget the clients whose bucket is full again: they are new clients as far as the limit goes.
      for (const [k, b] of buckets) if (b.tokens + ((now - b.at) / 60_000) * outboxRatePerMinute >= outboxBurst) buckets.delete(k)
    }
    if (bucket.tokens < 1) {
      buckets.set(key, bucket)
      return false
    }
    bucket.tokens -= 1
    buckets.set(key, bucket)
    return true
  }

  const emailSend = async (req, res, url) => {
    const text = (status, t) => send(req, res, status, t, 'text/plain; charset=utf-8')
    let body
    try {
      body = await readBody(req, MAX_BODY)
    } catch (err) {
      if (err instanceof HttpRefusal) return text(err.status, err.message)
      return text(400, 'Bad Request')
    }
    const f = takeFailure()
    if (f?.delayMs) {
      log(`outbox: a send delayed ${f.delayMs} ms`)
      await new Promise((resolve) => {
        const entry = { resolve, timer: setTimeout(() => release(entry), f.delayMs) }
        delayed.add(entry)
      })
    }
    if (f && f.mode !== null) {
      log(`outbox: injected failure ${f.mode}`)
      if (f.mode === 'network') {
        req.socket.destroy()
        return
      }
      const status = f.mode === 'text' ? 200 : Number(f.mode)
      return text(status, f.text ?? FAILURE_TEXT[f.mode] ?? 'Error')
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
      return text(400, 'The request body is not valid')
    }

    if (!data.user_id) return text(400, 'The user_id parameter is required')
    if (!data.service_id) return text(400, 'The service_id parameter is required')
    if (!data.template_id) return text(400, 'The template_id parameter is required')
    if (data.user_id !== emailjs.publicKey) return text(400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account')
    if (data.service_id !== emailjs.serviceId) return text(400, 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin')
    if (data.template_id !== emailjs.templateId)
      return text(400, 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates')
    const params = data.template_params && typeof data.template_params === 'object' && !Array.isArray(data.template_params) ? data.template_params : {}
    const paramsJson = JSON.stringify(params)

    if (!backend) return text(503, 'Service Unavailable')
    if (!takeSend(clientKey(clientAddress(req.socket)))) {
      log('outbox: a client over its rate limit was answered 429')
      return text(429, FAILURE_TEXT[429])
    }
    // Full: the newcomer is refused and what the outbox holds stays (1,000 sends of 900 KB used to
    // make the outbox, its page and its CLI fail for good; evicting the oldest let a flood erase a
    // genuine request). Checked and stored under one lock, so two sends cannot both take the last place.
    const size = Buffer.byteLength(paramsJson)
    const client = await backend.pool.connect()
    let stored = false
    try {
      await client.query('begin')
      await client.query("select pg_advisory_xact_lock(hashtext('local_outbox.messages'))")
      const { rows } = await client.query(
        `insert into local_outbox.messages (endpoint, lib_version, user_id, service_id, template_id, template_params, origin, user_agent, size_bytes)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9::integer
          where (select count(*) from local_outbox.messages) < $10::integer
            and (select coalesce(sum(coalesce(size_bytes, octet_length(template_params::text))), 0) from local_outbox.messages) + $9::integer <= $11::bigint
         returning id`,
        [
          form ? 'send-form' : 'send',
          data.lib_version == null ? null : String(data.lib_version),
          String(data.user_id),
          String(data.service_id),
          String(data.template_id),
          paramsJson,
          req.headers.origin ?? null,
          req.headers['user-agent'] ?? null,
          size,
          outboxMaxMessages,
          outboxMaxBytes,
        ],
      )
      stored = rows.length === 1
      if (!stored) await client.query('update local_outbox.counters set refused = refused + 1 where singleton')
      await client.query('commit')
    } catch (err) {
      await client.query('rollback').catch(() => {})
      throw err
    } finally {
      client.release()
    }
    if (!stored) {
      log('outbox: full, a send was refused (read it and empty it: npm run outbox -- --clear)')
      return text(
        429,
        `The local outbox is full (${outboxMaxMessages} messages or ${Math.round(outboxMaxBytes / 1048576)} MB): it keeps what it holds. Read it and empty it (npm run outbox -- --clear).`,
      )
    }
    log(`outbox: stored a message (${String(params.form_source ?? data.template_id).slice(0, 80)})`)
    text(200, 'OK')
  }

  /** Messages oldest first: all, or the newest `last` of them; `offset` skips the newest ones. */
  const listMessages = async ({ last = null, offset = 0 } = {}) => {
    if (!backend) return { messages: [], total: 0, refused: 0 }
    const { rows } = await backend.pool.query(
      `select * from (
         select id::int as id, received_at, endpoint, lib_version, user_id, service_id, template_id, template_params, origin, user_agent
           from local_outbox.messages order by id desc limit $1 offset $2) newest
        order by id`,
      [last, offset],
    )
    return { messages: rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })), ...(await counts()) }
  }

  /** How many messages the outbox holds, and how many sends it refused for being full. */
  const counts = async () => {
    if (!backend) return { total: 0, refused: 0 }
    const [{ total, refused }] = (
      await backend.pool.query(
        'select (select count(*)::int from local_outbox.messages) as total, (select refused::int from local_outbox.counters where singleton) as refused',
      )
    ).rows
    return { total, refused: refused ?? 0 }
  }

  /** One page of messages for the HTML view, newest first, read bounded (PAGE_LIMITS): never a whole megabyte value. */
  const pageMessages = async (page) => {
    if (!backend) return []
    const { rows } = await backend.pool.query(
      `select m.id::int as id, m.received_at, m.endpoint, left(m.service_id, $4) as service_id, left(m.template_id, $4) as template_id,
              left(m.origin, $4) as origin,
              (select count(*)::int from jsonb_object_keys(m.template_params)) as field_count,
              (select coalesce(jsonb_agg(jsonb_build_array(left(f.key, $4), left(f.text, $5), char_length(f.text), char_length(f.key)) order by f.n), '[]'::jsonb)
                 from (select e.key, e.n, case jsonb_typeof(e.value) when 'string' then e.value #>> '{}' else e.value::text end as text
                         from jsonb_each(m.template_params) with ordinality as e(key, value, n)
                        order by e.n limit $3) f) as fields
         from local_outbox.messages m
        order by m.id desc limit $1 offset $2`,
      [PAGE_LIMITS.perPage, (page - 1) * PAGE_LIMITS.perPage, PAGE_LIMITS.fields, PAGE_LIMITS.keyChars, PAGE_LIMITS.chars],
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
      const spec = JSON.parse((await readBody(req, MAX_BODY)).toString('utf8'))
      if (spec && typeof spec === 'object') return spec
    } catch (err) {
      if (err instanceof HttpRefusal) {
        send(req, res, err.status, { message: err.message })
        return undefined
      }
    }
    send(req, res, 400, { message: 'Invalid JSON' })
    return undefined
  }
  const parseCount = (value) => {
    if (value == null) return null
    const n = Number(value)
    return Number.isInteger(n) && n > 0 ? n : false
  }
  const positiveInt = (value, fallback) => {
    const n = Number(value)
    return value != null && Number.isInteger(n) && n >= 0 ? n : fallback
  }

  const control = async (req, res, url) => {
    const p = url.pathname.replace(/\/+$/, '')
    if (p === '/__outbox' && req.method === 'GET') {
      const last = url.searchParams.get('last')
      return send(req, res, 200, await listMessages({ last: last == null ? null : positiveInt(last, null) }))
    }
    if (p === '/__outbox' && req.method === 'DELETE') {
      if (backend) {
        await backend.pool.query('delete from local_outbox.messages')
        await backend.pool.query('update local_outbox.counters set dropped = 0, refused = 0')
      }
      return send(req, res, 200, { cleared: true })
    }
    if (p === '/__outbox/ui' && req.method === 'GET') {
      const page = Math.min(Math.max(1, positiveInt(url.searchParams.get('page'), 1)), 1_000_000)
      const pageInfo = { page, perPage: PAGE_LIMITS.perPage, ...(await counts()), max: outboxMaxMessages, maxBytes: outboxMaxBytes }
      return send(req, res, 200, renderOutboxPage(await pageMessages(page), failure, pageInfo), 'text/html; charset=utf-8', {
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
        releaseDelayed()
        return send(req, res, 200, { failure })
      }
      if (req.method === 'POST') {
        const spec = await readJsonControl(req, res)
        if (spec === undefined) return
        const mode = typeof spec?.mode === 'string' && /^\d+$/.test(spec.mode) ? Number(spec.mode) : spec?.mode
        // delayMs: the send waits that long, then is answered as usual (stored, 'OK') or in `mode`.
        const delayMs = spec.delayMs == null ? null : Number(spec.delayMs)
        if (delayMs !== null && !(Number.isInteger(delayMs) && delayMs > 0 && delayMs <= MAX_DELAY_MS)) {
          return send(req, res, 400, { message: `delayMs must be an integer from 1 to ${MAX_DELAY_MS}` })
        }
        const valid =
          FAILURE_MODES.includes(mode) ||
          (typeof mode === 'number' && Number.isInteger(mode) && mode >= 400 && mode <= 599) ||
          (mode == null && delayMs !== null)
        if (!valid) {
          return send(req, res, 400, { message: `mode must be one of ${FAILURE_MODES.join(', ')} (or any 4xx/5xx), or omitted with delayMs` })
        }
        const count = parseCount(spec.count)
        if (count === false) return send(req, res, 400, { message: 'count must be a positive integer (omit it: until DELETE)' })
        failure = {
          mode: mode ?? null,
          remaining: count,
          ...(typeof spec.text === 'string' ? { text: spec.text } : {}),
          ...(delayMs !== null ? { delayMs } : {}),
        }
        return send(req, res, 200, { failure })
      }
    }
    return send(req, res, 404, { message: 'Not found' })
  }

  // ---- router -------------------------------------------------------------------------------

  // requestTimeout: a body sent slowly (or never finished) gets a 408 and its connection closed,
  // instead of holding a connection to PostgREST (sixteen such senders used to block every read).
  const timeouts = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(requestTimeoutMs, 10_000),
    connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
  }
  const server = http.createServer(timeouts, async (req, res) => {
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

      if (url.pathname === '/rest/v1' || url.pathname.startsWith('/rest/v1/')) return await proxyRest(req, res, url)

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
    /**
     * Attach the database and PostgREST once they are ready (the port is bound first).
     * @param {{ postgrestUrl: string, pool: import('pg').Pool, generation: () => number } | null} b
     */
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
      releaseDelayed()
      agent.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
