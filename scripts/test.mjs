// `npm test`: every check of the repository, in two lanes run side by side (one task at a time each),
// because turbo alone does not start the longest chain first. Lane 1 is that chain: the site's build,
// then what reads it (the journeys, the page shots, which share the served site's ports and so wait
// for the journeys, the size budgets, the HTML and build checks); lane 2 everything that needs no
// site build: the browser tests of the stories and components, the unit tests, the docs check, types,
// lint and format; lane 1 then runs the second consumer's build (apps/example), the workflows' lint and
// the changeset check. The machine's two cores are busy throughout, so the lanes are balanced by measured task
// times (turbo's --summarize; README, "What npm test checks"). Turbo with --concurrency=2 alone started
// the build after a dozen other tasks (12 min 26 s on 2026-11-27, against 10 min 41 s for two lanes).
// Extra arguments go to both turbo runs (`npm test -- --force`). Exit code: the first failed lane's, else 0.
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

// A lane is turbo runs one after the other. Lane 1 ends with the small tasks outside the site (a run of
// their own: the first is filtered to the site), so the two lanes take about as long: lane 2 was the
// longer by 30–45 s with them (2026-11-27: 580 / 550 s, then 635 / 591 s of tasks).
const lanes = [
  [
    ['build', 'e2e', 'e2e:visual', 'size', 'check-html', 'test:build', '--filter=@expert/site'],
    // The second consumer of the design system (apps/example), built from its public API only.
    ['@expert/example#build', 'lint:workflows', 'check-changeset'],
  ],
  [['test:stories:root', 'test:components', 'test:unit', 'check-storybook-docs:root', 'check-types', 'lint:root', 'format:check:root']],
]
const extra = process.argv.slice(2)

// Each lane's output goes to the terminal as it comes and is also kept: when a lane fails, its failed
// tasks' logs are printed again after both lanes have ended, so the failure is the last thing printed
// (a CI log is often read from its end, and lane 2 otherwise finishes minutes after lane 1's failure).
const KEPT_LINES = 400
const run = (tasks) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...tasks, '--concurrency=1', ...extra], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Piped, turbo would drop its colours on a terminal.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    })
    const lines = []
    let partial = ''
    const keep = (chunk, stream) => {
      stream.write(chunk)
      const parts = (partial + chunk.toString()).split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
    }
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout))
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr))
    child.on('close', (code, signal) => {
      if (partial) lines.push(partial)
      resolve({ tasks, code: code ?? (signal ? 1 : 0), lines })
    })
  })

/** A lane's turbo runs in turn (each one even after a failure before it, so that every failure is reported). */
const runLane = async (runs) => {
  const done = []
  for (const tasks of runs) done.push(await run(tasks))
  return { tasks: runs.flat(), code: Math.max(...done.map((each) => each.code)), lines: done.flatMap((each) => each.lines) }
}

const results = await Promise.all(lanes.map(runLane))
const failed = results.filter((lane) => lane.code !== 0)
for (const lane of failed) {
  // Turbo prefixes every line with its task (`@expert/site:e2e: …`) and names the failed ones at its end
  // (« Failed:    @expert/site#e2e »); without that line the lane's end is shown.
  const plain = lane.lines.map((line) => stripVTControlCharacters(line))
  const failedTasks = plain
    .filter((line) => /^\s*Failed:/.test(line))
    .flatMap((line) =>
      line
        .replace(/^\s*Failed:/, '')
        .trim()
        .split(/[\s,]+/),
    )
    .filter(Boolean)
    .map((task) => task.replace('#', ':'))
  const ofFailed = lane.lines.filter((_, index) => failedTasks.some((task) => plain[index].startsWith(`${task}:`)))
  const shown = (ofFailed.length > 0 ? ofFailed : lane.lines).slice(-KEPT_LINES)
  console.error(`\n──── npm test: lane « ${lane.tasks.join(' ')} » failed (exit ${lane.code}); its failed tasks' last ${shown.length} lines again ────`)
  for (const line of shown) console.error(line)
}
process.exit(failed[0]?.code ?? 0)
