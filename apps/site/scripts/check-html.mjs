// Checks every prerendered page on disk (build/client/**/*.html), without a browser or a server:
//  1. French typography of what a visitor reads (scripts/french-typography.mjs at the repository
//     root: straight apostrophes, breaking spaces before : ; ! ? and inside « », "...");
//  2. validity: the W3C Nu HTML Checker (vnu-jar, the checker validator.w3.org runs), every page in
//     one Java process, errors only (warnings are advice, not invalid HTML).
// Exit 1 with every finding listed. `--typography` or `--validity` runs one half.
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import vnu from 'vnu-jar'
import { typographyIssues } from '../../../scripts/french-typography.mjs'
import { pageText } from './page-text.mjs'

const buildDir = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? 'build'}/client/`, import.meta.url))
const only = process.argv[2]

/** @param {string} dir @returns {Promise<string[]>} */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.name.startsWith('__'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

const started = performance.now()
const files = await htmlFiles(buildDir)
if (files.length === 0) {
  console.error(`check-html: no HTML in ${buildDir} — run the build first.`)
  process.exit(1)
}
let failures = 0

if (only !== '--validity') {
  let findings = 0
  for (const file of files) {
    const seen = new Set()
    for (const { where, text } of pageText(await readFile(file, 'utf8'))) {
      for (const issue of typographyIssues(text, { hours: true })) {
        const line = `  ${relative(buildDir, file)} ${where} [${issue.kind}] …${issue.excerpt}…`
        if (seen.has(line)) continue
        seen.add(line)
        findings += 1
        console.error(line)
      }
    }
  }
  console.log(`Typography: ${findings} finding(s) in ${files.length} pages.`)
  if (findings > 0) failures += 1
}

if (only !== '--typography') {
  // A short run: the quick JIT tier and one GC thread start faster than the JVM's server defaults.
  const jvmFlags = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java'
  let report
  try {
    const { stdout, stderr } = await promisify(execFile)(java, [...jvmFlags, '-jar', String(vnu), '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    })
    report = stdout || stderr
  } catch (error) {
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const failed = /** @type {{ stderr?: string, code?: unknown }} */ (error)
    if (!failed.stderr?.trim().startsWith('{'))
      throw new Error(`The Nu HTML Checker did not run (Java 11+ is needed, JAVA_HOME or java on PATH): ${String(error)}`)
    report = failed.stderr
  }
  const messages = /** @type {{ messages: { type: string, url: string, message: string, lastLine?: number, extract?: string }[] }} */ (
    JSON.parse(report)
  ).messages.filter((m) => m.type === 'error' || m.type === 'non-document-error')
  for (const m of messages)
    console.error(
      `  ${relative(buildDir, fileURLToPath(m.url))}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').slice(0, 100)}` : ''}`,
    )
  console.log(`HTML validity (Nu HTML Checker): ${messages.length} error(s) in ${files.length} pages.`)
  if (messages.length > 0) failures += 1
}

console.log(`check-html: ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(failures > 0 ? 1 : 0)
