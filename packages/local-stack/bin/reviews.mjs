#!/usr/bin/env node
// Owner's moderation CLI. Talks to the Supabase REST API with the service_role key:
//   local stack by default (http://127.0.0.1:$LOCAL_STACK_PORT, local demo key), or a hosted
//   project with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY in the environment.
//
//   npm run reviews -- list [--pending | --approved | --all] [--limit n] [--json]
//   npm run reviews -- list --client <fp> | --network <fp> | --since <time> [--until <time>] [--json]
//   npm run reviews -- show <id>
//   npm run reviews -- approve <id>
//   npm run reviews -- unapprove <id>
//   npm run reviews -- reject <id>      (DELETES the review)
//   npm run reviews -- reject --client <fp> | --network <fp> | --since <time> [--until <time>] [--yes]
//   npm run reviews -- status           (the spam brake: pending counts, clients and networks at their limit, a flood under way)
//
// Bulk moderation cleans a flood in one command: the pending reviews of one client address, one
// network (/24, /48) — by the fingerprints `status` and `list` print — or a time span are listed,
// then deleted once the owner types "yes" (or passes --yes), exactly those and only pending ones.
//
// Everything printed that a visitor wrote goes through showHidden(): control and invisible
// characters appear as visible tokens (\x1b, <U+200B>), so a review cannot move the cursor, rewrite
// what is on screen, hide the reviews after it or reach the clipboard.
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { DEFAULT_PORT, localKeys } from '../src/config.mjs'
import { showHidden, terminalSafeJson } from '../src/visible-text.mjs'

const USAGE = `Usage: reviews <command>
  list [--pending|--approved|--all] [--limit n] [--json]   reviews, newest first (default: --pending)
  list --client <fp> | --network <fp> | --since <time> [--until <time>] [--json]
                                                           pending reviews of a client, a network or a time span, oldest first
  show <id>                                                one review in full
  approve <id>                                             publish it (approuve = true)
  unapprove <id>                                           hide it again (approuve = false)
  reject <id>                                              delete it for good
  reject --client <fp> | --network <fp> | --since <time> [--until <time>] [--yes]
                                                           delete those pending reviews for good, after a preview and "yes"
  status [--json]                                          spam brake: pending reviews, clients and networks at their limit, a flood under way
<fp>: the fingerprint status and list print (at least 6 of its characters). <time>: 2026-11-25T14:30 (local time),
     an ISO date with its zone, or a duration ago: 30m, 2h, 1d.
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

/** The command line through util.parseArgs; a malformed one is a usage error (exit 2). */
function commandLine() {
  const text = { type: 'string' }
  const flag = { type: 'boolean' }
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        pending: flag,
        approved: flag,
        all: flag,
        json: flag,
        yes: flag,
        help: { type: 'boolean', short: 'h' },
        limit: text,
        client: text,
        network: text,
        since: text,
        until: text,
      },
    })
  } catch (error) {
    // An option given without its value (last, or followed by another option).
    const missing = /^Option '(--[a-z]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(error.message)
    fail(missing ? `${missing[1]} needs a value.\n\n${USAGE}` : `${error.message}\n\n${USAGE}`, 2)
  }
}

/** A point in time the owner typed: a duration ago (30m, 2h, 1d) or a date (local time unless it names its zone). */
function parseTime(text, name) {
  const ago = /^(\d+)\s*([mhd])$/i.exec(text)
  if (ago) return new Date(Date.now() - Number(ago[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[ago[2].toLowerCase()]).toISOString()
  const at = new Date(text)
  if (Number.isNaN(at.getTime())) fail(`${name} ${terminalSafeJson(text)} is not a time: write 2026-11-25T14:30, an ISO date, or 30m, 2h, 1d.`, 2)
  return at.toISOString()
}

/** The selection of a bulk command, or null when none of its options is given. */
function selection({ client, network, since, until }) {
  if (client === undefined && network === undefined && since === undefined && until === undefined) return null
  for (const [name, fp] of [
    ['--client', client],
    ['--network', network],
  ]) {
    if (fp !== undefined && !/^[0-9a-f]{6,64}$/i.test(fp))
      fail(`${name} ${terminalSafeJson(fp)} is not a fingerprint: give at least 6 of the characters status or list prints.`, 2)
  }
  return {
    client_prefix: client ?? null,
    network_prefix: network ?? null,
    received_from: since === undefined ? null : parseTime(since, '--since'),
    received_to: until === undefined ? null : parseTime(until, '--until'),
  }
}

const describeSelection = (sel) =>
  [
    sel.client_prefix && `client ${sel.client_prefix}`,
    sel.network_prefix && `network ${sel.network_prefix}`,
    sel.received_from && `received from ${fmtDate(sel.received_from)}`,
    sel.received_to && `before ${fmtDate(sel.received_to)}`,
  ]
    .filter(Boolean)
    .join(', ')

/** The pending reviews a selection names, oldest first, with their sender's fingerprints. */
const queue = (sel, max = 10_000) => api('POST', 'rpc/avis_moderation_queue', { body: { ...sel, max_rows: max } })

function printQueued(r) {
  printRow({ ...r, approuve: false })
  console.log(`    client ${r.client ?? '(unknown)'}  network ${r.network ?? '(unknown)'}`)
}

/** Asks on the terminal (or reads the answer from a pipe); an empty input is no. */
function ask(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: Boolean(process.stdin.isTTY) })
    let answered = false
    rl.on('close', () => answered || resolve(''))
    rl.question(question, (answer) => {
      answered = true
      rl.close()
      resolve(answer.trim())
    })
  })
}

/** Deletes exactly these pending reviews, 100 per request; how many were deleted. */
async function deletePending(ids) {
  let deleted = 0
  for (let i = 0; i < ids.length; i += 100) {
    const rows = await api('DELETE', `avis?id=in.(${ids.slice(i, i + 100).join(',')})&approuve=eq.false`, { prefer: 'return=representation' })
    deleted += rows.length
  }
  return deleted
}

/** An interval as Postgres prints it (01:00:00, 00:10:00, 1 day) in words. */
function duration(text) {
  const m = /^(?:(\d+) days? )?(\d+):(\d+):(\d+)$/.exec(String(text))
  if (!m) return String(text)
  const [days, hours, minutes] = [Number(m[1] ?? 0), Number(m[2]), Number(m[3])]
  return [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`].filter(Boolean).join(' ') || String(text)
}

