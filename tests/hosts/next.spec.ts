import { test, expect } from '@playwright/test';
import { serveSite, type Site } from '../engines/server.ts';
import { lint, prepare, startApp, typecheck, type NextApp } from './next-app.ts';
import { expectClean, expectEstimate, expectUpgraded, TAG, watch } from './host.ts';
import { nextFiles, widgetSnippet } from '../../site/_includes/embed-guides.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';

/**
 * A real Next.js App Router app in TypeScript (Next 16, React 19: tests/hosts/next-app) whose root layout and
 * widget component are the Next.js guide's files of /embed/guides as written (`nextFiles`, for our site's loader
 * here): the loader in the root layout's <head>, the calculator's `<style>` and tag, with its fallback, on /widget.
 * The files pass the lint a Next.js app starts with (next/core-web-vitals) and `tsc`; the server renders them,
 * React hydrates them (a mismatch is a console error), and next/link moves to another page and back on the client,
 * where React creates the tag again and the loader must upgrade the new element.
 */
let site: Site;
let app: NextApp;
let loader: string;
test.beforeAll(async () => {
  // Installing the app the first time takes about a minute, building it (each run: the loader's port changes) ~30 s.
  test.setTimeout(300_000);
  site = await serveSite();
  loader = `${site.origin}/embed/v1/loader.js`;
  const started = Date.now();
  const did = prepare(loader, TAG);
  console.log(`next-app: ${did.join(', ') || 'installed and built already'} (${Date.now() - started} ms)`);
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
  await site?.close();
});

test("the guide's files pass next/core-web-vitals and tsc; its loader line without `async` does not", async () => {
  test.setTimeout(120_000);
  const linted = lint();
  expect(linted.code, linted.out).toBe(0);
  const checked = typecheck();
  expect(checked.code, checked.out).toBe(0);

  // The check is live: the same layout from a snippet whose loader line has no `async` is refused by the rule.
  const line = loaderLine(loader);
  const html = widgetSnippet(loader, TAG).replace(line, line.replace(' async', ''));
  const sync = nextFiles(loader, TAG, html)['app/layout.tsx'];
  const refused = lint({ path: 'app/layout.tsx', text: sync });
  expect(refused.out, 'a script without async').toContain('@next/next/no-sync-scripts');
  expect(refused.code).not.toBe(0);
});

type Marked = { __stillHere?: boolean };

test('server-rendered, hydrated, and there again after client-side navigation away and back', async ({ page }) => {
  const w = await watch(page);
  const html = await (await page.request.get(`${app.origin}/widget`)).text();
  expect(html, 'the tag is in the server-rendered HTML').toContain(`<${TAG}`);

  await page.goto(`${app.origin}/widget`);
  await expectUpgraded(page, w);
  await expectEstimate(page);

  // A full page load would lose this mark: it shows each move below happens on the client.
  await page.evaluate(() => ((window as Marked).__stillHere = true));
  await page.getByRole('link', { name: 'Another page' }).click();
  await expect(page).toHaveURL(`${app.origin}/other`);
  await expect(page.locator(TAG)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the estimate' }).click();
  await expect(page).toHaveURL(`${app.origin}/widget`);
  expect(await page.evaluate(() => (window as Marked).__stillHere), 'moved on the client').toBe(true);
  await expectUpgraded(page, w);
  await expectEstimate(page);

  expectClean(w);
  expect(site.problems, 'our site reports').toEqual([]);
  expect(app.errors, 'the Next.js server reports').toEqual([]);
});
