#!/usr/bin/env node
// Reads what Storybook builds its docs from (the story index and the components manifest, the docgen
// the docs pages show), loaded from packages/ui/.storybook/main.ts by Storybook's own code without building the
// preview (identical to storybook-static/index.json and manifests/components.json: compared on
// 2026-11-27; 15 s instead of a 51 s build), and fails when the library stops reading as one French reference:
// a component without a French description, a prop without a French description or a resolved type,
// a story without an explicit French name, a story description in English, a story arg the props
// table cannot describe. The convention it enforces is written in packages/ui/src/docs/Introduction.mdx.
//
//   node scripts/check-storybook-docs.mjs
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { experimental_loadStorybook, loadManifests } from 'storybook/internal/core-server'
import { loadCsf } from 'storybook/internal/csf-tools'

/**
 * Story files whose owners are rewriting them: their findings are reported as pending, not as
 * failures. An entry that has no finding left fails the check, so the list only ever shrinks.
 */
const PENDING = []

// --- French or not: a stop-word vote, enough to tell a French sentence from an English one. ---

const FRENCH_WORDS = new Set(
  `le la les l un une des du de d et est sont en au aux à pour par sur dans avec sans qui que qu ne n pas
  ce cet cette ces se s son sa ses leur leurs il elle ils elles on ou où plus comme tout toute tous toutes
  quand si lorsque être doit peut fait sera seront y lui même entre après avant vers chez selon dont
  affiche affichée affiché utilisé utilisée reste restent donne rend`.split(/\s+/),
)
const ENGLISH_WORDS = new Set(
  `the of to and is are for with without this that these those it its be been by from or when which
  who not as at into while each every only any your you should must can may has have was were will
  would an if than then their there what where how shown used uses default defaults`.split(/\s+/),
)
/**
 * French words a keyboard without accents produces; their presence means the accent was lost.
 * Words that are also correct without accent ("coche": a tick mark, or "ticks") are left out.
 */
const MISSING_ACCENTS = new Set(
  `desactive desactivee desactives telephone icone icones etape etapes numerotee numerote succes defile
  effacee effacees effaces effacer cochee cochees premiere passee passees reussi reussie echec
  etat etats controle controlee deroule deroulee fermee selectionne selectionnee precedente generale
  categorie deja modere moderee securite apercu reduit reduite ecran ecrans defaut`.split(/\s+/),
)

/** The text without inline code, quoted values and URLs: those are code or copy, not prose. */
function prose(text) {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/'[^']*'|"[^"]*"|«[^»]*»|‘[^’]*’|“[^”]*”/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
}

function words(text) {
  return prose(text)
    .toLowerCase()
    .split(/[^a-zà-ÿœæ]+/u)
    .filter(Boolean)
}

/** Why a piece of prose is not French, or undefined when it reads as French. */
function notFrench(text, { short = false } = {}) {
  const list = words(text)
  const french = list.filter((w) => FRENCH_WORDS.has(w) || /[àâçéèêëîïôûùüÿœ]/u.test(w)).length
  const english = list.filter((w) => ENGLISH_WORDS.has(w)).length
  const unaccented = list.filter((w) => MISSING_ACCENTS.has(w))
  if (unaccented.length) return `accents missing (${unaccented.join(', ')})`
  if (english > 0 && english >= french) return 'reads as English'
  // A label may be one French noun ("Matrice"); a description must be a sentence that says so.
  if (!short && french === 0) return 'no French word found (write a French sentence)'
  return undefined
}

/** "Telephone Etroit", "Avec Icone": every word capitalised is an export name turned into a label. */
function isTitleCase(name) {
  const list = prose(name)
    .split(/[\s()\-–—,:;/·]+/)
    .filter((w) => /^\p{L}/u.test(w) && w.length > 2)
  return list.length >= 2 && list.every((w) => /^\p{Lu}/u.test(w) && !/^\p{Lu}+$/u.test(w))
}

// --- Inputs ---

const storybook = await experimental_loadStorybook({ configDir: 'packages/ui/.storybook', packageJson: {} })
const index = await (await storybook.presets.apply('storyIndexGenerator')).getIndex()
const manifest = (await loadManifests(storybook.presets)).components
if (!manifest) {
  console.error('No components manifest: it needs `features.componentsManifest` in packages/ui/.storybook/main.ts.')
  process.exit(2)
}
const entries = Object.values(index.entries)

const csfCache = new Map()
function csfOf(importPath) {
  if (!csfCache.has(importPath)) {
    const code = readFileSync(path.resolve(importPath), 'utf8')
    csfCache.set(importPath, loadCsf(code, { fileName: importPath, makeTitle: (title) => title ?? '' }).parse())
  }
  return csfCache.get(importPath)
}

