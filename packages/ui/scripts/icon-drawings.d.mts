export declare const lucideNames: string[]
export declare function drawingsJson(): Promise<string>
export declare const drawingsFile: string
