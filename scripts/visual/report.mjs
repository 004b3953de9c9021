// The visual report shared by the story baselines (Vitest) and the page baselines (Playwright):
// each runner's reporter records its run in visual-report/<suite>.json with copies of the images of
// every shot that differs, then rewrites visual-report/index.html from both records: reference,
// actual and diff side by side, and a link to Playwright's own report (slider, overlay) for pages.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const reportDir = path.join(repoRoot, 'visual-report')

const suites = {
  stories: { heading: 'Composants (stories)', command: 'npm run test:stories' },
  pages: { heading: 'Pages', command: 'npm run e2e:visual' },
}

/**
 * @typedef {{ reference?: string, actual?: string, diff?: string }} ShotImages absolute paths
 * @typedef {{ title: string, shot?: string, message: string, images: ShotImages }} Failure
 */

const fileSafe = (text) => text.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(0, 150)

/**
 * Records one suite's run: copies the images of its failures into visual-report/<suite>/ (the
 * runners' own output folders are cleaned at their next run), writes <suite>.json, rewrites the index.
 * @param {'stories' | 'pages'} suite
 * @param {{ compared: number, failures: Failure[] }} run
 * @returns {Promise<string>} the index page's path
 */
export async function recordVisualRun(suite, { compared, failures }) {
  const imageDir = path.join(reportDir, suite)
  await rm(imageDir, { recursive: true, force: true })
  await mkdir(imageDir, { recursive: true })
  const recorded = []
  for (const [index, failure] of failures.entries()) {
    const images = {}
    for (const [kind, source] of Object.entries(failure.images)) {
      if (!source) continue
      const name = `${String(index).padStart(3, '0')}-${fileSafe(failure.title)}-${kind}.png`
      try {
        await copyFile(source, path.join(imageDir, name))
        images[kind] = `${suite}/${name}`
      } catch {
        // An image the runner announced but did not write (a crash mid-comparison): shown as missing.
      }
    }
    recorded.push({ ...failure, images })
  }
  const record = { suite, finishedAt: new Date().toISOString(), compared, failures: recorded }
  await writeFile(path.join(reportDir, `${suite}.json`), `${JSON.stringify(record, null, 2)}\n`)
  return writeIndex()
}

async function readRecord(suite) {
  try {
    return JSON.parse(await readFile(path.join(reportDir, `${suite}.json`), 'utf8'))
  } catch {
    return null
  }
}

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

function figure(label, src) {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="none">—</p></figure>`
  return `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}" loading="lazy"></a></figure>`
}

function section(suite, record) {
  const { heading, command } = suites[suite]
  if (!record) return `<section><h2>${heading}</h2><p>Not run yet (<code>${command}</code>).</p></section>`
  const summary = record.failures.length ? `${record.failures.length} of ${record.compared} differ or failed` : `all ${record.compared} match their baseline`
  const link = suite === 'pages' ? ' · <a href="pages/index.html">Playwright report (slider and overlay views)</a>' : ''
  const items = record.failures
    .map(
      (failure) => `<article>
  <h3>${escape(failure.title)}${failure.shot ? ` <small>${escape(failure.shot)}</small>` : ''}</h3>
  <pre>${escape(failure.message)}</pre>
  <div class="shots">${figure('Baseline (before)', failure.images.reference)}${figure('Actual (after)', failure.images.actual)}${figure('Diff', failure.images.diff)}</div>
</article>`,
    )
    .join('\n')
  return `<section><h2>${heading}</h2><p>${summary} — run at ${escape(record.finishedAt)}${link}</p>\n${items}</section>`
}

/** Rewrites visual-report/index.html from the recorded runs; returns its path. */
export async function writeIndex() {
  const [stories, pages] = await Promise.all([readRecord('stories'), readRecord('pages')])
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Visual regression report</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1f2933; }
  h3 small { font-weight: normal; color: #52606d; }
  pre { white-space: pre-wrap; background: #f5f7fa; padding: .5rem; font-size: 13px; }
  .shots { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  img { max-width: 100%; border: 1px solid #cbd2d9; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #9aa5b1; }
  article { border-top: 1px solid #e4e7eb; padding-top: 1rem; margin-top: 1rem; }
</style>
<h1>Visual regression report</h1>
<p>Baselines are exact pixels. If a difference is intended, accept it with <code>npm run test:visual:update</code> and commit the PNGs with the change (see the README, “Visual regression”).</p>
${section('stories', stories)}
${section('pages', pages)}
</html>
`
  await mkdir(reportDir, { recursive: true })
  const file = path.join(reportDir, 'index.html')
  await writeFile(file, html)
  return file
}

/** The line of a failure that says how the shot differs (size, pixels), else its first non-empty line. */
function headline(message) {
  const lines = message
    .split('\n')
    .map((line) => line.replace(/^[\s-]+/, '').trim())
    .filter(Boolean)
  return lines.find((line) => /Expected an image|dimensions|pixels .*differ/.test(line)) ?? lines[0] ?? ''
}

/**
 * The terminal summary: which shots differ, and where to look.
 * @param {string} heading
 * @param {{ compared: number, failures: Failure[] }} run
 * @param {string} index
 */
export function printSummary(heading, { compared, failures }, index) {
  if (failures.length === 0) {
    console.log(`\n${heading}: all ${compared} shots match their baseline.`)
    return
  }
  const lines = failures.map((failure) => `  ✗ ${failure.title}${failure.shot ? ` [${failure.shot}]` : ''} — ${headline(failure.message)}`)
  console.log(
    `\n${heading}: ${failures.length} of ${compared} differ or failed:\n${lines.join('\n')}\nReport (before / after / diff): ${path.relative(process.cwd(), index) || index}\n`,
  )
}
