import type { Plugin } from 'vite'
export declare const LTR_LANGUAGES: string[]
export declare function patchIsRtl(code: string): string
export declare function patchDefaultLocale(code: string): string
export declare function localeWithoutIcu(): Plugin
