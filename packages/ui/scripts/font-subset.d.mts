// Types of font-subset.mjs, for src/fonts/subset.test.ts.
export declare const fontsDir: string
export declare const files: { font: string; css: string; face: string; manifest: string }
export declare function siteCharacters(): Set<string>
export declare function fontCodePoints(buffer: Uint8Array): Promise<number[]>
export declare function unicodeRange(codePoints: number[]): string
export declare function buildSubset(): Promise<{ font: Uint8Array; css: string; face: string; manifest: string }>
