export declare const BOOT_MARKER: string
export declare const WARM_LOCALE_DATA: string
export declare function deferBoot(html: string): string
export declare function bootModules(html: string): string[]