/** Keys of an object literal (a Babel node), or [] when the value is not one. */
function literalKeys(node) {
  if (node?.type !== 'ObjectExpression') return []
  return node.properties.filter((p) => p.type === 'ObjectProperty' && !p.computed).map((p) => (p.key.type === 'Identifier' ? p.key.name : p.key.value))
}
function literalProperty(node, key) {
  if (node?.type !== 'ObjectExpression') return undefined
  return node.properties.find((p) => p.type === 'ObjectProperty' && (p.key.name === key || p.key.value === key))?.value
}

// --- Findings ---

const findings = []
const relative = (p) => p.replace(/^\.\//, '')
function report(file, kind, where, message) {
  findings.push({ file: relative(file ?? ''), kind, where, message })
}

// Components: description, props (description and type), from the docgen the docs pages use.
const docgenByTitle = new Map()
for (const component of Object.values(manifest.components)) {
  const file = component.path
  if (component.error) {
    report(file, 'component', component.name, `no docgen: ${component.error.name}`)
    continue
  }
  const parts = [
    { name: component.name, docgen: component.reactDocgenTypescript ?? component.reactDocgen },
    ...Object.entries(component.subcomponents ?? {}).map(([name, sub]) => ({
      name,
      docgen: sub.reactDocgenTypescript ?? sub.reactDocgen,
    })),
  ]
  const documented = new Set()
  for (const { name, docgen } of parts) {
    if (!docgen) {
      report(file, 'component', name, 'no docgen')
      continue
    }
    const description = (docgen.description ?? '').trim()
    if (!description) report(file, 'component', name, 'no description')
    else {
      const why = notFrench(description)
      if (why) report(file, 'component', name, `description ${why}: “${description.slice(0, 70)}”`)
    }
    for (const [prop, info] of Object.entries(docgen.props ?? {})) {
      documented.add(prop)
      const where = `${name}.${prop}`
      const text = (info.description ?? '').trim()
      if (!text) report(file, 'prop-description', where, 'no description')
      else {
        if (/@default\b/.test(text)) report(file, 'prop-description', where, 'raw “@default” in the description (the Default column stays empty)')
        const why = notFrench(text.replace(/@default.*$/s, ''))
        if (why) report(file, 'prop-description', where, `description ${why}: “${text.slice(0, 70)}”`)
      }
      const type = info.type?.raw ?? info.type?.name ?? info.tsType?.raw ?? info.tsType?.name ?? ''
      const shown = info.type?.name ?? info.tsType?.name ?? ''
      if (!shown) report(file, 'prop-type', where, 'no type')
      else if (/\bunknown\b|\bany\b/.test(shown)) report(file, 'prop-type', where, `type not resolved: ${shown}${type !== shown ? ` (${type})` : ''}`)
    }
  }
  for (const story of component.stories ?? []) {
    if (story.description) {
      const why = notFrench(story.description)
      if (why) report(file, 'story-description', story.name, `description ${why}: “${story.description.slice(0, 70)}”`)
    }
  }
  docgenByTitle.set(component.id, documented)
}

// Stories: explicit French names, French titles, and args the props table can describe.
const checkedFiles = new Set()
for (const entry of entries) {
  const file = entry.importPath
  if (entry.type === 'docs') {
    // MDX pages and autodocs: only the sidebar path is read here (MDX prose is reviewed as text).
    for (const segment of entry.title.split('/')) {
      const why = notFrench(segment, { short: true })
      if (why) report(file, 'title', entry.title, `“${segment}” ${why}`)
    }
    continue
  }
  if (!/\.stories\.[jt]sx?$/.test(file)) continue
  const csf = csfOf(file)
  const annotations = csf._storyAnnotations[entry.exportName] ?? {}
  const nameNode = annotations.name
  const explicit = nameNode?.type === 'StringLiteral' || nameNode?.type === 'TemplateLiteral'
  if (!explicit) {
    report(file, 'story-name', entry.exportName, `no explicit name (shown as “${entry.name}”, derived from the export name)`)
  } else if (nameNode.type === 'StringLiteral') {
    const why = notFrench(nameNode.value, { short: true })
    if (why) report(file, 'story-name', entry.exportName, `“${nameNode.value}” ${why}`)
    if (isTitleCase(nameNode.value)) report(file, 'story-name', entry.exportName, `“${nameNode.value}” is Title Case: write it in sentence case`)
  }

  if (checkedFiles.has(file)) continue
  checkedFiles.add(file)
  // The leaf of a component page's title is the component's name, as imported; the rest is French.
  const segments = entry.title.split('/')
  const leaf = segments.at(-1)
  const base = path.basename(file).replace(/\.stories\.[jt]sx?$/, '')
  if (leaf !== base) report(file, 'title', entry.title, `the page is named “${leaf}”, its component “${base}”: name the page after the component`)
  for (const segment of segments.slice(0, -1)) {
    const why = notFrench(segment, { short: true })
    if (why) report(file, 'title', entry.title, `category “${segment}” ${why}`)
  }
  // Every arg a story sets, and every argType the meta declares, is a row of the props table:
  // it must be a documented prop, or carry its own French description, or be hidden from the table.
  const componentId = entry.id.split('--')[0]
  const documented = docgenByTitle.get(componentId)
  if (!documented) continue
  const argTypes = csf._metaAnnotations.argTypes
  const rows = new Set([
    ...literalKeys(csf._metaAnnotations.args),
    ...literalKeys(argTypes),
    ...Object.values(csf._storyAnnotations).flatMap((story) => literalKeys(story.args)),
  ])
  for (const row of rows) {
    if (documented.has(row)) continue
    const argType = literalProperty(argTypes, row)
    const table = literalProperty(argType, 'table')
    if (literalProperty(table, 'disable')?.value === true) continue
    const description = literalProperty(argType, 'description')
    if (description?.type === 'StringLiteral') {
      const why = notFrench(description.value)
      if (why) report(file, 'arg', row, `argTypes description ${why}`)
      continue
    }
    report(file, 'arg', row, 'set by a story but not a documented prop: its row in the props table has no description')
  }
}

// --- Verdict ---

const isPending = (f) => PENDING.some((prefix) => f.file.startsWith(prefix))
const failing = findings.filter((f) => !isPending(f))
const pending = findings.filter(isPending)
const stale = PENDING.filter((prefix) => !pending.some((f) => f.file.startsWith(prefix)))

const count = (list, kind, test = () => true) => list.filter((f) => f.kind === kind && test(f)).length
const storyEntries = entries.filter((e) => e.type === 'story')
const propCount = Object.values(manifest.components).reduce((sum, c) => {
  const all = [c, ...Object.values(c.subcomponents ?? {})]
  return sum + all.reduce((s, x) => s + Object.keys((x.reactDocgenTypescript ?? x.reactDocgen)?.props ?? {}).length, 0)
}, 0)

function summary(list, label) {
  console.log(`\n${label}`)
  console.log(
    `  stories without an explicit name      ${count(list, 'story-name', (f) => f.message.startsWith('no explicit name'))} / ${storyEntries.length} stories`,
  )
  console.log(`  story names not French or Title Case  ${count(list, 'story-name', (f) => !f.message.startsWith('no explicit name'))}`)
  console.log(`  props without a description           ${count(list, 'prop-description', (f) => f.message === 'no description')} / ${propCount} props`)
  console.log(`  prop descriptions not French / @default ${count(list, 'prop-description', (f) => f.message !== 'no description')}`)
  console.log(`  props with an unresolved type         ${count(list, 'prop-type')}`)
  console.log(`  components without a French description ${count(list, 'component')} / ${Object.keys(manifest.components).length} component pages`)
  console.log(`  story descriptions not French         ${count(list, 'story-description')}`)
  console.log(`  undocumented story args               ${count(list, 'arg')}`)
  console.log(`  page titles                           ${count(list, 'title')}`)
}

function list(items) {
  const byFile = Map.groupBy(items, (f) => f.file)
  for (const [file, group] of byFile) {
    console.log(`\n${file}`)
    for (const f of group) console.log(`  [${f.kind}] ${f.where}: ${f.message}`)
  }
}

console.log(
  `Storybook docs check: ${storyEntries.length} stories, ${Object.keys(manifest.components).length} component pages, docgen ${manifest.meta?.docgen ?? '?'}`,
)
if (failing.length) list(failing)
summary(failing, `Findings (${failing.length})`)
if (pending.length) summary(pending, `Pending, in files being rewritten (${pending.length}; not failing)`)
for (const prefix of stale) console.log(`\n${prefix} has no finding left: remove it from PENDING in scripts/check-storybook-docs.mjs`)

if (failing.length || stale.length) {
  console.log('\nThe convention: packages/ui/src/docs/Introduction.mdx, “Écrire une histoire”.')
  process.exit(1)
}
console.log('\nEvery component, prop and story follows the convention.')
// Storybook's loader leaves file watchers open.
process.exit(0)
