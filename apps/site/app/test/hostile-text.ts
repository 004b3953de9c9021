// Hostile text for the forms' tests, generated with fast-check (fixed seeds: the same strings every
// run): XSS payloads, SQL-looking text, control characters, bidi overrides, emoji and other astral
// characters, blank look-alikes, 100,000 characters.
import fc from 'fast-check'

/** The fixed seed of the hostile-text tests; each test adds its own offset. */
export const SEED = 20_261_124

/** Every payload would call this trap (or open a dialog) if the page ever ran it as code. */
export const PWN = 'window.__pwned'

const xssTemplates: readonly ((tag: string) => string)[] = [
  (t) => `<script>${PWN}('${t}')</script>`,
  (t) => `<ScRiPt >${PWN}('${t}')</sCrIpT >`,
  (t) => `<img src=x onerror="${PWN}('${t}')">`,
  (t) => `<img/src="x"/onerror=alert('${t}')>`,
  (t) => `"><svg onload=${PWN}('${t}')>`,
  (t) => `'><svg/onload=${PWN}='${t}'//`,
  (t) => `javascript:${PWN}('${t}')`,
  (t) => `JaVaScRiPt:alert('${t}')`,
  (t) => `<a href="javascript:${PWN}('${t}')">voir le devis</a>`,
  (t) => `<a href="jav&#x61;script&#58;${PWN}('${t}')">lien</a>`,
  (t) => `\${${PWN}('${t}')}`,
  (t) => `\`\${${PWN}('${t}')}\``,
  (t) => `{{constructor.constructor("${PWN}('${t}')")()}}`,
  (t) => `&lt;script&gt;${PWN}('${t}')&lt;/script&gt;`,
  (t) => `&#60;img src=x onerror=${PWN}('${t}')&#62;`,
  (t) => `&lt;img src=x onerror=alert('${t}')&gt;`,
  (t) => `<iframe srcdoc="<script>parent.__pwned('${t}')</script>"></iframe>`,
  (t) => `<details open ontoggle=${PWN}('${t}')>`,
  (t) => `<math><mtext><table><mglyph><style><img src=x onerror=${PWN}('${t}')>`,
  (t) => `<noscript><p title="</noscript><img src=x onerror=${PWN}('${t}')>">`,
  (t) => `<input autofocus onfocus=${PWN}('${t}')>`,
  (t) => `<object data="javascript:${PWN}('${t}')"></object>`,
  (t) => `<!--><img src=x onerror=${PWN}('${t}')>-->`,
  (t) => `<marquee onstart=${PWN}('${t}')>`,
]
const sqlFragments = [
  "'; drop table avis; --",
  "' OR 1=1 --",
  "'; DROP TABLE avis; --",
  '" OR ""="',
  '1); DELETE FROM avis; --',
  "admin'--",
  "' UNION SELECT email FROM avis_private.review_emails --",
  "Robert'); DROP TABLE avis;--",
  "'; UPDATE avis SET approuve = true; --",
  '%27%20OR%201%3D1',
]
const controls = [...Array.from({ length: 0x1f }, (_, i) => String.fromCharCode(i + 1)), '\u007f']
const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']
const astral = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇫🇷', '𝕏', '𝒜', '𠜎', '𓀀', '🧱', '🏚️', '🔥']
const letters = [...'abcdefghijklmnopqrstuvwxyzÉéèàçôœ ', '字', 'ש', 'ا', '<', '>', '&', '"', "'", '`', '/', '\\', '$', '{', '}', ';', '=']

const word = fc.string({ unit: fc.constantFrom(...letters), maxLength: 6 })
export const xss = fc
  .tuple(fc.nat(xssTemplates.length - 1), fc.nat(9_999), word, word)
  .map(([i, n, before, after]) => `${before}${xssTemplates[i]!(`x${n}`)}${after}`)
