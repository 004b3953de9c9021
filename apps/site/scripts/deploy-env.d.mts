export declare const requiredInProduction: string[]
export declare const identityInProduction: string[]
export declare function productionEnvProblems(env: Record<string, string | undefined>): string[]
export declare function localStackDefaults(env: Record<string, string | undefined>): Record<string, string>
export declare function callsAnotherLocalStack(page: string, stackOrigin: string): boolean
export declare function buildReason(options: {
  home: string
  env: Record<string, string | undefined>
  defaultPort: number
  withStack: boolean
}): string | undefined
