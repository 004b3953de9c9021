export declare const NBSP: '\u00A0'
export declare const NNBSP: '\u202F'
export declare function typeset(text: string, options?: { numbers?: boolean }): string
export type TypographyIssue = { kind: 'apostrophe' | 'space-before-punctuation' | 'guillemets' | 'ellipsis' | 'hours'; excerpt: string }
export declare function typographyIssues(text: string, options?: { hours?: boolean }): TypographyIssue[]
export declare function looseFrench(text: string): string
export declare function frenchText(text: string, options?: { exact?: boolean }): RegExp
