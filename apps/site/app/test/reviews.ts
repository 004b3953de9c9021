// The reviews table as the owner sees it (service role, through stack.ts asOwner): read the stored
// rows (pending ones included) and the private e-mail, approve, publish test rows, hide and bring
// back the approved reviews — and put back what a test changed, since the component-test files share
// one database. Plus the build's read of the reviews (the snapshot the prerendered pages hold).
import { createSupabaseReviews, type AvisRow, type Review } from '../data/reviews'
import { snapshotPageCount } from '../data/reviews-snapshot'
import { backendConfig } from '../data/backends'
import { constants } from '../site.config'
import { asOwner } from './stack'

export type { AvisRow }

const inList = (ids: readonly string[]) => `in.(${ids.join(',')})`

/** The stored rows holding exactly this message, pending ones included. */
export const storedWithMessage = async (message: string) => (await asOwner(`avis?select=*&message=eq.${encodeURIComponent(message)}`)) as AvisRow[]

/** The stored row of this id, or undefined. */
export const storedReview = async (id: string) => ((await asOwner(`avis?select=*&id=eq.${id}`)) as AvisRow[])[0]

/** The e-mail left with a review: kept out of the public row, readable by the owner only. */
export const contactEmail = async (id: string) =>
  (await asOwner('rpc/avis_contact_email', { method: 'POST', body: JSON.stringify({ review_id: id }) })) as string | null

/** Approves these reviews, as the moderation CLI does. */
export async function approveReviews(ids: readonly string[]) {
  if (ids.length) await asOwner(`avis?id=${inList(ids)}`, { method: 'PATCH', body: JSON.stringify({ approuve: true }) })
}

/** Deletes these reviews (their private e-mail goes with them). */
export async function deleteReviews(ids: readonly string[]) {
  if (ids.length) await asOwner(`avis?id=${inList(ids)}`, { method: 'DELETE' })
}

/** Rows published by the owner (approved at once), dated now unless given: the newest reviews. */
export async function publishReviews(rows: readonly Partial<AvisRow>[]): Promise<AvisRow[]> {
  const now = Date.now()
  const full = rows.map((row, i) => ({
    id: crypto.randomUUID(),
    nom: 'Jeanne Martin',
    email: null,
    note: 5,
    message: 'Rapport clair, expert disponible et précis.',
    type_projet: 'Expertise fissures',
    localisation: null,
    anonyme: false,
    // In order: the first row is the newest.
    date_creation: new Date(now - i * 1000).toISOString(),
    approuve: true,
    ...row,
  }))
  return (await asOwner('avis', { method: 'POST', body: JSON.stringify(full), headers: { Prefer: 'return=representation' } })) as AvisRow[]
}

/** Unpublishes every approved review (the list's empty state); returns their ids for `approveReviews`. */
export async function unpublishAll(): Promise<string[]> {
  const rows = (await asOwner('avis?approuve=eq.true&select=id', {
    method: 'PATCH',
    body: JSON.stringify({ approuve: false }),
    headers: { Prefer: 'return=representation' },
  })) as { id: string }[]
  return rows.map((row) => row.id)
}

/** The approved reviews, newest first, as the owner reads them. */
export const approvedRows = async () => (await asOwner('avis?select=*&approuve=eq.true&order=date_creation.desc')) as AvisRow[]

/** What the build reads and prerenders (scripts/reviews-snapshot.mjs): the count, the first pages, the testimonials. */
export async function buildSnapshot(): Promise<{ total: number; pages: Review[][]; testimonials: Review[] }> {
  const port = createSupabaseReviews(backendConfig.supabase)
  const size = constants.reviewsPageSize
  const [total, first, testimonials] = await Promise.all([port.count(), port.listPage(0, size * snapshotPageCount), port.testimonials()])
  const pages = Array.from({ length: Math.ceil(first.length / size) }, (_, i) => first.slice(i * size, i * size + size))
  return { total, pages, testimonials }
}

/** Every row's id and approval, as the owner reads them: compared before and after a file, it must not have changed. */
export const tableState = async () => (await asOwner('avis?select=id,approuve&order=id.asc')) as { id: string; approuve: boolean }[]
