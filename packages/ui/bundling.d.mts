/** See bundling.mjs: a chunk-group `test` matching the modules the given public names are made of. */
export declare function uiModules(names: readonly string[]): (id: string) => boolean
