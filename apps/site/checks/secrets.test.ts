// No secret of the backends reaches the browser (security-privacy requirement 8): the service-role
// key and the JWT secret are in no file the build publishes.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCAL_JWT_SECRET, localKeys } from '@expert/local-stack'
import { expect, it } from 'vitest'
import { buildClient } from './build'

const publishedFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publishedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  )

it('no secret key is in any published file', () => {
  const files = publishedFiles(buildClient).filter((file) => /\.(js|html|css|json|txt|xml)$/.test(file) || path.basename(file).startsWith('_'))
  expect(files.length).toBeGreaterThan(30)
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    expect(text, file).not.toContain('service_role')
    expect(text, file).not.toContain(localKeys().serviceKey)
    expect(text, file).not.toContain(LOCAL_JWT_SECRET)
  }
})
