export declare const BOOT_MARKER: string
export declare function deferBoot(html: string): string
export declare function bootModules(html: string): string[]
export declare const SCRIPT_FAILED_ATTRIBUTE: string
