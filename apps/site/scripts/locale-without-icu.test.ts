import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { LTR_LANGUAGES, patchDefaultLocale, patchIsRtl } from './locale-without-icu.mjs'

// react-aria's installed i18n modules, patched into a scratch folder inside node_modules (so that
// `react` still resolves), next to the originals.
const i18nDir = path.join(path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json')), 'dist/private/i18n')
const original = (file: string) => readFileSync(path.join(i18nDir, file), 'utf8')
const scratchRoot = path.join(i18nDir, '../../../../.cache')
mkdirSync(scratchRoot, { recursive: true })
const scratch = mkdtempSync(path.join(scratchRoot, 'locale-without-icu-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

writeFileSync(path.join(scratch, 'utils.mjs'), patchIsRtl(original('utils.mjs')))
writeFileSync(
  path.join(scratch, 'useDefaultLocale.mjs'),
  patchDefaultLocale(original('useDefaultLocale.mjs')).replace(
    '"../ssr/SSRProvider.mjs"',
    JSON.stringify(pathToFileURL(path.join(i18nDir, '../ssr/SSRProvider.mjs')).href),
  ),
)

type IsRtl = (locale: string) => boolean
const load = async (file: string) => import(/* @vite-ignore */ pathToFileURL(file).href)
const { isRTL: originalIsRtl } = (await load(path.join(i18nDir, 'utils.mjs'))) as { isRTL: IsRtl }
const { isRTL: patchedIsRtl } = (await load(path.join(scratch, 'utils.mjs'))) as { isRTL: IsRtl }

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const allRegions = [...letters].flatMap((a) => [...letters].map((b) => a + b))

describe('isRTL with the fast path', () => {
  it('agrees with react-aria for every listed language in every region (ICU of this Node)', () => {
    const disagreements = LTR_LANGUAGES.flatMap((language) =>
      [language, ...allRegions.map((region) => `${language}-${region}`)].filter((tag) => originalIsRtl(tag) !== false),
    )
    expect(disagreements).toEqual([])
  })

  it('answers without ICU for plain tags of those languages, and leaves every other tag to react-aria', () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    expect(['fr', 'fr-FR', 'en-US', 'de-CH', 'ja-JP'].map(patchedIsRtl)).toEqual([false, false, false, false, false])
    expect(maximize).not.toHaveBeenCalled()

    const others = ['ar-EG', 'he', 'fa-IR', 'pa-PK', 'az-IR', 'ks', 'uz-AF', 'ur', 'fr-Arab-FR', 'zh-Hant-TW', 'en-GB-oxendict', 'pa-IN', 'az-AZ']
    expect(others.map(patchedIsRtl)).toEqual(others.map(originalIsRtl))
    expect(others.map(patchedIsRtl)).toEqual([true, true, true, true, true, true, true, true, true, false, false, false, false])
    expect(maximize).toHaveBeenCalled()
  })
})

describe('getDefaultLocale with the fast path', () => {
  afterEach(() => vi.unstubAllGlobals())
  const withLanguage = async (language: string) => {
    vi.stubGlobal('navigator', { language })
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    const { getDefaultLocale } = (await load(path.join(scratch, 'useDefaultLocale.mjs'))) as {
      getDefaultLocale: () => { locale: string; direction: string }
    }
    supported.mockClear()
    maximize.mockClear()
    const result = getDefaultLocale()
    const icuCalls = supported.mock.calls.length + maximize.mock.calls.length
    supported.mockRestore()
    maximize.mockRestore()
    return { ...result, icuCalls }
  }

  it('reads a French browser without ICU', async () => {
    expect(await withLanguage('fr-FR')).toEqual({ locale: 'fr-FR', direction: 'ltr', icuCalls: 0 })
  })

  it('still validates and orients any other tag as react-aria does', async () => {
    expect(await withLanguage('ar-EG')).toMatchObject({ locale: 'ar-EG', direction: 'rtl' })
    expect((await withLanguage('ar-EG')).icuCalls).toBeGreaterThan(0)
    expect(await withLanguage('not a tag!')).toMatchObject({ locale: 'en-US', direction: 'ltr' })
  })
})

describe('patches', () => {
  it('fail loudly when react-aria changes shape', () => {
    expect(() => patchIsRtl('export function isRTL(x) { return false }')).toThrow(/isRTL not found/)
    expect(() => patchDefaultLocale('let locale = "en-US"')).toThrow(/supportedLocalesOf check not found/)
  })
})
