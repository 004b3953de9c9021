export declare const requiredInProduction: string[]
export declare const identityInProduction: string[]
export declare function productionEnvProblems(env: Record<string, string | undefined>): string[]
