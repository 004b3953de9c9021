// Types of scripts/generate-visible-text.mjs (what the tests use).
export declare const TS_FILE: string
export declare const SQL_FILE: string
export declare function classOf(codePoint: number): 'V' | 'S' | 'I'
export declare function generate(): { ts: string; sql: string }
