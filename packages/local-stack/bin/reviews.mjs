#!/usr/bin/env node
// Owner's moderation CLI. Talks to the Supabase REST API with the service_role key:
//   local stack by default (http://127.0.0.1:$LOCAL_STACK_PORT, local demo key), or a hosted
//   project with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY in the environment.
//
//   npm run reviews -w @expert/local-stack -- list [--pending | --approved | --all] [--limit n] [--json]
//   npm run reviews -w @expert/local-stack -- show <id>
//   npm run reviews -w @expert/local-stack -- approve <id>
//   npm run reviews -w @expert/local-stack -- unapprove <id>
//   npm run reviews -w @expert/local-stack -- reject <id>      (DELETES the review)
//   npm run reviews -w @expert/local-stack -- status           (the spam brake: pending count, clients at their limit)
//
// Everything printed that a visitor wrote goes through showHidden(): control and invisible
// characters appear as visible tokens (\x1b, <U+200B>), so a review cannot move the cursor, rewrite
// what is on screen, hide the reviews after it or reach the clipboard.
import { DEFAULT_PORT, localKeys } from '../src/config.mjs'
import { showHidden, terminalSafeJson } from '../src/visible-text.mjs'

const USAGE = `Usage: reviews <command>
  list [--pending|--approved|--all] [--limit n] [--json]   reviews, newest first (default: --pending)
  show <id>                                                one review in full
  approve <id>                                             publish it (approuve = true)
  unapprove <id>                                           hide it again (approuve = false)
  reject <id>                                              delete it for good
  status [--json]                                          spam brake: pending reviews, clients at their limit
Env: SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY for a hosted project; otherwise the local stack
     on LOCAL_STACK_PORT (default ${DEFAULT_PORT}) with its local service key.`

const env = process.env
const base = (env.SUPABASE_URL || `http://127.0.0.1:${env.LOCAL_STACK_PORT || DEFAULT_PORT}`).replace(/\/+$/, '')
if (env.SUPABASE_URL && !env.SUPABASE_SERVICE_ROLE_KEY) {
  fail('SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not: moderation needs the service_role key.')
}
const key = env.SUPABASE_SERVICE_ROLE_KEY || localKeys().serviceKey
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function fail(message, code = 1) {
  console.error(message)
  process.exit(code)
}

async function api(method, pathAndQuery, options = {}) {
  return (await call(method, pathAndQuery, options)).data
}

