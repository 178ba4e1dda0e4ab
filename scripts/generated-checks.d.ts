// Types of generated-checks.js (plain JavaScript so that node runs it without a build step).

/** Build checks left out of the generated sets (file name without `.test.ts`) -> why. */
export declare const BUILD_LEFT_OUT: Record<string, string>;
/** The build checks a generated set runs: every `<dir>/*.test.ts` but BUILD_LEFT_OUT's. */
export declare function buildChecks(dir?: string): string[];
/** The page-level browser specs a generated set runs. */
export declare const BROWSER_CHECKS: string[];
/** Browser specs left out of the generated sets (file name without `.spec.ts`) -> why. */
export declare const BROWSER_LEFT_OUT: Record<string, string>;
