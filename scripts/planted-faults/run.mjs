// The planted-fault check of the test suite (issue 33: "nothing weakened — show it"). Each fault of
// faults.mjs is a small edit to the product — a kind of mistake a change could make — with the
// narrowest command of the suite that must catch it. Each command first runs on the untouched tree and
// must pass there (so a failure is the fault's, not the machine's); then, for each fault, the edit is
// applied (its text must be found exactly once), the command runs, and the file is restored whatever
// happens. Exit 0 only when every command passed untouched and failed with its fault.
//
//   npm run planted-faults                 every fault
//   npm run planted-faults -- --only a,b   some of them (ids)
//   npm run planted-faults -- --list       the faults and their commands
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { faults } from './faults.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const { values } = parseArgs({ options: { only: { type: 'string' }, list: { type: 'boolean', default: false } } })
const only = values.only ? new Set(values.only.split(',')) : null
const chosen = faults.filter((fault) => !only || only.has(fault.id))
if (only) for (const id of only) if (!faults.some((fault) => fault.id === id)) throw new Error(`no fault named ${id}`)

if (values.list) {
  for (const fault of chosen) console.log(`${fault.id.padEnd(28)} ${fault.guarantee}\n${' '.repeat(29)}${fault.command}`)
  process.exit(0)
}

/** Applies the fault's edits; returns the files' original contents, to restore. */
function plant(fault) {
  const originals = new Map()
  for (const edit of fault.edits) {
    const file = path.join(root, edit.file)
    const text = originals.get(file) ?? readFileSync(file, 'utf8')
    if (!originals.has(file)) originals.set(file, text)
    const current = readFileSync(file, 'utf8')
    const count = current.split(edit.find).length - 1
    if (count !== 1)
      throw new Error(`${fault.id}: ${edit.file} holds the text to replace ${count} times (expected once): ${JSON.stringify(edit.find.slice(0, 80))}`)
    writeFileSync(file, current.replace(edit.find, edit.replace))
  }
  return originals
}

const runCommand = (command, env = {}) =>
  spawnSync(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1', ...env } }).status

// The untouched tree passes every command (once per distinct command and environment).
const baseline = new Map()
for (const fault of chosen) {
  const key = `${fault.command} ${JSON.stringify(fault.env ?? {})}`
  if (baseline.has(key)) continue
  const status = runCommand(fault.command, fault.env)
  baseline.set(key, status)
  if (status !== 0) console.log(`FAILS UNTOUCHED: ${fault.command}`)
}
const brokenBaseline = [...baseline.values()].some((status) => status !== 0)

const results = []
for (const fault of chosen) {
  const started = performance.now()
  let originals
  let status
  try {
    originals = plant(fault)
    status = runCommand(fault.command, fault.env)
  } finally {
    for (const [file, text] of originals ?? []) writeFileSync(file, text)
  }
  const caught = status !== 0
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  results.push({ fault, caught })
  console.log(`${caught ? 'caught ' : 'MISSED '} ${fault.id.padEnd(28)} ${seconds.padStart(4)} s  ${fault.guarantee}`)
}

const missed = results.filter((result) => !result.caught)
console.log(
  `\n${results.length - missed.length} of ${results.length} planted faults caught${missed.length ? `; missed: ${missed.map((r) => r.fault.id).join(', ')}` : ''}`,
)
if (brokenBaseline) console.log('Some commands fail on the untouched tree: their faults prove nothing (see FAILS UNTOUCHED above).')
process.exit(missed.length === 0 && !brokenBaseline ? 0 : 1)
