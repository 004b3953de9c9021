#!/usr/bin/env node
// Print the messages of the running local stack's EmailJS-compatible outbox.
//   npm run outbox -w @expert/local-stack [-- --json | --last n | --clear]
import { DEFAULT_PORT } from '../src/config.mjs'

const args = process.argv.slice(2)
const base = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT || DEFAULT_PORT}`
let res
try {
  res = await fetch(`${base}/__outbox`, { method: args.includes('--clear') ? 'DELETE' : 'GET' })
} catch {
  console.error(`Cannot reach the local stack at ${base}. Start it with: npm start -w @expert/local-stack`)
  process.exit(1)
}
if (args.includes('--clear')) {
  console.log('Outbox cleared.')
  process.exit(0)
}
const { messages } = await res.json()
const li = args.indexOf('--last')
const shown = li >= 0 ? messages.slice(-Number(args[li + 1])) : messages
if (args.includes('--json')) {
  console.log(JSON.stringify(shown, null, 2))
} else {
  if (!shown.length) console.log('The outbox is empty.')
  for (const m of shown) {
    console.log(`\n#${m.id}  ${new Date(m.received_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}  ${m.service_id}/${m.template_id}  (${m.endpoint})`)
    for (const [k, v] of Object.entries(m.template_params)) console.log(`  ${k.padEnd(18)} ${typeof v === 'string' ? v.replace(/\n/g, '\n' + ' '.repeat(21)) : JSON.stringify(v)}`)
  }
  console.log(`\n${messages.length} message(s). Page: ${base}/__outbox/ui`)
}