const { values: options, positionals } = commandLine()
const [command = options.help ? 'help' : undefined, idArgument] = positionals
switch (command) {
  case 'list': {
    const sel = selection(options)
    if (sel) {
      const rows = await queue(sel, options.limit === undefined ? 10_000 : Number(options.limit))
      if (options.json) {
        console.log(terminalSafeJson(rows))
        break
      }
      if (!rows.length) console.log('No pending review matches.')
      for (const r of rows) printQueued(r)
      const again = Object.entries({ client: sel.client_prefix, network: sel.network_prefix, since: options.since, until: options.until })
        .filter(([, value]) => value != null)
        .map(([name, value]) => `--${name} ${value}`)
        .join(' ')
      console.log(`\n${rows.length} pending review(s): ${describeSelection(sel)}. Delete them with: npm run reviews -- reject ${again}`)
      break
    }
    const filter = options.all ? '' : options.approved ? '&approuve=eq.true' : '&approuve=eq.false'
    const limit = options.limit === undefined ? 50 : Number(options.limit)
    const { data: rows, headers } = await call('GET', `avis?select=*${filter}&order=date_creation.desc&limit=${limit}`, {
      prefer: 'count=exact',
    })
    if (options.json) {
      console.log(terminalSafeJson(rows))
      break
    }
    if (!rows.length) console.log('No review.')
    for (const r of rows) printRow(r)
    const total = Number(headers.get('content-range')?.split('/')[1])
    const which = options.all ? '' : options.approved ? ' approved' : ' pending'
    if (Number.isFinite(total)) console.log(`\n${rows.length} shown of ${total}${which} review(s).`)
    break
  }
  case 'show': {
    const id = needId(idArgument)
    const rows = await api('GET', `avis?select=*&id=eq.${id}`)
    if (!rows.length) fail(`No review ${id}.`)
    // The e-mail lives outside the exposed schema (migration avis_private_email): service role RPC.
    const r = { ...rows[0], email: await api('POST', 'rpc/avis_contact_email', { body: { review_id: id } }) }
    if (options.json) console.log(terminalSafeJson(r))
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
    const id = needId(idArgument)
    const rows = await api('PATCH', `avis?id=eq.${id}`, { body: { approuve: command === 'approve' }, prefer: 'return=representation' })
    if (!rows.length) fail(`No review ${id}.`)
    console.log(command === 'approve' ? `Approved: ${id} (now visible on the site).` : `Unapproved: ${id} (hidden from the site).`)
    break
  }
  case 'reject': {
    const sel = selection(options)
    if (sel) {
      const rows = await queue(sel)
      if (!rows.length) {
        console.log(`No pending review matches (${describeSelection(sel)}): nothing deleted.`)
        break
      }
      for (const r of rows.slice(0, 10)) printQueued(r)
      if (rows.length > 10) console.log(`  … and ${rows.length - 10} more`)
      const clients = new Set(rows.map((r) => r.client)).size
      const networks = new Set(rows.map((r) => r.network)).size
      console.log(
        `\n${rows.length} pending review(s) match (${describeSelection(sel)}), received ${fmtDate(rows[0].date_creation)} – ${fmtDate(rows.at(-1).date_creation)}, from ${clients} client(s) in ${networks} network(s).`,
      )
      const confirmed = options.yes || (await ask(`Delete these ${rows.length} pending review(s) for good? Type yes to confirm: `)) === 'yes'
      if (!confirmed) fail('Nothing deleted.')
      const deleted = await deletePending(rows.map((r) => r.id))
      console.log(
        `Rejected: ${deleted} review(s) deleted${deleted < rows.length ? ` (${rows.length - deleted} were approved or deleted meanwhile, and kept)` : ''}.`,
      )
      break
    }
    const id = needId(idArgument)
    const rows = await api('DELETE', `avis?id=eq.${id}`, { prefer: 'return=representation' })
    if (!rows.length) fail(`No review ${id}.`)
    console.log(`Rejected: ${id} deleted.`)
    break
  }
  case 'status': {
    const st = await api('POST', 'rpc/avis_spam_brake_status', { body: {} })
    if (options.json) {
      console.log(terminalSafeJson(st))
      break
    }
    const limit = (n, window) => (n > 0 ? `${n} per ${duration(window)}` : 'off')
    console.log(`Pending reviews: ${st.pending} (${st.pending_in_total_window} received within ${duration(st.total_window)})`)
    console.log(
      `Spam brake: ${limit(st.max_pending_per_client, st.client_window)} per client address, ${limit(st.max_pending_per_network, st.network_window)} per network (/24, /48), ${limit(st.max_pending_total, st.total_window)} in all; duplicates of a client's own review within ${duration(st.duplicate_window)} dropped; address from header ${st.client_address_header}`,
    )
    const flood = st.flood
    if (flood?.under_way) {
      const since = new Date(flood.first_received).toISOString()
      console.log(
        `\nFLOOD UNDER WAY: ${flood.reviews} pending reviews received in the last ${duration(st.total_window)} from ${flood.clients} client(s) in ${flood.networks} network(s), ${fmtDate(flood.first_received)} – ${fmtDate(flood.last_received)}.`,
      )
      console.log(`The ceiling is reached: every new review is refused until about ${fmtDate(flood.frees_at)}, or until you reject the flood:`)
      console.log(`  npm run reviews -- list --since ${since}      see them`)
      console.log(`  npm run reviews -- reject --since ${since}    delete them (after a preview and "yes")\n`)
    }
    console.log(`Client addresses with pending reviews in the last ${duration(st.client_window)}: ${st.clients_in_window}`)
    if (!st.clients_at_limit.length) console.log('No client address is at its limit.')
    else {
      console.log('At their limit (their next review is refused); salted hash of the address, first 12 characters (reject --client <it>):')
      for (const c of st.clients_at_limit.slice(0, 10)) console.log(`  ${showHidden(c.client)}  ${c.pending} pending, last ${fmtDate(c.last_received)}`)
      if (st.clients_at_limit.length > 10) console.log(`  … and ${st.clients_at_limit.length - 10} more (status --json lists them all)`)
    }
    if (st.networks_at_limit?.length) {
      console.log('Networks at their limit (their next review is refused); salted hash, first 12 characters (reject --network <it>):')
      for (const n of st.networks_at_limit.slice(0, 10))
        console.log(`  ${showHidden(n.network)}  ${n.pending} pending from ${n.clients} client(s), last ${fmtDate(n.last_received)}`)
      if (st.networks_at_limit.length > 10) console.log(`  … and ${st.networks_at_limit.length - 10} more (status --json lists them all)`)
    }
    break
  }
  case undefined:
  case 'help':
    console.log(USAGE)
    break
  default:
    fail(`Unknown command "${command}".\n\n${USAGE}`, 2)
}
