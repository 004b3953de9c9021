// The owner's view of the local outbox: a static HTML page (no script), every value escaped, control
// and invisible characters shown as visible tokens, 20 messages a page (newest first).
import { segments } from './visible-text.mjs'

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

const fmt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Paris' })

/**
 * @param {Array<{ id: number, received_at: string, endpoint: string, service_id: string, template_id: string, template_params: Record<string, unknown>, origin: string | null }>} messages
 *   this page's messages, oldest first
 * @param {{ mode: string | number, remaining: number | null } | null} failure
 * @param {{ page: number, perPage: number, total: number, dropped: number, max: number, maxBytes: number }} [info]
 */
export function renderOutboxPage(
  messages,
  failure,
  info = { page: 1, perPage: messages.length || 1, total: messages.length, dropped: 0, max: messages.length, maxBytes: 0 },
) {
  const items = [...messages]
    .reverse()
    .map((m) => {
      const params = Object.entries(m.template_params ?? {})
        .map(([k, v]) => `<tr><th scope="row">${showHiddenHtml(k)}</th><td>${showHiddenHtml(typeof v === 'string' ? v : JSON.stringify(v))}</td></tr>`)
        .join('')
      return `<article>
  <h2>#${escapeHtml(m.id)} — ${showHiddenHtml(m.template_params?.form_source ?? m.template_id)}</h2>
  <p class="meta">Reçu le ${escapeHtml(fmt.format(new Date(m.received_at)))} · service ${showHiddenHtml(m.service_id)} · modèle ${showHiddenHtml(m.template_id)} · ${escapeHtml(m.endpoint)}${m.origin ? ` · depuis ${showHiddenHtml(m.origin)}` : ''}</p>
  <table>${params || '<tr><td>(aucun paramètre)</td></tr>'}</table>
</article>`
    })
    .join('\n')
  const pages = Math.max(1, Math.ceil(info.total / info.perPage))
  const nav =
    pages > 1
      ? `<nav aria-label="Pages"><p>Page ${info.page} sur ${pages}${
          info.page > 1 ? ` · <a href="?page=${info.page - 1}">Plus récents</a>` : ''
        }${info.page < pages ? ` · <a href="?page=${info.page + 1}">Plus anciens</a>` : ''}</p></nav>`
      : ''
  const droppedNote = info.dropped
    ? `<p class="warn">${info.dropped} message(s) plus ancien(s) supprimé(s) : la boîte garde les ${info.max} derniers, ${Math.round(info.maxBytes / 1048576)} Mo au plus.</p>`
    : ''
  const failureNote = failure
    ? `<p class="warn">Mode d'échec actif : ${escapeHtml(failure.mode)}${failure.remaining === null ? ' (jusqu’à DELETE /__outbox/fail)' : ` (${escapeHtml(failure.remaining)} envoi(s) restant(s))`}</p>`
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
  h2 { font-size: 1.05rem; margin: 0.5rem 0; }
  .meta { color: #555; margin: 0 0 0.5rem; font-size: 0.9rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: 0.2rem 0.5rem; border-top: 1px solid #eee; overflow-wrap: anywhere; white-space: pre-wrap; }
  th { width: 12rem; font-weight: 600; }
  .warn { background: #fff3cd; padding: 0.5rem 1rem; border-radius: 4px; }
  .hidden-char { background: #ffe0e0; color: #8a0000; font-family: monospace; font-size: 0.85em; border-radius: 2px; padding: 0 0.15em; }
</style>
</head>
<body>
<h1>Boîte d'envoi locale</h1>
<p>Messages reçus par l'API compatible EmailJS de la pile locale (rien n'est réellement envoyé). Le plus récent en premier. Les caractères de contrôle ou invisibles sont montrés en rouge (par exemple <span class="hidden-char">&lt;U+200B&gt;</span>).</p>
${failureNote}
${droppedNote}
${nav}
${items || '<p>Aucun message pour le moment.</p>'}
${nav}
</body>
</html>
`
}
