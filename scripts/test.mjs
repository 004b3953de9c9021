// `npm test`: every check of the repository, in two lanes run side by side (one task at a time each),
// because turbo alone does not start the longest chain first. Lane 1 is that chain: the site's build,
// then what reads it (the journeys, the page shots, which share the served site's ports and so wait
// for the journeys, the size budgets, the HTML and build checks); lane 2 everything that needs no
// site build: the browser tests of the stories and components, the unit tests, the docs check, types,
// the second consumer's build (apps/example), lint and format. The machine's two cores are busy throughout, so the lanes are balanced by measured task
// times (turbo's --summarize; README, "What npm test checks"). Turbo with --concurrency=2 alone started
// the build after a dozen other tasks (12 min 26 s on 2026-11-27, against 10 min 41 s for two lanes).
// Extra arguments go to both turbo runs (`npm test -- --force`). Exit code: the first failed lane's, else 0.
import { spawn } from 'node:child_process'

const lanes = [
  // The site's tasks only (--filter): another app's build (apps/example) is lane 2's.
  ['build', 'e2e', 'e2e:visual', 'size', 'check-html', 'test:build', '--filter=@expert/site'],
  [
    'test:stories:root',
    'test:components',
    'test:unit',
    'check-storybook-docs:root',
    'check-types',
    // The second consumer of the design system (apps/example), built from its public API only: a few
    // seconds, here rather than on the site's chain.
    '@expert/example#build',
    'lint:root',
    'format:check:root',
    'lint:workflows',
    'check-changeset',
  ],
]
const extra = process.argv.slice(2)

const run = (tasks) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...tasks, '--concurrency=1', ...extra], { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const codes = await Promise.all(lanes.map(run))
process.exit(codes.find((code) => code !== 0) ?? 0)
