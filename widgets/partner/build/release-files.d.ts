// Types of release-files.js (plain JavaScript so that node runs the release scripts without a build step).
export declare const ARCHIVE: string;
export declare const filesUnder: (dir: string) => string[];
