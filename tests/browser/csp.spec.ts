import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allRoutes } from './routes.ts';
import { distDir } from '../../shared/data-set.js';

/*
 * The pages under their real security headers: the web server (scripts/serve.js) applies
 * dist/site/_headers, so anything the Content-Security-Policy blocks here is blocked for visitors.
 * Every `securitypolicyviolation` event (in any frame, shadow roots included) and every console
 * message about the policy counts as a failure.
 */

/** The Content-Security-Policy of the `/*` block of the built _headers file. */
const CSP = (() => {
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
async function recordViolations(page: Page) {
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
async function scriptsDone(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Module files are either <script type=module src> or listed for the page's inline loader in meta[name=steel-modules].
    const listed =
      document.querySelector<HTMLMetaElement>('meta[name=steel-modules]')?.content.split(' ').filter(Boolean) ?? [];
    const srcs = [...document.querySelectorAll<HTMLScriptElement>('script[type=module][src]')].map((s) => s.src);
    await Promise.all([...listed, ...srcs].map((src) => import(src)));
  });
}

test.describe('every page under its real Content-Security-Policy', () => {
  for (const route of [...allRoutes, '/no-such-page-here']) {
    test(`${route}: sent with the policy and the security headers, and nothing on it is blocked`, async ({ page }) => {
      const violations = await recordViolations(page);
      expect(CSP, 'the Content-Security-Policy of dist/site/_headers').toMatch(/script-src/);
      const res = await page.goto(route);
      expect(res?.status()).toBe(route === '/no-such-page-here' ? 404 : 200);
      const headers = res!.headers();
      expect(headers['content-security-policy']).toBe(CSP);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
      await scriptsDone(page);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('using the widgets breaks no policy rule', () => {
  test('FAQ: opening a question', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/faq');
    await scriptsDone(page);
    const q = page.locator('steel-faq details.cat').first().locator('details.q').first();
    await q.locator('summary').click();
    await expect(q.locator('.answer')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('gallery: the large view opens and closes', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/gallery');
    await scriptsDone(page);
    await page.locator('steel-gallery a.thumb').first().click();
    const dialog = page.locator('steel-gallery dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await violations()).toEqual([]);
  });

  test('calculator: pressing Calculate with choices missing shows what is missing', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/calculator');
    await scriptsDone(page);
    const calc = page.locator('steel-calculator');
    await calc.locator('input[name="serviceType"][value="welding"]').check();
    await calc.getByRole('button', { name: 'Calculate estimate' }).click({ force: true });
    await expect(calc.locator('.summary')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('quote form: its code loads, an empty submission shows errors and a refused file shows its message', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/welding-services');
    await scriptsDone(page);
    const form = page.locator('steel-quote-form');
    await form.locator('[name="name"]').fill('Jo');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.summary')).toBeVisible();
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText('File type not supported').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test('the contact map loads only when asked for, and the policy lets its frame load', async ({ page }) => {
  const violations = await recordViolations(page);
  const offSite: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^https?:$/.test(u.protocol) && u.hostname !== '127.0.0.1') offSite.push(r.url());
  });
  // Nothing leaves the machine: any request to another host is recorded, then refused.
  const framed: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      framed.push(route.request().url());
      return route.abort();
    },
  );

  const res = await page.goto('/contact');
  expect(res!.headers()['content-security-policy']).toBe(CSP);
  expect(CSP).toContain('frame-src https://www.google.com');
  await scriptsDone(page);
  const slot = page.locator('[data-map-slot]');
  await expect(slot.locator('iframe')).toHaveCount(0);
  expect(offSite, 'requests to other hosts before the visitor asks for the map').toEqual([]);

  await page.getByRole('button', { name: 'Show the map' }).click();
  const frame = slot.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
  // The frame's request reached the network layer, so frame-src allowed it (a blocked frame never asks).
  await expect.poll(() => framed.length).toBeGreaterThan(0);
  expect(
    framed.every((u) => u.startsWith('https://www.google.com/maps?')),
    framed.join('\n'),
  ).toBe(true);
  expect(await violations()).toEqual([]);
});

test('any other page refuses the map frame: its <meta> policy forbids frames', async ({ page }) => {
  const violations = await recordViolations(page);
  const framed: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      framed.push(route.request().url());
      return route.abort();
    },
  );
  await page.goto('/about');
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.src = 'https://www.google.com/maps?q=51.44,0.37&output=embed';
    document.body.append(f);
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  const seen = await violations();
  expect(
    seen.some((v) => v.startsWith('frame-src blocked https://www.google.com')),
    seen.join('\n'),
  ).toBe(true);
  expect(
    seen.every((v) => /frame/i.test(v)),
    seen.join('\n'),
  ).toBe(true);
  expect(framed, 'a refused frame never asks the network').toEqual([]);
});
