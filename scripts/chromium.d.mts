export declare const chromiumPath: string | undefined
export declare const chromiumShellPath: string | undefined
export declare const chromiumArgs: string[]
export declare const chromiumEnv: Record<string, string | undefined>
