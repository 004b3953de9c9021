// Build step (Vite plugin): react-aria learns a locale's direction without waking ICU for the
// languages this site meets.
//
// At import, react-aria computes the default locale: `Intl.DateTimeFormat.supportedLocalesOf()` to
// validate `navigator.language`, then `new Intl.Locale(tag).maximize()` to learn whether it is
// written right to left; `I18nProvider` does the second again for its `locale`. Both are the first
// use of ICU's locale data in the page, which Chromium loads then: 20–45 ms of main thread on this
// 2-core host (measured in a fresh page, `Intl.Locale('fr-FR').maximize()` or
// `supportedLocalesOf(['fr-FR'])` first: 12–46 ms; second call: 0.1 ms), inside the hydration of
// every page, although no page formats a date or a number before the visitor acts.
//
// The patch adds a fast path in front of both calls, for plain `ll` / `ll-RR` tags of languages
// that are written left to right whatever the region (`LTR_LANGUAGES`; a unit test checks every
// one against react-aria's own answer for every region). Any other tag takes react-aria's path
// unchanged. A simple tag is well-formed, so the `supportedLocalesOf` check it skips could not
// throw for it. The patch is strict: if react-aria's code changes shape, the build fails here.

/** Languages written left to right in every script their regions may imply. */
export const LTR_LANGUAGES = [
  'fr',
  'en',
  'de',
  'es',
  'it',
  'pt',
  'nl',
  'ca',
  'oc',
  'eu',
  'br',
  'co',
  'gl',
  'lb',
  'rm',
  'da',
  'sv',
  'nb',
  'nn',
  'no',
  'fi',
  'is',
  'et',
  'lv',
  'lt',
  'ga',
  'cy',
  'mt',
  'sq',
  'pl',
  'cs',
  'sk',
  'sl',
  'hu',
  'ro',
  'hr',
  'bg',
  'el',
  'ru',
  'uk',
  'tr',
  'ja',
  'zh',
  'ko',
  'vi',
]

/** The injected test: a plain `ll` or `ll-RR` tag of one of those languages. */
const fastPath = (tag) => `/^(?:${LTR_LANGUAGES.join('|')})(?:-[A-Z]{2})?$/.test(${tag})`

const IS_RTL = /function ([\w$]+)\(localeString\) \{\n(\s*)\/\/ If the Intl\.Locale API is available/
const SUPPORTED_CHECK = /(\n\s*)try \{\n\s*Intl\.DateTimeFormat\.supportedLocalesOf\(\[\n\s*locale\n\s*\]\);\n\s*\} catch  \{\n\s*locale = 'en-US';\n\s*\}/

/** react-aria's `isRTL` (private/i18n/utils.mjs) with the fast path. Throws on an unexpected shape. */
export function patchIsRtl(code) {
  if (!IS_RTL.test(code)) throw new Error('locale-without-icu: isRTL not found in react-aria/private/i18n/utils.mjs')
  return code.replace(IS_RTL, (match, name, indent) => match.replace('{\n', `{\n${indent}if (${fastPath('localeString')}) return false;\n`))
}

/** react-aria's `getDefaultLocale` (private/i18n/useDefaultLocale.mjs): no ICU check for a plain tag. */
export function patchDefaultLocale(code) {
  if (!SUPPORTED_CHECK.test(code)) {
    throw new Error('locale-without-icu: supportedLocalesOf check not found in react-aria/private/i18n/useDefaultLocale.mjs')
  }
  return code.replace(SUPPORTED_CHECK, (match, indent) => `${indent}if (!(${fastPath('locale')})) ${match.trimStart()}`)
}

const targets = [
  { file: /react-aria\/dist\/private\/i18n\/utils\.mjs$/, patch: patchIsRtl },
  { file: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/, patch: patchDefaultLocale },
]

/** Vite plugin applying both patches to the browser build (the server build keeps react-aria as is). */
export function localeWithoutIcu() {
  const applied = new Set()
  return {
    name: 'expert:locale-without-icu',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const target = targets.find(({ file }) => file.test(id.split('?')[0]))
      if (!target) return null
      applied.add(target.patch)
      return { code: target.patch(code), map: null }
    },
    buildEnd(error) {
      // Both modules are always in the client graph (every page hydrates react-aria components).
      if (!error && applied.size !== targets.length) this.error('locale-without-icu: react-aria i18n modules not met in the client build')
    },
  }
}
