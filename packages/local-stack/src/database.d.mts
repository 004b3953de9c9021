// Types of src/database.mjs (what the tests use).

/** Where the blank cluster (initdb's result, before any SQL of ours) of this PGlite version is cached. */
export function templatePath(): Promise<string>
