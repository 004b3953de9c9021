// Unit tests of the design system's pure logic (no DOM): run in Node.
import { defineProject } from 'vitest/config'

export default defineProject({ test: { name: 'ui-unit', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tokens/**/*.test.ts'] } })
