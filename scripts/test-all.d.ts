// Types of test-all.js (plain JavaScript so that node runs it without a build step).

/** The lines of a stage's output that name a failure, colours taken out; its last lines when none does. */
export declare function failureLines(out: string, max?: number): string[];

/** Each test a stage's output names with its time (Playwright's list reporter, Vitest's), colours taken out. */
export declare function timedTests(out: string): { test: string; seconds: number }[];
