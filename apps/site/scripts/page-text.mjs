// What a visitor reads in a prerendered HTML file, without a browser: the text of the body (scripts,
// styles, templates and comments left out; tags dropped, adjacent inline text joined), the title,
// and the attributes that are read aloud or shown (alt, aria-label, title, placeholder) and the
// descriptions a search engine or a share card shows (meta description, og/twitter title and description).
// Text a visitor wrote (a review's author, place and message, marked `data-visitor-text`) is shown as
// written: it is not the site's copy and is left out.

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' }

/** @param {string} text */
export function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return entities[/** @type {keyof typeof entities} */ (name.toLowerCase())] ?? whole
  })
}

const blockTags =
  /^(address|article|aside|blockquote|body|br|dd|details|dialog|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|section|select|summary|table|td|th|tr|ul)$/i

/**
 * @param {string} html a whole prerendered document
 * @returns {{ where: string, text: string }[]} each piece of visible text with what it is
 */
export function pageText(html) {
  const pieces = []
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)
  if (title) pieces.push({ where: '<title>', text: decodeEntities(title[1]) })
  for (const meta of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = /\b(?:name|property)="([^"]*)"/i.exec(meta[0])?.[1] ?? ''
    const content = /\bcontent="([^"]*)"/i.exec(meta[0])?.[1]
    if (content !== undefined && /^(description|(og|twitter):(title|description|image:alt))$/i.test(name))
      pieces.push({ where: `<meta ${name}>`, text: decodeEntities(content) })
  }
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(p|bdi|span)\b[^>]*\bdata-visitor-text\b[^>]*>[\s\S]*?<\/\1>/gi, '')
  for (const attribute of body.matchAll(/\s(alt|aria-label|title|placeholder)="([^"]*)"/gi))
    pieces.push({ where: `${attribute[1]}=""`, text: decodeEntities(attribute[2]) })
  // Block boundaries become line breaks (not a space a reader sees before punctuation); inline tags vanish.
  const text = body.replace(/<\/?([a-z][\w-]*)\b[^>]*>/gi, (_, tag) => (blockTags.test(tag) ? '\n' : ''))
  for (const line of decodeEntities(text).split('\n')) if (line.trim()) pieces.push({ where: 'text', text: line.trim() })
  return pieces
}
