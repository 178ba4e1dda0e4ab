import { test, expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readData } from '../../shared/data/load.ts';
import { endTarget, landingUrl } from '../../shared/landing.ts';
import { calculatorChoices } from '../lib/calculator-choices.ts';
import { landingRoutes } from './routes.ts';
import { blockThirdParties, defined, openPage, quoteForm, recordComposed } from './widget-helpers.ts';

/**
 * Campaign landing pages in the browser (docs/widgets.md "Landing pages"), each running one of the data set's: the
 * headline follows the ad's parameter only through the values the marketer listed, and nothing of the address is
 * written into the page; each visit is shown variant A or B at random with nothing stored; the enquiry and every
 * dataLayer entry name the campaign, the page and the variant; a visitor after the last day is told the offer ended.
 */
const offers = readData('landing-pages').filter((p) => landingRoutes.includes(landingUrl(p.slug)));

test.beforeEach(async ({ context }) => {
  await blockThirdParties(context);
});

/**
 * The headline and intro shown (innerText leaves out the choices that are hidden) and the variant chosen, and the
 * headline of the first frame that had one (`firstFrame`, recorded by `recordFirstFrame`): a visit shown another
 * headline than variant A's must see it from its first paint, not after the page's scripts have run.
 */
const shown = (page: Page) =>
  page.evaluate(() => ({
    headline: document.querySelector<HTMLElement>('h1')!.innerText.trim(),
    variant: document.querySelector('meta[name="steel-campaign"]')?.getAttribute('data-variant'),
    firstFrame: (window as { firstFrameHeadline?: string }).firstFrameHeadline,
  }));
/**
 * Before each load: the headline as it stands in the first animation frame (just before a paint) that shows one (an
 * h1 with rendered text: while the choice is being made, the headlines are hidden, which shows nothing wrong).
 */
