#!/usr/bin/env node
// Print the messages of the running local stack's EmailJS-compatible outbox.
//   npm run outbox -w @expert/local-stack [-- --json | --last n | --clear]
// What visitors wrote is printed through showHidden(): control and invisible characters appear as
// visible tokens, so a message cannot rewrite the terminal (e.g. erase a phone number).
import { parseArgs } from 'node:util'
import { DEFAULT_PORT } from '../src/config.mjs'
import { showHidden, terminalSafeJson } from '../src/visible-text.mjs'

const LAST_NEEDS_A_NUMBER = '--last needs a number, e.g. --last 5'
let args
try {
  ;({ values: args } = parseArgs({ options: { last: { type: 'string' }, clear: { type: 'boolean' }, json: { type: 'boolean' } } }))
} catch (error) {
  console.error(/'--last\b/.test(error.message) ? LAST_NEEDS_A_NUMBER : error.message)
  process.exit(2)
}
const base = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT || DEFAULT_PORT}`
const last = args.last === undefined ? null : Number(args.last)
if (last !== null && !(Number.isInteger(last) && last >= 0)) {
  console.error(LAST_NEEDS_A_NUMBER)
  process.exit(2)
}
let res
try {
  res = await fetch(`${base}/__outbox${last === null ? '' : `?last=${last}`}`, { method: args.clear ? 'DELETE' : 'GET' })
} catch {
  console.error(`Cannot reach the local stack at ${base}. Start it with: npm start -w @expert/local-stack`)
  process.exit(1)
}
if (args.clear) {
  console.log('Outbox cleared.')
  process.exit(0)
}
const { messages, total, refused } = await res.json()
if (args.json) {
  console.log(terminalSafeJson(messages))
} else {
  if (!messages.length) console.log('The outbox is empty.')
  for (const m of messages) {
    console.log(
      `\n#${m.id}  ${new Date(m.received_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}  ${showHidden(m.service_id)}/${showHidden(m.template_id)}  (${m.endpoint})`,
    )
    for (const [k, v] of Object.entries(m.template_params)) {
      // Line breaks of a message stay line breaks, indented under their field.
      const value = showHidden(typeof v === 'string' ? v : JSON.stringify(v), { keepNewlines: true }).replace(/\n/g, `\n${' '.repeat(21)}`)
      console.log(`  ${showHidden(k).padEnd(18)} ${value}`)
    }
  }
  const refusedNote = refused ? ` (${refused} send(s) refused because it was full: empty it with --clear once read)` : ''
  console.log(`\n${messages.length} shown of ${total} message(s)${refusedNote}. Page: ${base}/__outbox/ui`)
}
