// Vite plugin: French typography applied to the site's content at build time. Every string literal
// and template text of app/content/*.ts (the copy of the pages, their metadata and the spec's
// strings) goes through `typeset` (scripts/french-typography.mjs at the repository root), so the
// prerendered HTML and the browser bundle carry ’, « », no-break spaces and … while the sources
// may keep the spec's plain spelling. The configured texts of app/site.config.ts (`text('VITE_…', 'default')`)
// become their typeset values the same way. Nothing runs in the visitor's browser.
import MagicString from 'magic-string'
import { parseAst } from 'vite'
import { typeset } from '../../../scripts/french-typography.mjs'

/** Content modules whose strings are copy (tests, types and the review-text rules are code). */
export const isContentModule = (/** @type {string} */ id) =>
  /[\\/]app[\\/]content[\\/][^\\/]+\.ts$/.test(id) && !/\.test\.ts$|[\\/](types|review-text)\.ts$/.test(id)

/**
 * The module's source with every string literal and template text typeset (positions kept, so
 * source maps stay exact). Import/export specifiers and object keys are left alone.
 * @param {string} code TypeScript source
 * @param {string} id
 * @param {{ numbers?: boolean, normalizedText?: RegExp }} [options] `numbers: false` keeps to punctuation;
 *   `normalizedText` names calls whose string arguments are compared whitespace-normalized (Testing
 *   Library's text queries): their no-break spaces stay plain spaces.
 */
export function typesetModule(code, id, { numbers = true, normalizedText } = {}) {
  const ast = parseAst(code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }, id)
  const out = new MagicString(code)
  /** @param {string} value @param {any} call */
  const typesetIn = (value, call) => {
    const text = typeset(value, { numbers })
    return call ? text.replace(/[\u00A0\u202F]/g, ' ') : text
  }
  /** @param {any} node @param {any} parent @param {string} field @param {any} [call] */
  const visit = (node, parent, field, call) => {
    if (!node || typeof node.type !== 'string') return
    // Logs are for developers, not visitors.
    if (node.type === 'CallExpression' && /^(console|logger)\./.test(code.slice(node.callee.start, node.callee.end))) return
    if (node.type === 'CallExpression' && normalizedText?.test(code.slice(node.callee.start, node.callee.end))) call = node
    if (node.type === 'Literal' && typeof node.value === 'string') {
      const skip =
        !isProse(node.value) ||
        field === 'source' ||
        (parent?.type === 'Property' && field === 'key' && !parent.computed) ||
        parent?.type === 'TSLiteralType' ||
        (parent?.type === 'JSXAttribute' && codeAttributes.has(parent.name?.name)) ||
        (parent?.type === 'Property' && parent.key?.name === 'summary')
      const text = typesetIn(node.value, call)
      if (!skip && text !== node.value) out.overwrite(node.start, node.end, quote(text, parent?.type === 'JSXAttribute'))
      return
    }
    if (node.type === 'JSXText') {
      const text = typeset(node.value, { numbers })
      if (text !== node.value && !/[{}<>&]/.test(node.value)) out.overwrite(node.start, node.end, text)
      return
    }
    if (node.type === 'TemplateElement') {
      const cooked = node.value.cooked ?? node.value.raw
      const text = isProse(cooked) ? typesetIn(cooked, call) : cooked
      if (text === cooked) return
      // The node's span may include the template's delimiters (` } ${): replace the raw text only.
      const start = code.indexOf(node.value.raw, node.start)
      out.overwrite(start, start + node.value.raw.length, text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${'))
      return
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue
      if (Array.isArray(value)) for (const child of value) visit(child, node, key, call)
      else if (value && typeof value === 'object') visit(value, node, key, call)
    }
  }
  visit(ast, undefined, '')
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : undefined
}

/** Text meant for a reader has a word in it; '0 0 320 200', '100%' or a path's data do not. */
const isProse = (/** @type {string} */ text) => /\p{L}{3,}/u.test(text) && !/^[\w-]+(\s*\|\s*[\w-]+)*$/.test(text) && !/^[MmLl]\d/.test(text)
/** JSX attributes whose value is code (drawing, classes), never prose. */
const codeAttributes = new Set([
  'd',
  'viewBox',
  'points',
  'className',
  'transform',
  'strokeDasharray',
  'href',
  'id',
  'type',
  'role',
  'rel',
  'target',
  'slot',
  'name',
  'value',
  'autoComplete',
])

/** A string literal in the source's own style: single quotes, double in JSX attributes or when needed. */
function quote(/** @type {string} */ text, /** @type {boolean} */ jsxAttribute) {
  if (jsxAttribute || text.includes("'")) return JSON.stringify(text)
  return `'${text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}'`
}

/** @returns {import('vite').Plugin} */
export function frenchTypography() {
  /** @type {Record<string, string>} */
  let env = {}
  return {
    name: 'expert:french-typography',
    enforce: 'pre',
    /** @param {{ env: Record<string, string> }} config */
    configResolved(config) {
      env = config.env
    },
    transform(code, id) {
      const file = id.split('?')[0]
      if (isSiteConfig(file)) return typesetConfigTexts(code, file, env)
      if (!isContentModule(file)) return undefined
      return typesetModule(code, file)
    },
  }
}

/** The module of the business identity, whose configured texts are `text('VITE_…', 'default')` calls. */
export const isSiteConfig = (/** @type {string} */ id) => /[\\/]app[\\/]site\.config\.ts$/.test(id)

/**
 * site.config.ts with every `text('VITE_KEY', 'default')` call replaced by its typeset value (the
 * configured one, else the default), so the browser bundle carries the texts and not the typography
 * rules. Outside Vite (Playwright's loader) the calls run as written and give the same strings.
 * @param {string} code
 * @param {string} id
 * @param {Record<string, string | undefined>} env
 */
export function typesetConfigTexts(code, id, env) {
  const ast = parseAst(code, { lang: 'ts' }, id)
  const out = new MagicString(code)
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    const args = node.arguments
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'text') {
      if (args.length !== 2 || args.some((/** @type {any} */ arg) => arg.type !== 'Literal' || typeof arg.value !== 'string')) {
        throw new Error(`${id}: text() takes two string literals (the variable's name, the default), found ${code.slice(node.start, node.end)}`)
      }
      const configured = env[args[0].value]
      out.overwrite(node.start, node.end, JSON.stringify(typeset(configured === undefined || configured === '' ? args[1].value : configured)))
      return
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value === 'object') visit(value)
    }
  }
  visit(ast)
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) }
}
