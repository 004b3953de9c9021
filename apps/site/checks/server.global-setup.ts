// Global setup of the build checks: the built site served as `npm start` serves it (the same static
// server, in this process), on a free port. No stack, no browser: these checks read HTML and headers.
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../scripts/static-server.mjs'
import { buildClient } from './build'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = createStaticServer({ root: buildClient })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('siteUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
