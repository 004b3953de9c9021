// What the owner's tools (moderation CLI, outbox CLI and page) print of text that strangers wrote.
// A terminal obeys the control characters it receives: an escape sequence in a review could erase a
// line, open an unterminated window title that swallows the rest of the queue, or write to the
// clipboard (OSC 52). So every control character and every character that shows nothing is
// printed as a visible token instead: C0 controls and DEL as \xHH (\t, \r, \n by name), C1 controls
// and invisible characters (zero-width, bidi and other format characters, blank fillers, variation
// selectors, tags, line/paragraph separators, unassigned and private-use code points, lone
// surrogates) as <U+XXXX>. What remains cannot move the cursor.

// Emoji keep their presentation selector (U+FE0F) and joiner (U+200D) between two pictographs: they
// are how emoji are written, and escaping them would make ordinary reviews unreadable.
const HIDDEN = /\p{Cc}|\p{Cf}|\p{Zl}|\p{Zp}|\p{Co}|\p{Cn}|\p{Cs}|\p{Default_Ignorable_Code_Point}|[\u2800]/gu
const EMOJI_JOINERS = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})\uFE0F/gu

const NAMED = { '\t': '\\t', '\n': '\\n', '\r': '\\r' }

/** The visible token for one hidden character. */
export function tokenFor(char) {
  if (NAMED[char]) return NAMED[char]
  const code = /** @type {number} */ (char.codePointAt(0))
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`
}

/**
 * Splits text into plain runs and hidden characters, so that callers can render each (HTML page).
 * A run of the same hidden character is one token with its count (`<U+200B>×1000`): a megabyte of
 * zero-width spaces is one line, not a megabyte of tokens.
 * @param {string} text
 * @param {{ keepNewlines?: boolean }} [options] keepNewlines: a line feed stays a line break
 * @returns {Array<{ text: string, hidden: boolean }>}
 */
export function segments(text, { keepNewlines = false } = {}) {
  const value = String(text ?? '')
  const kept = new Set()
  for (const m of value.matchAll(EMOJI_JOINERS)) kept.add(m.index)
  /** @type {Array<{ text: string, hidden: boolean }>} */
  const out = []
  let last = 0
  /** The hidden character of the token just written, its count, and where its run ends. */
  let run = { char: '', count: 0, end: -1 }
  for (const m of value.matchAll(HIDDEN)) {
    const at = /** @type {number} */ (m.index)
    if (kept.has(at) || (keepNewlines && m[0] === '\n')) continue
    if (at === run.end && m[0] === run.char) {
      run.count += 1
      run.end = at + m[0].length
      out[out.length - 1] = { text: `${tokenFor(m[0])}×${run.count}`, hidden: true }
      last = run.end
      continue
    }
    if (at > last) out.push({ text: value.slice(last, at), hidden: false })
    out.push({ text: tokenFor(m[0]), hidden: true })
    last = at + m[0].length
    run = { char: m[0], count: 1, end: last }
  }
  if (last < value.length) out.push({ text: value.slice(last), hidden: false })
  return out
}

/** Text with every hidden character replaced by its visible token. */
export function showHidden(text, options) {
  return segments(text, options)
    .map((s) => s.text)
    .join('')
}

/**
 * JSON for a terminal: JSON.stringify already escapes C0 controls, but leaves C1 controls, format
 * characters and separators raw; escape those too (still valid JSON, same values).
 */
export function terminalSafeJson(value) {
  // Raw line feeds in the output are the indentation's (inside strings JSON has \n): keep them.
  return JSON.stringify(value, null, 2).replace(HIDDEN, (char) =>
    char === '\n' ? char : Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  )
}
