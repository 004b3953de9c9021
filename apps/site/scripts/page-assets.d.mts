export declare const KB: number
export declare function prerenderedPages(root: string, dir?: string, prefix?: string): { route: string; file: string }[]
export declare function assetsOf(html: string): { js: string[]; css: string[] }
export declare function createPageWeigher(root: string): (file: string) => { js: number; css: number; html: number; files: number; scripts: number }
