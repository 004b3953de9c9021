// The owner's view of the local outbox: a static HTML page (no script), every value escaped, control
// and invisible characters shown as visible tokens, 20 messages a page (newest first). What a page
// renders is bounded whatever the messages hold (20 sends of 1 MB of zero-width spaces made a
// 310 MB page that froze the process for 15 s): the gateway reads at most PAGE_LIMITS.fields fields
// of each message and PAGE_LIMITS.chars characters of each value, a run of the same character is
// shown once with its count, and past PAGE_LIMITS.bytes the remaining messages show their header only.
import { segments } from './visible-text.mjs'

export const PAGE_LIMITS = { perPage: 20, fields: 20, chars: 1500, keyChars: 200, bytes: 1024 * 1024 }
const count = new Intl.NumberFormat('fr-FR')

export function escapeHtml(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A value as HTML: escaped, each hidden character as a marked token (e.g. <U+200B>), line feeds kept. */
export function showHiddenHtml(value) {
  return segments(String(value ?? ''), { keepNewlines: true })
    .map((s) => (s.hidden ? `<span class="hidden-char">${escapeHtml(s.text)}</span>` : escapeHtml(s.text)))
    .join('')
}

/**
 * A value as HTML within a budget of `chars` shown characters (a token counts its own length):
 * hidden characters as tokens (a run of one as one token with its count), a run of 20 or more of
 * the same visible character shown once with its count, and a note when the value was cut.
 * @param {string} value  possibly cut already (the gateway reads the first PAGE_LIMITS.chars)
 * @param {number} length  the whole value's length in characters
 */
export function boundedHtml(value, length, chars = PAGE_LIMITS.chars) {
  let budget = chars
  let cut = length > [...value].length
  let html = ''
  for (const s of segments(value, { keepNewlines: true })) {
    if (budget <= 0) {
      cut = true
      break
    }
    if (s.hidden) {
      html += `<span class="hidden-char">${escapeHtml(s.text)}</span>`
      budget -= s.text.length
      continue
    }
    // split() with its two groups: plain text, then a run and its character, then plain text…
    const pieces = s.text.split(/((.)\2{19,})/su)
    for (let i = 0; i < pieces.length && budget > 0; i += 3) {
      const plain = [...pieces[i]]
      html += escapeHtml(plain.slice(0, budget).join(''))
      if (plain.length > budget) cut = true
      budget -= plain.length
      const run = pieces[i + 1]
      if (run && budget > 0) {
        const times = count.format([...run].length)
        html += `${escapeHtml(pieces[i + 2])}<span class="run">×${times}</span>`
        budget -= 1 + times.length
      }
    }
  }
  if (budget < 0 || cut) html += `<span class="cut"> … (${count.format(length)} caractères en tout : npm run outbox -- --json)</span>`
  return html
}

const fmt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Paris' })

/**
 * @typedef {{ id: number, received_at: string, endpoint: string, service_id: string, template_id: string, origin: string | null,
 *   field_count: number, fields: Array<[key: string, value: string, length: number, keyLength: number]> }} PageMessage
 *   a message as the gateway reads it for the page: its first PAGE_LIMITS.fields fields, each value cut
 *   at PAGE_LIMITS.chars characters (length: the whole value's)
 */

/**
 * @param {PageMessage[]} messages  this page's messages, newest first
 * @param {{ mode: string | number | null, remaining: number | null, delayMs?: number } | null} failure
 * @param {{ page: number, perPage: number, total: number, refused: number, max: number, maxBytes: number }} [info]
 */
export function renderOutboxPage(
  messages,
  failure,
  info = { page: 1, perPage: PAGE_LIMITS.perPage, total: messages.length, refused: 0, max: messages.length, maxBytes: 0 },
) {
  let bytes = 0
  const items = messages
    .map((m) => {
      const source = m.fields.find(([key]) => key === 'form_source')?.[1]
      const head = `<article>
  <h2>#${escapeHtml(m.id)} — ${boundedHtml(source ?? m.template_id, (source ?? m.template_id).length, PAGE_LIMITS.keyChars)}</h2>
  <p class="meta">Reçu le ${escapeHtml(fmt.format(new Date(m.received_at)))} · service ${showHiddenHtml(m.service_id)} · modèle ${showHiddenHtml(m.template_id)} · ${escapeHtml(m.endpoint)}${m.origin ? ` · depuis ${boundedHtml(m.origin, m.origin.length, PAGE_LIMITS.keyChars)}` : ''}</p>`
      // Past the page's budget, a message shows its header only.
      if (bytes > PAGE_LIMITS.bytes)
        return `${head}
  <p class="warn">Contenu non affiché : la page a atteint sa taille maximale. Lisez-le avec npm run outbox -- --json.</p>
</article>`
      const rows = m.fields
        .map(
          ([key, value, length, keyLength]) =>
            `<tr><th scope="row">${boundedHtml(key, keyLength, PAGE_LIMITS.keyChars)}</th><td>${boundedHtml(value, length)}</td></tr>`,
        )
        .join('')
      const more =
        m.field_count > m.fields.length ? `<p class="warn">${count.format(m.field_count - m.fields.length)} autre(s) champ(s) non affiché(s).</p>` : ''
      const html = `${head}
  <table>${rows || '<tr><td>(aucun paramètre)</td></tr>'}</table>${more}
</article>`
      bytes += html.length
      return html
    })
    .join('\n')
  const pages = Math.max(1, Math.ceil(info.total / info.perPage))
  const nav =
    pages > 1
      ? `<nav aria-label="Pages"><p>Page ${info.page} sur ${pages}${
          info.page > 1 ? ` · <a href="?page=${info.page - 1}">Plus récents</a>` : ''
        }${info.page < pages ? ` · <a href="?page=${info.page + 1}">Plus anciens</a>` : ''}</p></nav>`
      : ''
  const refusedNote = info.refused
    ? `<p class="warn">${count.format(info.refused)} envoi(s) refusé(s) : la boîte est pleine (${count.format(info.max)} messages ou ${Math.round(info.maxBytes / 1048576)} Mo au plus). Elle garde ce qu’elle contient ; videz-la après lecture (npm run outbox -- --clear).</p>`
    : ''
  const failureNote = failure
    ? `<p class="warn">Mode d'échec actif : ${failure.mode === null ? 'aucun' : escapeHtml(failure.mode)}${failure.delayMs ? `, envois retardés de ${escapeHtml(failure.delayMs)} ms` : ''}${failure.remaining === null ? ' (jusqu’à DELETE /__outbox/fail)' : ` (${escapeHtml(failure.remaining)} envoi(s) restant(s))`}</p>`
    : ''
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boîte d'envoi locale (${info.total})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 0.5rem 1rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.05rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
  .meta { color: #555; margin: 0 0 0.5rem; font-size: 0.9rem; overflow-wrap: anywhere; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: 0.2rem 0.5rem; border-top: 1px solid #eee; overflow-wrap: anywhere; white-space: pre-wrap; }
  th { width: 12rem; font-weight: 600; }
  .warn { background: #fff3cd; padding: 0.5rem 1rem; border-radius: 4px; }
  .hidden-char, .run { background: #ffe0e0; color: #8a0000; font-family: monospace; font-size: 0.85em; border-radius: 2px; padding: 0 0.15em; }
  .cut { color: #555; font-style: italic; }
</style>
</head>
<body>
<h1>Boîte d'envoi locale</h1>
<p>Messages reçus par l'API compatible EmailJS de la pile locale (rien n'est réellement envoyé). Le plus récent en premier. Les caractères de contrôle ou invisibles sont montrés en rouge (par exemple <span class="hidden-char">&lt;U+200B&gt;</span>), une suite du même caractère une seule fois avec son nombre (<span class="hidden-char">&lt;U+200B&gt;×1000</span>), et les valeurs longues sont coupées.</p>
${failureNote}
${refusedNote}
${nav}
${items || '<p>Aucun message pour le moment.</p>'}
${nav}
</body>
</html>
`
}
