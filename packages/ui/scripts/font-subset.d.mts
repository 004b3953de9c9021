// Types of font-subset.mjs (`@expert/ui/font-subset`).
import type { Plugin } from 'vite'

export declare const fontsDir: string
export declare const files: { font: string; css: string; face: string; manifest: string }
export declare function sourceCharacters(roots: readonly string[], options?: { filter?: (file: string) => boolean }): Set<string>
export declare function designSystemCharacters(): Set<string>
export declare function fontCodePoints(buffer: Uint8Array): Promise<number[]>
export declare function unicodeRange(codePoints: number[]): string
export declare function buildSubset(options?: { text?: Iterable<string> }): Promise<{ font: Uint8Array; css: string; face: string; manifest: string }>
export declare function writeSubset(dir: string, built: { font: Uint8Array; css: string; face: string; manifest: string }): void
export declare function subsetCoverage(font: Uint8Array): Promise<{ codePoints: number[]; sourceCodePoints: number[] }>
export declare function interSubset(options: { sources?: readonly string[]; text?: string }): Plugin
