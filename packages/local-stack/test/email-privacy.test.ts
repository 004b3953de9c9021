// A reviewer's e-mail never comes back through the API, yet the owner can read it (service role).
import { afterAll, describe, expect, test } from 'vitest'
import { clients, newRow } from './helpers.ts'

const { anon, service } = clients()
const created: string[] = []
afterAll(async () => {
  if (created.length) await service.from('avis').delete().in('id', created)
})

describe('reviewer e-mail', () => {
  test('is stored privately: the public row keeps NULL even once approved, the owner reads it by RPC', async () => {
    const row = newRow({ email: 'marie.dupont@example.fr' })
    created.push(row.id)
    expect((await anon.from('avis').insert([row])).error).toBeNull()

    const approved = await service.from('avis').update({ approuve: true }).eq('id', row.id)
    expect(approved.error).toBeNull()
    const { data } = await anon.from('avis').select('*').eq('id', row.id)
    expect(data).toHaveLength(1)
    expect(data?.[0]?.email).toBeNull()

    const owner = await service.rpc('avis_contact_email', { review_id: row.id })
    expect(owner.error).toBeNull()
    expect(owner.data).toBe('marie.dupont@example.fr')
  })

  test('anon cannot call the owner function', async () => {
    const res = await anon.rpc('avis_contact_email', { review_id: crypto.randomUUID() })
    expect(res.error).not.toBeNull()
    expect(res.status).toBeGreaterThanOrEqual(400)
  })

  test('deleting the review deletes its e-mail', async () => {
    const row = newRow({ email: 'paul@example.fr' })
    expect((await anon.from('avis').insert([row])).error).toBeNull()
    expect((await service.from('avis').delete().eq('id', row.id)).error).toBeNull()
    const owner = await service.rpc('avis_contact_email', { review_id: row.id })
    expect(owner.data).toBeNull()
  })

  test('a duplicate id is still refused by the avis primary key, and the first e-mail is kept', async () => {
    const row = newRow({ email: 'premier@example.fr' })
    created.push(row.id)
    expect((await anon.from('avis').insert([row])).error).toBeNull()
    const dup = await anon.from('avis').insert([{ ...row, email: 'second@example.fr' }])
    expect(dup.status).toBe(409)
    expect(dup.error?.code).toBe('23505')
    expect((await service.rpc('avis_contact_email', { review_id: row.id })).data).toBe('premier@example.fr')
  })
})
