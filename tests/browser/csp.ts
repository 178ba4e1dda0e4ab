import { expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { distDir } from '../../shared/data-set.js';

/*
 * Pages under their real security headers: the web server (scripts/serve.js) applies
 * dist/site/_headers, so anything the Content-Security-Policy blocks here is blocked for visitors.
 * Every `securitypolicyviolation` event (in any frame, shadow roots included) and every console
 * message about the policy counts as a failure.
 */

/** The Content-Security-Policy of the `/*` block of the built _headers file. */
export const CSP = (() => {
  const text = readFileSync(`${distDir}/site/_headers`, 'utf8');
  const block = text.slice(text.indexOf('/*\n'));
  return /^\s+Content-Security-Policy:\s*(.+)$/im.exec(block)?.[1].trim() ?? '';
})();
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording policy violations for every document the page opens; returns a reader. */
export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = (window.__cspViolations = []);
    const record = (e: SecurityPolicyViolationEvent) =>
      seen.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile || '?'}:${e.lineNumber}) ${e.sample}`.trim(),
      );
    // The event bubbles and is composed, so one listener on the document hears those from shadow roots too.
    document.addEventListener('securitypolicyviolation', record, true);
  });
  const messages: string[] = [];
  page.on(
    'console',
    (m) =>
      /content.security.policy|refused to (load|apply|execute|frame|connect)/i.test(m.text()) &&
      messages.push(`console ${m.type()}: ${m.text()}`),
  );
  return async () => {
    const events: string[] = [];
    for (const frame of page.frames()) {
      // a frame showing a network error page has no script to ask
      const found = await frame.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      events.push(...found);
    }
    return [...events, ...messages];
  };
}

/** Waits until the page's module scripts have all run (their widgets are defined and handlers attached). */
export async function scriptsDone(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Module files are either <script type=module src> or listed for the page's inline loader in meta[name=steel-modules].
    const listed =
      document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ').filter(Boolean) ?? [];
    const srcs = [...document.querySelectorAll<HTMLScriptElement>('script[type=module][src]')].map((s) => s.src);
    await Promise.all([...listed, ...srcs].map((src) => import(src)));
  });
}

/** The headers every page is sent with (_headers, docs/design.md "Hosting"): its policy and the security headers. */
export function expectSecurityHeaders(res: Response) {
  expect(CSP, 'the Content-Security-Policy of dist/site/_headers').toMatch(/script-src/);
  const headers = res.headers();
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
}