/** @returns {Promise<{ data: any, headers: Headers }>} */
async function call(method, pathAndQuery, { body, prefer } = {}) {
  let res
  try {
    res = await fetch(`${base}/rest/v1/${pathAndQuery}`, {
      method,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        ...(prefer ? { Prefer: prefer } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch (err) {
    fail(
      `Cannot reach ${base} (${err instanceof Error ? (err.cause?.code ?? err.message) : err}). Is the local stack running (npm start -w @expert/local-stack)?`,
    )
  }
  const text = await res.text()
  let data = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {}
  if (!res.ok) fail(showHidden(`${method} ${pathAndQuery} → ${res.status}: ${data?.message ?? text}${data?.hint ? ` (${data.hint})` : ''}`))
  return { data, headers: res.headers }
}

const fmtDate = (iso) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' })
/** One line of at most n characters (line feeds and every hidden character shown as tokens). */
const oneLine = (s, n) => {
  const t = showHidden(
    String(s ?? '')
      .trim()
      .replace(/ {2,}/g, ' '),
  )
  return t.length > n ? `${t.slice(0, n - 1)}…` : t
}

function printRow(r) {
  console.log(
    `${r.id}  ${r.approuve ? 'publié    ' : 'en attente'}  ${'★'.repeat(r.note)}${'☆'.repeat(5 - r.note)}  ${fmtDate(r.date_creation)}  ${oneLine(r.nom, 24)} — ${oneLine(r.type_projet, 28)}\n    ${oneLine(r.message, 110)}`,
  )
}

function needId(id) {
  if (!id) fail(`A review id (uuid) is required.\n\n${USAGE}`, 2)
  // Quoted as terminal-safe JSON: what was typed is shown escaped, never sent to the terminal as it is.
  if (!UUID.test(id)) fail(`${terminalSafeJson(id)} is not a review id: ids are uuids, as \`list\` prints them.\n\n${USAGE}`, 2)
  return id.toLowerCase()
}

const [command, ...rest] = process.argv.slice(2)
switch (command) {
  case 'list': {
    const filter = rest.includes('--all') ? '' : rest.includes('--approved') ? '&approuve=eq.true' : '&approuve=eq.false'
    const li = rest.indexOf('--limit')
    const limit = li >= 0 ? Number(rest[li + 1]) : 50
    const { data: rows, headers } = await call('GET', `avis?select=*${filter}&order=date_creation.desc&limit=${limit}`, {
      prefer: 'count=exact',
    })
    if (rest.includes('--json')) {
      console.log(terminalSafeJson(rows))
      break
    }
    if (!rows.length) console.log('No review.')
    for (const r of rows) printRow(r)
    const total = Number(headers.get('content-range')?.split('/')[1])
    const which = rest.includes('--all') ? '' : rest.includes('--approved') ? ' approved' : ' pending'
    if (Number.isFinite(total)) console.log(`\n${rows.length} shown of ${total}${which} review(s).`)
    break
  }
  case 'show': {
    const id = needId(rest[0])
    const rows = await api('GET', `avis?select=*&id=eq.${id}`)
    if (!rows.length) fail(`No review ${id}.`)
    // The e-mail lives outside the exposed schema (migration avis_private_email): service role RPC.
    const r = { ...rows[0], email: await api('POST', 'rpc/avis_contact_email', { body: { review_id: id } }) }
    if (rest.includes('--json')) console.log(terminalSafeJson(r))
    else {
      printRow(r)
      const field = (v) => (v == null ? '—' : showHidden(v))
      // The message keeps its line breaks, each line indented so that no line of it can pass for
      // the CLI's own output.
      const message = showHidden(r.message, { keepNewlines: true }).replace(/\n/g, '\n    ')
      console.log(
        `\n  nom: ${field(r.nom)}${r.anonyme ? ' (anonyme)' : ''}\n  email: ${field(r.email)}\n  localisation: ${field(r.localisation)}\n  type: ${field(r.type_projet)}\n  note: ${r.note}/5\n\n    ${message}`,
      )
    }
    break
  }
  case 'approve':
  case 'unapprove': {
    const id = needId(rest[0])
    const rows = await api('PATCH', `avis?id=eq.${id}`, { body: { approuve: command === 'approve' }, prefer: 'return=representation' })
    if (!rows.length) fail(`No review ${id}.`)
    console.log(command === 'approve' ? `Approved: ${id} (now visible on the site).` : `Unapproved: ${id} (hidden from the site).`)
    break
  }
  case 'reject': {
    const id = needId(rest[0])
    const rows = await api('DELETE', `avis?id=eq.${id}`, { prefer: 'return=representation' })
    if (!rows.length) fail(`No review ${id}.`)
    console.log(`Rejected: ${id} deleted.`)
    break
  }
  case 'status': {
    const st = await api('POST', 'rpc/avis_spam_brake_status', { body: {} })
    if (rest.includes('--json')) {
      console.log(terminalSafeJson(st))
      break
    }
    const limit = (n, window) => (n > 0 ? `${n} per ${window}` : 'off')
    console.log(`Pending reviews: ${st.pending} (${st.pending_in_total_window} received within ${st.total_window})`)
    console.log(
      `Spam brake: ${limit(st.max_pending_per_client, st.client_window)} per client address, ${limit(st.max_pending_total, st.total_window)} in all; duplicates within ${st.duplicate_window} dropped; address from header ${st.client_address_header}`,
    )
    console.log(`Client addresses with pending reviews in the last ${st.client_window}: ${st.clients_in_window}`)
    if (!st.clients_at_limit.length) console.log('No client address is at its limit.')
    else {
      console.log('At their limit (their next review is refused); salted hash of the address, first 12 characters:')
      for (const c of st.clients_at_limit) console.log(`  ${showHidden(c.client)}  ${c.pending} pending, last ${fmtDate(c.last_received)}`)
    }
    break
  }
  case undefined:
  case 'help':
  case '--help':
  case '-h':
    console.log(USAGE)
    break
  default:
    fail(`Unknown command "${command}".\n\n${USAGE}`, 2)
}
