import { reservedTags, snippetReserve } from '../../widgets/partner/build/reserve.ts';
import { test, expect, type Page } from '@playwright/test';
import { blockThirdParties } from './widget-helpers.ts';
import { elements } from '../../widgets/catalog.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';
import { exampleOf } from '../../widgets/common/example.ts';
import { folderOf } from '../../widgets/common/element-interface.ts';
import { readData } from '../../shared/data/load.ts';

/**
 * A partner page with a strict policy of its own: no inline styles, no inline scripts, Trusted Types.
 * Each embeddable widget, loaded by its documented snippet, must be styled, work, and break no rule.
 * (The partner is a `.localhost` origin: see partner-hostile-page.spec.ts for why.)
 */
const PARTNER_HOST = 'strict-partner.localhost';
const PARTNER = `http://${PARTNER_HOST}/`;
const embeddable = elements.filter((e) => e.embeddable).map((e) => e.tag);

/** The live site, where the gallery's default photos are (scripts/partner-photos.ts); /embed tells partners to allow it in img-src. */
const SITE = (readData('business').siteUrl as string).replace(/\/$/, '');
/** Where the forms send enquiries when the data sets it (docs/form-endpoint.md): /embed tells partners to allow it. */
const { formEndpoint } = readData('business') as { formEndpoint?: string };
const FORMS = formEndpoint ? ` ${new URL(formEndpoint).origin}` : '';
/**
 * The policy /embed documents: our origin for scripts, the reserve stylesheet and images, and for connections (the
 * live facts) with the form endpoint's origin when one is set; `styles` narrows style-src.
 */
const policy = (widgets: string, styles = `'self' ${widgets}`) =>
  `default-src 'none'; script-src ${widgets}; style-src ${styles}; img-src ${widgets} ${SITE} data:; connect-src ${widgets}${FORMS}; require-trusted-types-for 'script'`;

/**
 * `tag` is the widget on the page; `loader` uses the loader snippet (every partner tag on the page) instead of the
 * tag's own; `styles` is the policy's style-src.
 */
async function openStrictPartner(
  page: Page,
  widgets: string,
  tag: string,
  loader = false,
  styles?: string,
  pasteStyles = false,
) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  // Init scripts run before the page's own and outside its policy: they only listen.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} ${e.sample}`),
    );
  });
  await page.context().grantPermissions(['local-network-access'], { origin: PARTNER.slice(0, -1) });
  await blockThirdParties(page.context(), [PARTNER_HOST, new URL(SITE).hostname]);
  // The live site's photos, answered by the test server.
  await page.route(
    `${SITE}/img/**`,
    (route) =>
      route
        .fetch({ url: `${widgets}${new URL(route.request().url()).pathname}` })
        .then((response) => route.fulfill({ response }))
        .catch(() => route.abort().catch(() => {})), // asked for as the test ends
  );
  // The snippet from /embed, as a partner pastes it.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict partner</title>
${loader ? loaderLine(`${widgets}/embed/v1/loader.js`) : `<script src="${widgets}/embed/v1/${tag}.js" defer></script>`}</head>
<body><main><h1>Partner</h1>${(loader ? embeddable : [tag]).map((t) => `${pasteStyles && snippetReserve(t) ? `<style>${snippetReserve(t)}</style>` : ''}<${t}></${t}><p>Text below the widget.</p>`).join('')}</main></body></html>`;
  await page.route(`${PARTNER}**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({
          contentType: 'text/html',
          headers: { 'Content-Security-Policy': policy(widgets, styles) },
          body: html,
        })
      : route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(PARTNER, { waitUntil: 'networkidle' });
  await page.waitForFunction((tags) => tags.every((t) => !!customElements.get(t)), loader ? embeddable : [tag]);
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { problems, violations };
}

