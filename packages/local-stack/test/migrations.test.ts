// The new migrations must apply unchanged to a project that already holds reviews, junk included
// (hosted Supabase is not fresh), and to a fresh one. Plain PGlite, outside the shared stack.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, test } from 'vitest'
import { templatePath } from '../src/database.mjs'
import { sql } from './helpers.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url))
const BOOTSTRAP_FILE = fileURLToPath(new URL('../sql/bootstrap.sql', import.meta.url))

const migrations = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()
const FIRST_TWO = ['20261122000000_avis.sql', '20261122000100_avis_private_email.sql']

const checks = `select conname, convalidated from pg_constraint
  where conrelid in ('public.avis'::regclass, 'avis_private.review_emails'::regclass) and contype = 'c' order by conname`

describe('migrations', () => {
  let db: PGlite | undefined
  afterAll(async () => {
    await db?.close()
  })

  test('apply over rows stored before them: junk stays but is flagged, every new row is checked, a typed e-mail leaves the public column', async () => {
    // A blank cluster: the stack's cached result of initdb (written by the suite's stack when it
    // started on PGlite), the same cluster initdb would make here in 8 s of CPU (37 s measured under
    // load). Without it (a suite run on LOCAL_STACK_TEST_DATABASE_URL), initdb.
    const template = await fsp.readFile(await templatePath()).catch(() => null)
    db = template ? await PGlite.create({ loadDataDir: new Blob([template]) }) : await PGlite.create()
    const warnings: string[] = []
    const apply = (file: string) => db!.exec(fs.readFileSync(file, 'utf8'), { onNotice: (notice) => void warnings.push(String(notice.message)) })
    await apply(BOOTSTRAP_FILE)
    for (const file of FIRST_TWO) await apply(path.join(MIGRATIONS_DIR, file))
    await db.exec(`insert into public.avis (nom, note, message, type_projet) values
      ('Junk', 3, '          ', 'Plomberie'),
      (E'Ctl\\u001b', 4, E'Avis ancien\\r avec retour chariot', 'Expertise fissures'),
      ('Propre', 5, 'Un avis tout à fait correct.', 'Expertise fissures')`)
    await db.exec("update public.avis set email = 'tape.par.erreur@example.fr' where nom = 'Propre'")

    for (const file of migrations.filter((f) => !FIRST_TWO.includes(f))) await apply(path.join(MIGRATIONS_DIR, file))

    const flags = Object.fromEntries((await db.query<{ conname: string; convalidated: boolean }>(checks)).rows.map((r) => [r.conname, r.convalidated]))
    expect(flags).toMatchObject({
      avis_message_check: false,
      avis_message_no_control_chars: false,
      avis_nom_no_control_chars: false,
      avis_type_projet_check: false,
      avis_nom_check: true,
      avis_email_never_stored: true,
      review_emails_no_control_chars: true,
    })
    // Four from the text hygiene migration; the blank message again from the visible-text one.
    expect(warnings.filter((w) => w.includes('rows stored before this migration'))).toHaveLength(5)
    expect((await db.query('select count(*)::int as n from public.avis')).rows).toEqual([{ n: 3 }])
    expect((await db.query('select email from avis_private.review_emails')).rows).toEqual([{ email: 'tape.par.erreur@example.fr' }])
    expect((await db.query('select count(*)::int as n from public.avis where email is not null')).rows).toEqual([{ n: 0 }])
    await expect(db.exec("insert into public.avis (nom, note, message, type_projet) values ('Nouveau', 3, '          ', 'Plomberie')")).rejects.toThrow(
      /avis_message_check|avis_type_projet_check/,
    )
  })

  test('on the fresh database of the suite, every check is validated', async () => {
    const rows = await sql<{ conname: string; convalidated: boolean }>(checks)
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(rows.filter((r) => !r.convalidated)).toEqual([])
  })
})
