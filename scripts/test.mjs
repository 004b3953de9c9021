// `npm test`: every check of the repository, in two lanes run side by side (one task at a time each),
// because turbo alone does not start the longest chain first. Lane 1 is that chain: the site's build,
// then what reads it (the journeys, the page shots, which share the served site's ports and so wait
// for the journeys, the size budgets, the HTML and build checks), then types, lint and format; lane 2
// the browser tests that need no build (stories, components) and the unit tests. Measured on this
// 2-core machine (2026-11-27): turbo with --concurrency=2 started the build after a dozen other tasks
// and took 12 min 26 s, these two lanes 10 min 41 s with types and lint in lane 2 (lane 1 ended at
// 9 min 31 s); see README, "What npm test checks". Extra arguments go to both turbo runs
// (`npm test -- --force`). Exit code: the first lane's that failed, else 0.
import { spawn } from 'node:child_process'

const lanes = [
  ['build', 'e2e', 'e2e:visual', 'size', 'check-html', 'test:build', 'check-types', 'lint:root', 'format:check:root', 'lint:workflows'],
  ['test:stories:root', 'test:components', 'test:unit', 'check-storybook-docs:root'],
]
const extra = process.argv.slice(2)

const run = (tasks) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...tasks, '--concurrency=1', ...extra], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const codes = await Promise.all(lanes.map(run))
process.exit(codes.find((code) => code !== 0) ?? 0)
