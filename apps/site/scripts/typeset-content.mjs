// French typography of the site's content, in its sources: every string literal and template text of
// app/content/*.ts that a visitor reads is written typeset (`typeset` of scripts/french-typography.mjs
// at the repository root: ’, « », no-break spaces, hours, amounts). The unit test
// app/content/typography.test.ts names each string that is not; `npm run typeset-content -w apps/site`
// rewrites them in place (no-break spaces as the characters themselves, as the content writes them).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAst } from 'vite'
import { typeset } from '../../../scripts/french-typography.mjs'

const contentDir = fileURLToPath(new URL('../app/content/', import.meta.url))

/** The content modules, whose strings are copy (tests, types and the review-text rules are code). */
export const contentModules = () =>
  readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts') && !/\.test\.ts$|^(types|review-text)\.ts$/.test(name))
    .sort()
    .map((name) => path.join(contentDir, name))

/** Text meant for a reader has a word in it; '0 0 320 200', '100%' or a path's data do not. */
const isProse = (/** @type {string} */ text) => /\p{L}{3,}/u.test(text) && !/^[\w-]+(\s*\|\s*[\w-]+)*$/.test(text) && !/^[MmLl]\d/.test(text)

/**
 * The module with every string literal and template text that a reader reads typeset, and each
 * string that changed (import specifiers, object keys and literal types are code, left alone).
 * @param {string} code TypeScript source
 * @param {string} file
 * @returns {{ code: string, changes: { line: number, written: string, typeset: string }[] }}
 */
export function typesetContent(code, file) {
  /** @type {{ start: number, end: number, replacement: string, written: string, typeset: string }[]} */
  const edits = []
  /** @param {any} node @param {any} parent @param {string} field */
  const visit = (node, parent, field) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const isCode = field === 'source' || (parent?.type === 'Property' && field === 'key' && !parent.computed) || parent?.type === 'TSLiteralType'
      const text = typeset(node.value)
      if (!isCode && isProse(node.value) && text !== node.value)
        edits.push({
          start: node.start,
          end: node.end,
          replacement: `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`,
          written: node.value,
          typeset: text,
        })
      return
    }
    if (node.type === 'TemplateElement') {
      const cooked = node.value.cooked ?? node.value.raw
      const text = isProse(cooked) ? typeset(cooked) : cooked
      if (text === cooked) return
      // The node's span may include the template's delimiters (` } ${): replace the raw text only.
      const start = code.indexOf(node.value.raw, node.start)
      const replacement = text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')
      edits.push({ start, end: start + node.value.raw.length, replacement, written: cooked, typeset: text })
      return
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue
      if (Array.isArray(value)) for (const child of value) visit(child, node, key)
      else if (value && typeof value === 'object') visit(value, node, key)
    }
  }
  visit(parseAst(code, { lang: 'ts' }, file), undefined, '')
  let out = code
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.replacement + out.slice(edit.end)
  return {
    code: out,
    changes: edits.map(({ start, written, typeset }) => ({ line: code.slice(0, start).split('\n').length, written, typeset })),
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const file of contentModules()) {
    const { code, changes } = typesetContent(readFileSync(file, 'utf8'), file)
    if (changes.length === 0) continue
    writeFileSync(file, code)
    console.log(`${path.relative(process.cwd(), file)}: ${changes.length} string(s) typeset`)
  }
}
