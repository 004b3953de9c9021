export declare function inlineScripts(html: string): string[]
export declare function sha256(text: string): string
export declare function contentSecurityPolicy(options: { scriptHashes: string[]; connectOrigins: string[]; forMeta?: boolean }): string
export declare function writeSecurityHeaders(clientDir: string, env?: Record<string, string | undefined>): Promise<void>
