export declare function inlineScripts(html: string): string[]
export declare function inlineStyleElements(html: string): string[]
export declare function styleAttributes(html: string): string[]
export declare function sha256(text: string): string
export declare function pagePolicy(html: string, options: { connectOrigins: string[] }): string
export declare function headerPolicy(options: { connectOrigins: string[] }): string
export declare function withPolicyMeta(html: string, policy: string): string
export declare function writeSecurityHeaders(clientDir: string, env?: Record<string, string | undefined>): Promise<number>
