// Types of chromium.js (plain JavaScript so that node runs it without a build step).
export declare const chromiumBrowser: string;
export declare const chromiumHeadlessShell: string;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const lighthouseChrome: { chromePath: string; chromeFlags: string[] };
