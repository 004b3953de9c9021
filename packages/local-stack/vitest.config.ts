// Tests of the local stack against the real thing: one fresh stack (in-memory PGlite, migrations,
// seed, real PostgREST, gateway) is started by the global setup and shared by every file. Files run
// one after another because some of them change shared rows (approve/delete) that others count.
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'local-stack',
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    // One worker for every file instead of a new one per file (≈ 1 s of start-up and imports each,
    // 14 files): no file keeps state in a shared module (helpers.ts holds none), and what a file
    // starts (its own stack, gateway or pool) it stops itself.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
