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
import { DEFAULT_PORT, localKeys } from '../src/config.mjs'

const USAGE = `Usage: reviews <command>
  list [--pending|--approved|--all] [--limit n] [--json]   reviews, newest first (default: --pending)
  show <id>                                                one review in full
  approve <id>                                             publish it (approuve = true)
  unapprove <id>                                           hide it again (approuve = false)
  reject <id>                                              delete it for good
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

async function api(method, pathAndQuery, { body, prefer } = {}) {
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
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (err) {
    fail(`Cannot reach ${base} (${err instanceof Error ? err.cause?.code ?? err.message : err}). Is the local stack running (npm start -w @expert/local-stack)?`)
  }
  const text = await res.text()
  const data = text ? JSON.parse(text) : null
  if (!res.ok) fail(`${method} ${pathAndQuery} → ${res.status}: ${data?.message ?? text}${data?.hint ? ` (${data.hint})` : ''}`)
  return data
}

const fmtDate = (iso) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' })
const oneLine = (s, n) => {
  const t = String(s ?? '').replace(/\s+/g, ' ').trim()
  return t.length > n ? `${t.slice(0, n - 1)}…` : t
}

function printRow(r) {
  console.log(
    `${r.id}  ${r.approuve ? 'publié    ' : 'en attente'}  ${'★'.repeat(r.note)}${'☆'.repeat(5 - r.note)}  ${fmtDate(r.date_creation)}  ${oneLine(r.nom, 24)} — ${oneLine(r.type_projet, 28)}\n    ${oneLine(r.message, 110)}`,
  )
}

function needId(id) {
  if (!id || !UUID.test(id)) fail(`A review id (uuid) is required.\n\n${USAGE}`, 2)
  return id.toLowerCase()
}

const [command, ...rest] = process.argv.slice(2)
switch (command) {
  case 'list': {
    const filter = rest.includes('--all') ? '' : rest.includes('--approved') ? '&approuve=eq.true' : '&approuve=eq.false'
    const li = rest.indexOf('--limit')
    const limit = li >= 0 ? Number(rest[li + 1]) : 50
    const rows = await api('GET', `avis?select=*${filter}&order=date_creation.desc&limit=${limit}`)
    if (rest.includes('--json')) {
      console.log(JSON.stringify(rows, null, 2))
      break
    }
    if (!rows.length) console.log('No review.')
    for (const r of rows) printRow(r)
    break
  }
  case 'show': {
    const id = needId(rest[0])
    const rows = await api('GET', `avis?select=*&id=eq.${id}`)
    if (!rows.length) fail(`No review ${id}.`)
    // The e-mail lives outside the exposed schema (migration avis_private_email): service role RPC.
    const r = { ...rows[0], email: await api('POST', 'rpc/avis_contact_email', { body: { review_id: id } }) }
    if (rest.includes('--json')) console.log(JSON.stringify(r, null, 2))
    else {
      printRow(r)
      console.log(`\n  nom: ${r.nom}${r.anonyme ? ' (anonyme)' : ''}\n  email: ${r.email ?? '—'}\n  localisation: ${r.localisation ?? '—'}\n  note: ${r.note}/5\n\n${r.message}`)
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
  case undefined:
  case 'help':
  case '--help':
  case '-h':
    console.log(USAGE)
    break
  default:
    fail(`Unknown command "${command}".\n\n${USAGE}`, 2)
}
