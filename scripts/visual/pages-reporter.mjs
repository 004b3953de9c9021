// Playwright reporter of the page baselines: at the end of the run, names every page × width whose
// shot differs (or whose test failed before its shot), records them in the visual report, and finds
// the baselines no test takes any more (a route removed or renamed): listed by a check, deleted by an
// update (`npm run test:visual:update`).
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { printSummary, recordVisualRun, repoRoot } from './report.mjs'

/** Playwright names a comparison's files `<shot>-expected.png`, `<shot>-actual.png`, `<shot>-diff.png`. */
const kinds = { expected: 'reference', actual: 'actual', diff: 'diff' }

/**
 * Whether the command line may have left tests out (--grep, --project, a file or line filter…): the
 * suite then holds only the tests selected, and every other baseline would look unused. Anything but
 * the config file, the update flag, workers and reporters counts as a filter.
 */
function filteredRun(argv) {
  const args = argv.slice(argv.indexOf('test') + 1)
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]
    if (arg === '-c' || arg === '--config' || arg === '-j' || arg === '--workers' || arg === '--reporter') index++
    else if (!/^(-u|--update-snapshots(=\w+)?|--(config|workers|reporter)=.*)$/.test(arg)) return true
  }
  return false
}

export default class VisualPagesReporter {
  /** @type {Map<string, { test: import('@playwright/test/reporter').TestCase, result: import('@playwright/test/reporter').TestResult }>} */
  results = new Map()

  printsToStdio() {
    return false
  }

  onBegin(config, suite) {
    this.config = config
    this.suite = suite
  }

  onTestEnd(test, result) {
    this.results.set(test.id, { test, result })
  }

  async onEnd(fullResult) {
    const failures = []
    for (const { test, result } of this.results.values()) {
      if (test.outcome() !== 'unexpected') continue
      const width = test.parent.project()?.name ?? ''
      const title = `${test.title} @ ${width}`
      const shots = new Map()
      for (const attachment of result.attachments) {
        const match = /^(.*)-(expected|actual|diff)\.png$/.exec(attachment.name)
        if (!match || !attachment.path) continue
        const [, shot, kind] = match
        shots.set(shot, { ...shots.get(shot), [kinds[kind]]: attachment.path })
      }
      const message = (result.errors[0]?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '')
      if (shots.size === 0) failures.push({ title, message, images: {} })
      for (const [shot, images] of shots) failures.push({ title, shot: `${shot}.png`, message, images })
    }
    const run = { compared: this.results.size, failures }
    const index = await recordVisualRun('pages', run)
    printSummary('Page baselines', run, index)
    if (failures.length > 0) console.log(`Playwright's report: ${path.relative(process.cwd(), path.join(path.dirname(index), 'pages', 'index.html'))}`)
    // An interrupted or timed-out run did not take every shot: it cannot tell which baselines are unused.
    if (fullResult?.status === 'passed' || fullResult?.status === 'failed') await this.staleBaselines()
  }

  /** Baselines of a width that none of its tests took, when every test of the suite ran. */
  async staleBaselines() {
    if (filteredRun(process.argv)) return
    const tests = this.suite?.allTests() ?? []
    if (tests.length === 0 || tests.some((test) => !this.results.has(test.id) || test.outcome() === 'skipped')) return
    const stale = []
    for (const project of this.config.projects) {
      const taken = new Set(
        tests
          .filter((test) => test.parent.project()?.name === project.name)
          .flatMap((test) => [...(this.results.get(test.id)?.result.annotations ?? []), ...test.annotations])
          .filter((annotation) => annotation.type === 'visual-shot')
          .map((annotation) => annotation.description),
      )
      // snapshotPathTemplate: {testDir}/__screenshots__/{projectName}/{arg}-{platform}{ext}
      const dir = path.join(project.testDir, '__screenshots__', project.name)
      let files = []
      try {
        files = (await readdir(dir)).filter((file) => file.endsWith('.png'))
      } catch {
        continue
      }
      for (const file of files) {
        const shot = file.replace(/-[a-z0-9]+\.png$/, '.png')
        if (!taken.has(shot)) stale.push(path.join(dir, file))
      }
    }
    if (stale.length === 0) return
    const list = stale.map((file) => `  - ${path.relative(repoRoot, file)}`).join('\n')
    if (this.config.updateSnapshots === 'all' || this.config.updateSnapshots === 'changed') {
      await Promise.all(stale.map((file) => rm(file, { force: true })))
      console.log(`Deleted the page baselines no test takes any more:\n${list}\n`)
    } else {
      console.log(`Page baselines no test takes any more (a route removed or renamed; \`npm run test:visual:update\` deletes them):\n${list}\n`)
    }
  }
}
