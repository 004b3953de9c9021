// The /rest/v1 query string as PostgREST reads it, the gateway's allowlist over it, and the query
// string the gateway forwards.
//
// PostgREST 12 reads its query string with http-types' `parseQueryReplacePlus True` (module
// PostgREST.ApiRequest.QueryParams): pairs separated by '&' OR ';', key and value split at the first
// '=', '+' read as a space, %XX decoded (a malformed escape kept as it is), then UTF-8. A parser
// that splits on '&' only (URLSearchParams) let `note=gt.0;nom=imatch.…` through as one harmless
// filter while PostgREST ran two. So the gateway parses exactly as PostgREST does (parseQuery),
// checks every pair (refusedQuery), and forwards only the pairs it checked, re-encoded so that
// PostgREST cannot read them any other way (serializeQuery).

const AMPERSAND = 0x26
const SEMICOLON = 0x3b
const EQUALS = 0x3d
const PLUS = 0x2b
const PERCENT = 0x25
const SPACE = 0x20
const utf8 = new TextDecoder('utf-8', { fatal: true })

const hexValue = (byte) =>
  byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : byte >= 0x41 && byte <= 0x46 ? byte - 0x37 : byte >= 0x61 && byte <= 0x66 ? byte - 0x57 : -1

/** http-types' urlDecode with replacePlus: '+' is a space, %XX a byte, any other '%' itself. */
function urlDecode(bytes) {
  const out = Buffer.alloc(bytes.length)
  let n = 0
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]
    if (byte === PLUS) out[n++] = SPACE
    else if (byte === PERCENT && i + 2 < bytes.length && hexValue(bytes[i + 1]) >= 0 && hexValue(bytes[i + 2]) >= 0) {
      out[n++] = hexValue(bytes[i + 1]) * 16 + hexValue(bytes[i + 2])
      i += 2
    } else out[n++] = byte
  }
  return out.subarray(0, n)
}

/**
 * The (key, value) pairs of a query string (without its '?'), as PostgREST reads them; value null
 * for a key without '='. null when a decoded key or value is not UTF-8 (PostgREST would fail on it).
 * @param {string} query  as the request target carries it (ASCII: Node refuses other bytes)
 * @returns {Array<[string, string | null]> | null}
 */
export function parseQuery(query) {
  const bytes = Buffer.from(query, 'latin1')
  /** @type {Array<[string, string | null]>} */
  const pairs = []
  let start = 0
  // Like http-types' breakDiscard loop: an empty piece between two separators is a pair ("", null);
  // a separator at the very end adds nothing.
  while (start < bytes.length) {
    let end = start
    while (end < bytes.length && bytes[end] !== AMPERSAND && bytes[end] !== SEMICOLON) end++
    const piece = bytes.subarray(start, end)
    const equals = piece.indexOf(EQUALS)
    try {
      const key = utf8.decode(urlDecode(equals < 0 ? piece : piece.subarray(0, equals)))
      const value = equals < 0 ? null : utf8.decode(urlDecode(piece.subarray(equals + 1)))
      pairs.push([key, value])
    } catch {
      return null
    }
    start = end + 1
  }
  return pairs
}

/** Pairs written back as a query string that parseQuery (and PostgREST) read as exactly these pairs. */
export function serializeQuery(pairs) {
  return pairs.map(([key, value]) => (value === null ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&')
}

// The PostgREST query parameters the site (behaviour §7 reads and insert), the moderation CLI and the
// tests use. Anything else — regular expressions (imatch, match), like, full-text search, or/and
// trees, casts and embeds in select, embedded (dotted) keys — is refused: the site never sends it,
// and a regular expression is what froze the embedded database (README, "A query that freezes PGlite").
const IDENT = '[a-z_][a-z0-9_]*'
const ALLOWED_QUERY = {
  select: new RegExp(`^(\\*|${IDENT}(,${IDENT})*)$`),
  order: new RegExp(`^${IDENT}(\\.(asc|desc))?(\\.(nullsfirst|nullslast))?(,${IDENT}(\\.(asc|desc))?(\\.(nullsfirst|nullslast))?)*$`),
  limit: /^\d{1,6}$/,
  offset: /^\d{1,9}$/,
  columns: new RegExp(`^"?${IDENT}"?(,"?${IDENT}"?)*$`),
  on_conflict: new RegExp(`^${IDENT}(,${IDENT})*$`),
}
/** Keys PostgREST reads as logic trees (`or=(…)`, `and=(…)`), whatever their value. */
const LOGIC_KEYS = new Set(['and', 'or'])
const FILTER_KEY = new RegExp(`^${IDENT}$`)
const FILTER_VALUE = /^(not\.)?(eq|neq|gt|gte|lt|lte|is|in)\./

/**
 * Why a /rest/v1 query is refused, or null. Every pair is checked, repeated keys included
 * (PostgREST reads the first `select`, the last `limit`, and every filter).
 * @param {Array<[string, string | null]>} pairs  from parseQuery
 */
export function refusedQuery(pairs) {
  for (const [key, value] of pairs) {
    if (value === null) return `"${key}" has no value`
    const rule = ALLOWED_QUERY[/** @type {keyof typeof ALLOWED_QUERY} */ (key)]
    if (rule) {
      if (!rule.test(value)) return `"${key}" accepts plain column names only here`
    } else if (LOGIC_KEYS.has(key) || !FILTER_KEY.test(key)) {
      return `"${key}" is not a filter the local gateway accepts (no or/and, no JSON paths, no embeds)`
    } else if (!FILTER_VALUE.test(value)) {
      const operator = value
        .split('.')
        .slice(0, value.startsWith('not.') ? 2 : 1)
        .join('.')
      return `operator "${operator}" on "${key}" is not accepted by the local gateway`
    }
  }
  return null
}
