// Vitest reporter of the story baselines (the 'storybook' project): at the end of the run, names every
// story whose screenshot differs from its baseline (or that failed before its shot), records them in
// the visual report with Vitest's reference / actual / diff images, and finds the baselines no story
// takes any more (a story renamed, removed or now shot at other widths): listed by a check, deleted by
// an update (`npm run test:visual:update`).
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { printSummary, recordVisualRun, repoRoot } from './report.mjs'

const project = 'storybook'
const kinds = ['reference', 'actual', 'diff']

/** Vitest's file-name form of a screenshot name (its `sanitize`). */
const sanitize = (name) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')

/** Baselines of one stories file: packages/…/X/__screenshots__/X.stories.tsx/<shot>-<browser>-<platform>.png */
async function baselinesOf(moduleId) {
  const dir = path.join(path.dirname(moduleId), '__screenshots__', path.basename(moduleId))
  try {
    return (await readdir(dir)).filter((file) => file.endsWith('.png')).map((file) => path.join(dir, file))
  } catch {
    return []
  }
}

export default class VisualStoriesReporter {
  onInit(vitest) {
    this.root = vitest.config.root
    this.updating = vitest.config.snapshotOptions?.updateSnapshot === 'all'
  }

  async onTestRunEnd(testModules, unhandledErrors, reason) {
    // A browser project is named after its instance too: 'storybook (chromium)'.
    const modules = testModules.filter((module) => module.project.name.split(' ')[0] === project)
    if (modules.length === 0) return
    let compared = 0
    const failures = []
    const stale = []
    for (const module of modules) {
      const tests = [...module.children.allTests()]
      /** The shots the stories of this file took (vitest.setup.ts records their names in the test's meta). */
      const shots = new Set(tests.flatMap((test) => test.meta().visualShots ?? []).map(sanitize))
      compared += shots.size
      // Only a complete run of a whole file tells which shots exist: a filtered one leaves stories
      // skipped, and a browser that never connected runs none (every baseline would look unused).
      const complete =
        reason !== 'interrupted' &&
        unhandledErrors.length === 0 &&
        module.state() !== 'skipped' &&
        tests.length > 0 &&
        // a failed story may have stopped before its last shot
        tests.every((test) => test.result().state === 'passed')
      if (complete) {
        for (const file of await baselinesOf(module.moduleId)) {
          const shot = path.basename(file).replace(/-chromium-[a-z0-9]+\.png$/, '')
          if (!shots.has(shot)) stale.push(file)
        }
      }

      for (const test of tests) {
        if (test.result().state !== 'failed') continue
        const unit = `${test.meta().componentName ?? path.basename(module.moduleId, '.stories.tsx')} › ${test.name}`
        const artifacts = test.artifacts().filter((artifact) => artifact.type === 'internal:toMatchScreenshot')
        for (const artifact of artifacts) {
          const images = {}
          for (const attachment of artifact.attachments ?? []) {
            if (kinds.includes(attachment.name) && attachment.path) images[attachment.name] = path.resolve(this.root ?? repoRoot, attachment.path)
          }
          // A story stops at its first differing shot: the last name it recorded.
          const shot = test.meta().visualShots?.at(-1)
          failures.push({ title: unit, shot: shot && sanitize(shot), message: artifact.message, images })
        }
        if (artifacts.length === 0) {
          failures.push({ title: unit, message: (test.result().errors?.[0]?.message ?? 'failed').replace(/\u001b\[[0-9;]*m/g, ''), images: {} })
        }
      }
    }
    const run = { compared, failures }
    const index = await recordVisualRun('stories', run)
    printSummary('Story baselines', run, index)
    if (stale.length === 0) return
    const list = stale.map((file) => `  - ${path.relative(repoRoot, file)}`).join('\n')
    if (this.updating) {
      await Promise.all(stale.map((file) => rm(file, { force: true })))
      console.log(`Deleted the baselines no story takes any more:\n${list}\n`)
    } else {
      console.log(`Baselines no story takes any more (a story renamed or removed; \`npm run test:visual:update\` deletes them):\n${list}\n`)
    }
  }
}