/** Sizes that only hold when the widget's styles apply: 44 px buttons, visually hidden text in a 1 px box. */
async function expectStyled(page: Page, tag: string) {
  const boxes = await page.locator(tag).evaluate((el) => {
    const root = el.shadowRoot!;
    const buttons = [...root.querySelectorAll<HTMLElement>('button, .btn')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => b.getBoundingClientRect().height);
    const hidden = [...root.querySelectorAll<HTMLElement>('.sr-only')]
      .map((s) => s.getBoundingClientRect())
      .map((r) => [r.width, r.height]);
    return {
      buttons,
      hidden,
      sheets: root.adoptedStyleSheets.length,
      styleElements: root.querySelectorAll('style').length,
    };
  });
  expect(boxes.sheets, `${tag} adopts its stylesheet`).toBeGreaterThan(0);
  expect(boxes.styleElements, `${tag} writes no <style> element`).toBe(0);
  for (const h of boxes.buttons) expect(h, `${tag}: a button is at least 44 px tall`).toBeGreaterThanOrEqual(44);
  for (const [w, h] of boxes.hidden)
    expect(w <= 1 && h <= 1, `${tag}: visually hidden text is in a 1 px box (${w}x${h})`).toBe(true);
}

test.describe('a partner page with a strict CSP and Trusted Types', () => {
  for (const tag of embeddable) {
    test(`${tag}: styled, working, no policy violation`, async ({ page, baseURL }) => {
      const { problems, violations } = await openStrictPartner(page, baseURL!, tag);
      await expect(page.locator(tag).locator('.fallback'), `${tag} is not showing its fallback`).toHaveCount(0);
      await expectStyled(page, tag);

      // what a visitor does with it there, and what must happen: the widget's example (widgets/<folder>/example.ts)
      await (await exampleOf(folderOf({ tag: tag as `steel-${string}` }))).onPartnerPage?.(page, page.locator(tag));
      expect(await violations(), 'securitypolicyviolation events').toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the loader with every widget: all defined and styled, the reserve rules adopted (no <style>), no policy violation', async ({
    page,
    baseURL,
  }) => {
    const { problems, violations } = await openStrictPartner(page, baseURL!, embeddable[0], true);
    for (const tag of embeddable) {
      await expect(page.locator(tag).locator('.fallback'), `${tag} is not showing its fallback`).toHaveCount(0);
      await expectStyled(page, tag);
    }
    expect(
      await page.evaluate(() => [document.adoptedStyleSheets.length, document.querySelectorAll('style').length]),
      'adopted sheets, <style> elements',
    ).toEqual([2, 0]);
    expect(await violations(), 'securitypolicyviolation events').toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a style-src that refuses inline styles refuses the snippets' rules: the widgets still work, the loader keeps their space", async ({
    page,
    baseURL,
  }) => {
    const { problems, violations } = await openStrictPartner(page, baseURL!, embeddable[0], true, "'self'", true);
    expect(await violations(), "the snippets' <style> elements refused, nothing else").toEqual(
      reservedTags().map(() => expect.stringMatching(/^style-src(-elem)?: inline/)),
    );
    for (const tag of embeddable) await expectStyled(page, tag);
    // The loader's adopted copy of the live rules: each widget with a floor keeps it, on its outermost part.
    for (const tag of reservedTags()) {
      const part = elements.find((e) => e.tag === tag)!.reserve!.part;
      const [box, floor] = await page
        .locator(tag)
        .evaluate(
          (el, p) => [
            el.getBoundingClientRect().height,
            parseFloat(getComputedStyle(el.shadowRoot!.querySelector(`[part~="${p}"]`)!).minHeight) || 0,
          ],
          part,
        );
      expect(floor, `${tag}: a floor from the loader's copy of the rules`).toBeGreaterThan(0);
      expect(box, tag).toBeGreaterThanOrEqual(floor - 1);
    }
    expect(problems.filter((p) => !/inline style/.test(p))).toEqual([]);
  });
});
