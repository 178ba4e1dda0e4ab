import { test, expect } from '@playwright/test';
import { serveSite, type Site } from '../engines/server.ts';
import { prepare, startApp, type NextApp } from './next-app.ts';
import { calculatorSnippet, expectClean, expectEstimate, expectUpgraded, TAG, watch } from './host.ts';

/**
 * A real Next.js App Router app (Next 16, React 19: tests/hosts/next-app) with the snippet written as JSX: the
 * stylesheet and loader in the root layout's <head>, the calculator's tag on /widget. The server renders it,
 * React hydrates it (a mismatch is a console error), and next/link moves to another page and back on the
 * client, where React creates the tag again and the loader must upgrade the new element.
 */
let site: Site;
let app: NextApp;
test.beforeAll(async () => {
  // Installing and building the app the first time takes about a minute; later runs reuse both.
  test.setTimeout(300_000);
  const started = Date.now();
  const did = prepare();
  console.log(`next-app: ${did.join(' and ') || 'installed and built already'} (${Date.now() - started} ms)`);
  site = await serveSite();
  app = await startApp(calculatorSnippet(site.origin));
});
test.afterAll(async () => {
  await app?.close();
  await site?.close();
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
