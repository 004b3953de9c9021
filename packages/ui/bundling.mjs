// How an app's bundler may group the design system's modules into chunks, by the names the app
// imports — so the app's build config never spells this package's file layout, which is free to
// change (a component split in two files, a folder renamed) without breaking anyone's chunks.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const posix = (file) => file.split(path.sep).join('/')
const src = posix(path.join(path.dirname(fileURLToPath(import.meta.url)), 'src'))
const componentFolders = readdirSync(`${src}/components`)

/** The files (as path prefixes under src/) one public name is made of. */
function filesOf(name) {
  if (name === 'styles') return { prefixes: ['styles/'], except: ['styles/sprinkles'] }
  if (existsSync(`${src}/layout/${name}.tsx`)) return { prefixes: [`layout/${name}.`, 'layout/layout.css', 'layout/index.'] }
  // A component: its whole folder (stories and screenshots are never bundled).
  if (componentFolders.includes(name)) return { prefixes: [`components/${name}/`] }
  // One export of a folder (LinkButton in Button/): its file, its styles and the folder's shared styles.
  const folder = componentFolders.find((dir) => existsSync(`${src}/components/${dir}/${name}.tsx`))
  if (!folder) throw new Error(`@expert/ui/bundling: no component, layout primitive or export named "${name}"`)
  return { prefixes: [`components/${folder}/${name}.`, `components/${folder}/${folder}.css`] }
}

/**
 * A `test` for a Rolldown/Rollup chunk group: true for the modules the given public names are
 * made of — a component (`'Header'`), one export of a component (`'LinkButton'`, `'LoadingState'`),
 * a layout primitive (`'Container'`), or `'styles'` (tokens, themes, global styles; not the
 * sprinkles runtime, which only pages using Box/Stack/Inline need). Throws on an unknown name, so a
 * rename in the design system fails the app's build instead of silently changing its chunks.
 *
 * @param {readonly string[]} names
 * @returns {(id: string) => boolean}
 */
export function uiModules(names) {
  const rules = names.map(filesOf)
  return (id) => {
    const file = posix(id)
    const at = file.indexOf(`${src}/`)
    if (at === -1) return false
    const relative = file.slice(at + src.length + 1)
    return rules.some(
      ({ prefixes, except = [] }) => prefixes.some((prefix) => relative.startsWith(prefix)) && !except.some((prefix) => relative.startsWith(prefix)),
    )
  }
}
