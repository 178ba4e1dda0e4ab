// The HTTP Observatory ships JavaScript with JSDoc, no declarations; observatory.test.ts uses these parts.
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    responses: Record<string, unknown> & { httpRedirects: unknown[]; httpsRedirects: unknown[] };
    resources: { path: string | null };
    session: unknown;
  }
}
declare module '@mdn/mdn-http-observatory/src/scanner/index.js' {
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number; responseHeaders: Record<string, string> };
    tests: Record<string, { pass: boolean; result: string }>;
  }>;
}
