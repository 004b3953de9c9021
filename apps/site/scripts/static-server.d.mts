import type { Server } from 'node:http'
export declare function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[]
export declare function parseRedirectsFile(text: string): Map<string, { to: string; status: number }>
export declare function pickEncoding(acceptEncoding?: string | string[]): 'br' | 'gzip' | null
export declare function normalizeRequestPath(url: string | undefined): { pathname: string; raw: string; redirect?: string } | null
export declare function rangeAnswer(header: string | undefined, size: number): { status: 200 } | { status: 416 } | { status: 206; start: number; end: number }
export declare function createStaticServer(options: { root: string; spaFallback?: boolean }): Server
