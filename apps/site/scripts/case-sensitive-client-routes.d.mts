import type { Plugin } from 'vite'
export declare function patchClientRoutes(code: string): string
export declare function caseSensitiveClientRoutes(): Plugin
