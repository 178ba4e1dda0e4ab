/** Types of shared/data-set.js (plain JavaScript so the Node scripts can import it). */
export declare const projectRoot: string;
export declare const dataDir: string;
export declare const isShipped: boolean;
export declare const distDir: string;
export declare const dataFile: (name: string) => string;
/** An import of shared/data/<name>.json (a path or a file: URL); group 1 is the name. */
export declare const DATA_IMPORT: RegExp;
