// How many characters of a review a reader actually sees. The database counts them the same way
// (avis_private.visible_length in supabase/migrations/…_avis_text_hygiene.sql, same character
// classes; review-text.test.ts sends texts to the real database to check that both agree), so the
// form never lets through a message the server will refuse, nor refuses one it would take.
//
// Invisible characters are removed wherever they are, Unicode white space is trimmed from both
// ends, and combining marks (accents typed as separate code points) do not count on their own:
// ten spaces, ten zero-width spaces or an "e" with nine accents are not ten characters.

/** Zero-width, bidi and other format characters, blank fillers, variation selectors, tags. */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E0FFF}]/gu
/** Unicode White_Space, at either end. */
const OUTER_WHITE_SPACE =
  /^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+|[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$/gu
/** Combining marks drawn on the previous character. */
const COMBINING = /[\u0300-\u036F\u0483-\u0489\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/gu

/** Characters a reader sees, counted in code points like the table's checks. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '').replace(OUTER_WHITE_SPACE, '').replace(COMBINING, '')].length
}

/** C0 and C1 control characters and DEL: the table refuses them in every text column. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g
/** The same, except tab and line feed, which a message may hold. */
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * The name as sent: a paste can bring a tab or another control character into the one-line field
 * (browsers strip only line breaks there), and the table would refuse the whole review for it, so
 * each becomes a space. Trimmed.
 */
export function sendableName(text: string): string {
  return text.replace(CONTROLS, ' ').trim()
}

/** The message as sent: control characters other than tab and line feed become spaces. Trimmed. */
export function sendableMessage(text: string): string {
  return text.replace(MESSAGE_CONTROLS, ' ').trim()
}