const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    const look = () => {
      const text = document.querySelector('h1')?.innerText.trim();
      if (text) (window as { firstFrameHeadline?: string }).firstFrameHeadline = text;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
/**
 * Serves `route` as a slow network can deliver it: the page's HTML up to the end of its first headline, then, after a
 * pause long enough for the browser to paint what it has, the rest; every other request passed to the test server.
 * Returns the address of the page on this server's origin, and a function that closes it.
 */
async function inPieces(baseURL: string, route: string) {
  // What failed between the test server and the browser: answered with a 502 and listed, so a failure is named
  // rather than a request left open until the test's time runs out.
  const errors: string[] = [];
  const server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url!, baseURL), {
        headers: { 'accept-encoding': 'identity' },
        signal: AbortSignal.timeout(10_000),
      });
      const type = upstream.headers.get('content-type') ?? '';
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      if (!req.url!.startsWith(route) || !type.startsWith('text/html'))
        return res.end(Buffer.from(await upstream.arrayBuffer()));
      const html = await upstream.text();
      const cut = html.indexOf('</span>', html.indexOf('data-choice')) + '</span>'.length;
      res.write(html.slice(0, cut));
      await new Promise((r) => setTimeout(r, PIECE_PAUSE));
      res.end(html.slice(cut));
    } catch (e) {
      errors.push(`${req.url}: ${e}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    // the browser's keep-alive connections would otherwise hold close() open until they time out
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  };
  return { origin, errors, close };
}
/** How long the HTML stops after its first headline: many frames, so a paint of the half page is seen if it happens. */
const PIECE_PAUSE = 500;
/** Before each load: every headline text the h1 shows in a frame, in order, once each time it changes. */
const recordHeadlines = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as { headlinesSeen?: string[] }).headlinesSeen = seen;
    const look = () => {
      const text = document.querySelector('h1')?.innerText.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
      if (document.readyState !== 'complete' || seen.length === 0) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

const written = (page: Page) =>
  page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, cookies: document.cookie }));

test('every running landing page of the data set is tested here', () => {
  expect(offers.map((p) => landingUrl(p.slug))).toEqual(landingRoutes);
});

for (const p of offers) {
  const url = landingUrl(p.slug);
  const variants = { a: p.headline, b: p.variantB?.headline ?? p.headline };

  test.describe(url, () => {
    const dyn = p.dynamicHeadline;
    test.skip(!dyn, 'no dynamic headline');
    test('arriving in pieces, a page shown a listed headline never paints the default one first', async ({
      page,
      baseURL,
    }) => {
      if (!dyn) return;
      const pieces = await inPieces(baseURL!, url);
      try {
        await recordHeadlines(page);
        const v = dyn.values.at(-1)!;
        await page.goto(`${pieces.origin}${url}?${dyn.param}=${encodeURIComponent(v.value)}`);
        await page.waitForFunction(() => document.readyState === 'complete');
        expect(pieces.errors, 'requests the piecewise server could not pass on').toEqual([]);
        const seen = await page.evaluate(() => (window as { headlinesSeen?: string[] }).headlinesSeen);
        expect(seen, 'the headlines painted, in order').toEqual([v.headline]);
      } finally {
        await pieces.close();
      }
    });
    test('a listed value of its parameter shows its headline; anything else the default, and nothing of it', async ({
      page,
    }) => {
      if (!dyn) return;
      await recordFirstFrame(page);
      for (const v of dyn.values) {
        await openPage(page, `${url}?${dyn.param}=${encodeURIComponent(v.value)}`);
        expect(await shown(page)).toMatchObject({ headline: v.headline, firstFrame: v.headline });
      }
      const marker = 'zq-marker';
      const dialogs: string[] = [];
      page.on('dialog', (d) => (dialogs.push(d.message()), d.dismiss()));
      for (const value of [
        `${dyn.values[0].value}-${marker}`,
        dyn.values[0].value.toUpperCase() + marker,
        `<script>alert("${marker}")</script>`,
        `<img src=x onerror=alert("${marker}")>`,
        `"><b id="${marker}">${marker}</b>`,
      ]) {
        await openPage(page, `${url}?${dyn.param}=${encodeURIComponent(value)}`);
        const { headline, variant } = await shown(page);
        expect(headline, value).toBe(variants[variant as 'a' | 'b']);
        expect(await page.content(), value).not.toContain(marker);
        expect(await page.locator(`#${marker}`).count()).toBe(0);
      }
      expect(dialogs).toEqual([]);
    });
  });

  test.describe(`${url}: variants`, () => {
    test.skip(!p.variantB, 'one variant');
    test('both variants are shown over many loads, with nothing stored, each with its own headline', async ({
      page,
      context,
    }) => {
      const seen = new Set<string>();
      await recordFirstFrame(page);
      for (let i = 0; i < 24 && seen.size < 2; i++) {
        await openPage(page, url);
        const { headline, variant, firstFrame } = await shown(page);
        expect(headline).toBe(variants[variant as 'a' | 'b']);
        expect(firstFrame, 'the headline of the first frame').toBe(headline);
        seen.add(variant!);
        expect(await written(page)).toEqual({ session: 0, local: 0, cookies: '' });
      }
      // the chance of 24 loads all alike is 2 in 16 million
      expect([...seen].sort()).toEqual(['a', 'b']);
      expect(await context.cookies()).toEqual([]);
    });
  });

  const quote = p.blocks.some((b) => b.kind === 'quote');
  test.describe(`${url}: enquiry`, () => {
    test.skip(!quote, 'no quote form');
    test('a quote sent from it names the campaign, the page and the variant shown', async ({ page }) => {
      await openPage(page, `${url}?utm_source=test-ad`);
      const { variant } = await shown(page);
      const composed = await recordComposed(page);
      const form = quoteForm(page);
      await form.field('name').fill('Jo Bloggs');
      await form.field('phone').fill('07700 900123');
      await form.field('email').fill('jo@example.org');
      if (!(await form.field('service').inputValue())) await form.field('service').selectOption({ index: 1 });
      await form.field('location').selectOption({ index: 1 });
      await form.field('description').fill('A beam over a new opening');
      await form.send();
      await expect.poll(() => composed.length).toBe(1);
      expect(composed[0].body).toContain(`campaign: ${p.campaign}`);
      expect(composed[0].body).toContain(`campaign page: ${url}`);
      expect(composed[0].body).toContain(`variant: ${variant}`);
      expect(composed[0].body).toContain('utm_source: test-ad');
    });
  });

  test(`${url}: each dataLayer entry names the campaign, the page and the variant`, async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer = []));
    await openPage(page, url);
    const { variant } = await shown(page);
    const calc = p.blocks.some((b) => b.kind === 'calculator');
    if (calc) {
      await defined(page, 'steel-calculator');
      const c = page.locator('steel-calculator').first();
      for (const [k, v] of Object.entries(calculatorChoices))
        await c.locator(`input[name="${k}"][value="${v}"]`).check();
      await c.locator('input[name="email"]').fill('jo@example.org');
      await c.getByRole('button', { name: 'Calculate estimate' }).click();
      await expect(c.locator('.range')).toBeVisible();
    } else {
      // a refused file is an entry too (docs/widgets.md "Tag managers")
      await quoteForm(page)
        .field('files')
        .setInputFiles({ name: 'x.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('x') });
    }
    const entries = await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) =>
        String(e.event).startsWith('steel_'),
      ),
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e).toMatchObject({ campaign: p.campaign, campaign_page: url, variant });
  });

  test(`${url}: a visitor after its last day is told it has ended and where to go`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${p.ends}T12:00:00`).getTime() + 24 * 3600 * 1000);
    await openPage(page, url);
    const note = page.locator('.offer-ended');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This offer has ended');
    const to = endTarget(p);
    if (to) await expect(note.locator(`a[href="${to}"]`)).toBeVisible();
  });

  test(`${url}: until its last day, the note stays hidden`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${p.ends}T12:00:00`).getTime());
    await openPage(page, url);
    await expect(page.locator('.offer-ended')).toBeHidden();
  });
}
