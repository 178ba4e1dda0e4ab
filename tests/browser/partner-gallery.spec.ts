import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { blockThirdParties } from './widget-helpers.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';

/**
 * `<steel-gallery></steel-gallery>` on a partner's page, with no attribute, shows our work (docs/widgets.md#other-widgets):
 * the default photos the build bundles (scripts/partner-photos.ts), with absolute URLs on the live site.
 * The partner page is another origin (a secure `.localhost` one, as in partner-hostile-page.spec.ts); requests
 * for the live site's photos are answered by the test server, headers included. A partner page with
 * Cross-Origin-Embedder-Policy: require-corp accepts them only with Cross-Origin-Resource-Policy:
 * cross-origin, checked on each photo response here (Chromium under Playwright's request interception
 * was seen to load an image without it, so the header is checked rather than the blocking).
 */
const PARTNER_HOST = 'gallery-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}/`;
const siteUrl = readData('business').siteUrl as string;
const defaults = JSON.parse(readFileSync(`${distDir}/partner/gallery-photos.json`, 'utf8')) as {
  src: string;
  full: string;
  alt: string;
}[];

/** Opens `body` on the partner's origin with the widget's snippet; returns the console errors and warnings seen and the photos' CORP headers. */
async function openOnPartner(page: Page, baseURL: string, tag: string, body: string) {
  const problems: string[] = [];
  const corp: (string | undefined)[] = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER.slice(0, -1) });
  await blockThirdParties(page.context(), [PARTNER_HOST, new URL(siteUrl).hostname]);
  // The live site's photos, from the test server (its headers too).
  await page.route(`${siteUrl}/img/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    // Lazy photos may still be asked for as the test ends: then there is nothing left to answer.
    const response = await route.fetch({ url: `${baseURL}${path}` }).catch(() => null);
    if (!response) return route.abort().catch(() => {});
    corp.push(response.headers()['cross-origin-resource-policy']);
    await route.fulfill({ response }).catch(() => {});
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${loaderLine(`${baseURL}/embed/v1/loader.js`)}</head><body><main><h1>Our partners</h1>${body}</main></body></html>`;
  await page.route(`${PARTNER}**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(PARTNER);
  await page.waitForFunction((t) => !!customElements.get(t), tag);
  return { problems, corp };
}

test('the gallery with no attribute shows our photos on a partner page, loaded across origins', async ({
  page,
  baseURL,
}) => {
  expect(defaults.length).toBeGreaterThan(0);
  for (const p of defaults)
    expect(
      [p.src, p.full].every((u) => u.startsWith(`${siteUrl}/img/`)),
      p.src,
    ).toBe(true);
  const { problems, corp } = await openOnPartner(page, baseURL!, 'steel-gallery', '<steel-gallery></steel-gallery>');
  const thumbs = page.locator('steel-gallery a[part=thumb]');
  await expect(thumbs).toHaveCount(defaults.length);
  await expect(thumbs.first()).toHaveAttribute('href', defaults[0].full);
  const img = thumbs.first().locator('img');
  await expect(img).toHaveAttribute('alt', defaults[0].alt);
  // Loaded, not the "Image unavailable" stand-in, and allowed on pages that require CORP.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('steel-gallery [role=img]')).toHaveCount(0);
  expect(corp.length).toBeGreaterThan(0);
  expect(new Set(corp)).toEqual(new Set(['cross-origin']));
  expect(problems).toEqual([]);
});

test('photos given as an attribute or property replace the defaults; bad JSON warns and keeps them; a javascript: link is never made', async ({
  page,
  baseURL,
}) => {
  const { problems } = await openOnPartner(
    page,
    baseURL!,
    'steel-gallery',
    '<steel-gallery photos="[{oops"></steel-gallery>',
  );
  const thumbs = page.locator('steel-gallery a[part=thumb]');
  await expect(thumbs).toHaveCount(defaults.length);
  expect(problems.filter((p) => p.startsWith('warning: [steel] steel-gallery photos ignored: not JSON'))).toHaveLength(
    1,
  );

  const mine = {
    src: `${siteUrl}/img/x.jpeg`,
    width: 4,
    height: 3,
    alt: 'Our shop',
    caption: 'Our shop',
    full: 'javascript:alert(1)',
  };
  await page
    .locator('steel-gallery')
    .evaluate((el, p) => ((el as HTMLElement & { photos: unknown }).photos = [p, p]), mine);
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.first()).toHaveAttribute('href', mine.src);
  expect(await page.locator('steel-gallery').evaluate((el) => el.shadowRoot!.innerHTML)).not.toMatch(/javascript:/i);
  expect(problems.filter((p) => p.includes('steel-gallery photo 0 full ignored'))).not.toHaveLength(0);
  await page.locator('steel-gallery').evaluate((el, p) => el.setAttribute('photos', JSON.stringify([p])), {
    ...mine,
    full: `${siteUrl}/img/x-large.jpeg`,
  });
  await expect(thumbs).toHaveCount(1);
  await expect(thumbs.first()).toHaveAttribute('href', `${siteUrl}/img/x-large.jpeg`);
});