export const sqlLooking = fc.tuple(word, fc.constantFrom(...sqlFragments)).map(([w, sql]) => `${w}${sql}`)
export const controlText = fc.string({ unit: fc.constantFrom(...controls, ...letters), minLength: 1, maxLength: 24 })
export const bidiText = fc.tuple(word, fc.constantFrom(...bidi), word, fc.constantFrom(...bidi), word).map((parts) => parts.join(''))
export const astralText = fc.oneof(
  fc.array(fc.constantFrom(...astral), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
)
const mixed = fc.string({ unit: fc.constantFrom(...controls, ...bidi, ...astral, ...letters), minLength: 1, maxLength: 40 })
/** Only white space of some kind: a required field left blank. */
export const blankish = fc.string({ unit: fc.constantFrom(' ', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff'), minLength: 1, maxLength: 4 })

export const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: xss },
  { weight: 2, arbitrary: sqlLooking },
  { weight: 1, arbitrary: controlText },
  { weight: 1, arbitrary: bidiText },
  { weight: 1, arbitrary: astralText },
  { weight: 1, arbitrary: mixed },
)
/** A required field: hostile, sometimes blank. */
export const required = fc.oneof({ weight: 9, arbitrary: hostile }, { weight: 1, arbitrary: blankish })
/** E-mails: mostly hostile local parts of the accepted shape (no white space, one @), some not. */
const emailLocal = hostile.map((s) => s.replace(/[\s@]/g, '')).filter((s) => s.length > 0)
export const email = fc.oneof(
  { weight: 5, arbitrary: emailLocal.map((local) => `${local}@exemple.fr`) },
  { weight: 1, arbitrary: hostile },
  { weight: 1, arbitrary: fc.tuple(emailLocal, emailLocal).map(([a, b]) => `${a} ${b}@exemple.fr`) },
  { weight: 1, arbitrary: emailLocal.map((local) => `${local}@exemple`) },
)

/** The five text fields of a mail form. */
export type MailRecord = { name: string; email: string; phone: string; address: string; message: string }
/** The quick quote form: the address is optional. */
export const quickRecord: fc.Arbitrary<MailRecord> = fc.record({
  name: required,
  email,
  phone: required,
  address: fc.oneof(hostile, fc.constant('')),
  message: hostile,
})
/** The contact form: every field required. */
export const contactRecord: fc.Arbitrary<MailRecord> = fc.record({ name: required, email, phone: required, address: required, message: required })

/** `count` values of `arbitrary`, the same every run (seed SEED + offset). */
export const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, offset: number) => fc.sample(arbitrary, { seed: SEED + offset, numRuns: count })

/** Length in characters (code points), as PostgreSQL's char_length counts. */
export const chars = (s: string) => [...s].length

/**
 * `text` repeated and cut to exactly `n` characters, starting and ending with a letter (nothing
 * for trimming to remove). Carriage returns are dropped: a textarea turns '\r\n' into '\n'.
 */
export function exactly(text: string, n: number): string {
  const units = [...text.replace(/\r/g, '')]
  let out: string[] = []
  while (out.length < n) out = out.concat(units)
  out = out.slice(0, n)
  out[0] = 'A'
  out[n - 1] = 'Z'
  return out.join('')
}

/**
 * 100,000 characters of hostile text: generated XSS and SQL-looking payloads with control
 * characters, bidi overrides and emoji among them, ending in a line break.
 */
export function hundredThousand(offset: number): string {
  const [payloads, specials] = sample(
    fc.tuple(
      fc.array(fc.oneof(xss, sqlLooking), { minLength: 60, maxLength: 60 }),
      fc.array(fc.oneof(controlText, bidiText, astralText), { minLength: 20, maxLength: 20 }),
    ),
    1,
    offset,
  )[0]!
  const chunk = payloads.map((payload, i) => (i % 3 === 0 ? `${payload}${specials[i / 3]}` : payload)).join(' ')
  return exactly(`${chunk.replace(/[\r\n]/g, ' ')}\n`, 100_000)
}

/**
 * Arms the traps a payload would spring if the page ever ran it: window.__pwned (called or
 * assigned) and alert/confirm/prompt. `sprung()` lists what ran; `disarm()` puts the window back.
 */
export function armTraps() {
  const sprung: string[] = []
  Object.defineProperty(window, '__pwned', {
    configurable: true,
    get: () => (what: unknown) => sprung.push(`__pwned(${String(what)})`),
    set: (value: unknown) => {
      sprung.push(`__pwned = ${String(value)}`)
    },
  })
  const dialogs = { alert: window.alert, confirm: window.confirm, prompt: window.prompt }
  for (const name of Object.keys(dialogs) as (keyof typeof dialogs)[]) {
    window[name] = ((message?: unknown) => {
      sprung.push(`${name}(${String(message)})`)
      return null
    }) as never
  }
  return {
    sprung: () => [...sprung],
    disarm() {
      Reflect.deleteProperty(window, '__pwned')
      Object.assign(window, dialogs)
    },
  }
}

/** Elements and attributes no typed text may ever produce in the page: script-running tags, on* handlers, javascript: links. */
export function injected(root: ParentNode = document.body): string[] {
  const forbidden = ['script', 'iframe', 'object', 'embed', 'img', 'details', 'marquee', 'math', 'noscript', 'mglyph', 'mtext']
  const found: string[] = []
  for (const node of root.querySelectorAll('*')) {
    const tag = node.tagName.toLowerCase()
    if (forbidden.includes(tag)) found.push(tag)
    for (const attribute of node.getAttributeNames()) if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`)
    if (node.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:')) found.push(`${tag}[href=javascript:]`)
  }
  return found
}
