import { expect, type Page, type Request } from '@playwright/test';

/**
 * Records what a visitor's browser would complain about: console errors, failed requests, other origins, and any
 * request of our own answered with an error status (a missing /favicon.ico: not every engine logs it).
 */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).hostname === '127.0.0.1' && r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()} ${r.failure()?.errorText}`));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['http:', 'https:'].includes(u.protocol)) return;
    if (u.hostname !== '127.0.0.1') problems.push(`third-party request: ${r.url()}`);
  });
  return problems;
}

/**
 * Starts counting the page's requests in flight; the returned wait ends when none is. Before a new load: one it
 * would abort (a lazy image the Tab walk scrolled to) would read as a failed request.
 */
export function requestsInFlight(page: Page) {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return (at: string) =>
    expect
      .poll(() => [...open].map((r) => r.url()), {
        message: `${at}: requests still in flight after 10 s`,
        timeout: 10_000,
      })
      .toEqual([]);
}
