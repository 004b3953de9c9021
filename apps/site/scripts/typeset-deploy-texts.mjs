// Vite plugin: the texts a deployer configures (`text('VITE_…', 'default')` in app/site.config.ts,
// values given through the environment at build time) typeset once, at build: each call becomes its
// typeset value as a string literal, so the browser bundle carries the texts and not the typography
// rules (docs/decisions/0012). The content's own strings are typeset in their sources (typeset-content.mjs).
import MagicString from 'magic-string'
import { parseAst } from 'vite'
import { typeset } from '../../../scripts/french-typography.mjs'

/** @returns {import('vite').Plugin} */
export function typesetDeployTexts() {
  /** @type {Record<string, string>} */
  let env = {}
  return {
    name: 'expert:typeset-deploy-texts',
    enforce: 'pre',
    /** @param {{ env: Record<string, string> }} config */
    configResolved(config) {
      env = config.env
    },
    transform(code, id) {
      const file = id.split('?')[0]
      return /[\\/]app[\\/]site\.config\.ts$/.test(file) ? typesetConfigTexts(code, file, env) : undefined
    },
  }
}

/**
 * site.config.ts with every `text('VITE_KEY', 'default')` call replaced by its typeset value (the
 * configured one, else the default). Outside Vite (Playwright's loader) the calls run as written and
 * give the same strings.
 * @param {string} code
 * @param {string} id
 * @param {Record<string, string | undefined>} env
 */
export function typesetConfigTexts(code, id, env) {
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
  visit(parseAst(code, { lang: 'ts' }, id))
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) }
}
