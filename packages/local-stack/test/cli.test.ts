// Owner's moderation CLI against the running stack: pending review → approve → visible to anon.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'
import { clients, newRow, stack } from './helpers.ts'

const run = promisify(execFile)
const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'reviews.mjs')
const reviews = (...args: string[]) =>
  run(process.execPath, [BIN, ...args], {
    env: { ...process.env, LOCAL_STACK_PORT: new URL(stack().url).port, SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' },
  })

const { anon, service } = clients()

describe('moderation CLI', () => {
  test('pending → list --pending → approve → visible to anon → reject deletes it', async () => {
    const row = newRow({ nom: 'Avis À Modérer', email: 'avis.a.moderer@example.fr', message: 'Expertise impeccable, je recommande vivement.' })
    expect((await anon.from('avis').insert([row])).status).toBe(201)
    expect((await anon.from('avis').select('*').eq('id', row.id)).data).toEqual([])

    const pending = JSON.parse((await reviews('list', '--pending', '--json', '--limit', '500')).stdout) as Array<{ id: string }>
    expect(pending.map((r) => r.id)).toContain(row.id)
    expect((await reviews('list', '--pending')).stdout).toContain('Avis À Modérer')
    const shown = (await reviews('show', row.id)).stdout
    expect(shown).toContain('Expertise impeccable')
    // The owner sees the e-mail that the public API never returns.
    expect(shown).toContain('avis.a.moderer@example.fr')

    expect((await reviews('approve', row.id)).stdout).toMatch(/Approved/)
    const visible = await anon.from('avis').select('*').eq('id', row.id)
    expect(visible.data).toHaveLength(1)
    expect(visible.data![0]).toMatchObject({ approuve: true, nom: 'Avis À Modérer' })

    expect((await reviews('reject', row.id)).stdout).toMatch(/deleted/)
    expect((await service.from('avis').select('*').eq('id', row.id)).data).toEqual([])
  })

  test('bad input: unknown id, malformed id, unknown command', async () => {
    await expect(reviews('approve', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No review/) })
    await expect(reviews('approve', 'nope')).rejects.toMatchObject({ code: 2 })
    await expect(reviews('frobnicate')).rejects.toMatchObject({ code: 2 })
  })
})
