// `npm run check-changeset`: the design system's shipped files (its components, styles, tokens, fonts,
// fixtures, package.json: every file of packages/ui but the patterns `changedFilePatterns` of
// .changeset/config.json leaves out) did not change since its last release without a changeset.
// The last release is the last commit that wrote packages/ui/CHANGELOG.md (`npx changeset version`);
// Changesets' own `status --since` then compares the tree with it and fails if a changed package has
// no changeset added since.
import { execFileSync, spawnSync } from 'node:child_process'

const release = execFileSync('git', ['log', '-1', '--format=%H', '--', 'packages/ui/CHANGELOG.md'], { encoding: 'utf8' }).trim()
if (!release) {
  console.error('check-changeset: no commit wrote packages/ui/CHANGELOG.md in this history (a shallow clone?): the last release cannot be found.')
  process.exit(1)
}
console.log(`@expert/ui's last release: ${release.slice(0, 10)} (the last commit that wrote its CHANGELOG).`)
const status = spawnSync('npx', ['changeset', 'status', `--since=${release}`], { stdio: 'inherit' })
process.exit(status.status ?? 1)
