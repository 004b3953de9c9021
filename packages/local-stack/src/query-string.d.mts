// Types of src/query-string.mjs.
export declare function parseQuery(query: string): Array<[string, string | null]> | null
export declare function serializeQuery(pairs: Array<[string, string | null]>): string
export declare function refusedQuery(pairs: Array<[string, string | null]>): string | null
