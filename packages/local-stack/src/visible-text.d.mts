// Types of src/visible-text.mjs.
export declare function tokenFor(char: string): string
export declare function segments(text: string, options?: { keepNewlines?: boolean }): Array<{ text: string; hidden: boolean }>
export declare function showHidden(text: string, options?: { keepNewlines?: boolean }): string
export declare function terminalSafeJson(value: unknown): string
