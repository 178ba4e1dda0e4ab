import { test, expect } from '@playwright/test';
import { serveSite, servePartner, type Site, type Partner } from '../engines/server.ts';
import { delayRuntime, delayScripts } from './delayed-scripts.ts';
import { calculatorSnippet, expectClean, expectEstimate, expectUpgraded, TAG, watch } from './host.ts';

/**
 * The calculator's snippet in a WordPress post (a Custom HTML block) on a site whose caching plugin delays
 * JavaScript until the visitor's first interaction (WP Rocket, emulated in tests/hosts/delayed-scripts.ts):
 * before it the calculator's module has not run; after the first mouse move it upgrades and works.
 */
let site: Site;
let partner: Partner;
test.beforeAll(async () => {
  site = await serveSite();
  partner = await servePartner();
});
test.afterAll(async () => {
  await partner?.close();
  await site?.close();
});

const post = (block: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A WordPress post</title>
</head><body><main><article><h1>Steel for our builds</h1>
<div class="wp-block-html">${block}</div>
<p>The text after the block.</p>
</article></main></body></html>`;

for (const [path, recreate] of [
  ["Chromium's path (each script changed in place)", false],
  ["Firefox's and Safari's path (each script recreated)", true],
] as const) {
  test(`held until the first interaction, then the calculator upgrades and gives an estimate: ${path}`, async ({
    page,
  }) => {
    const w = await watch(page);
    partner.page = delayScripts(post(calculatorSnippet(site.origin))).replace(
      '</title>',
      `</title>\n${delayRuntime(recreate)}`,
    );
    await page.goto(partner.origin, { waitUntil: 'networkidle' });
    // Held: the page has loaded and is idle, and no module of ours has run.
    expect(
      await page.evaluate(
        (tag) => [!!customElements.get(tag), !!document.querySelector(tag)?.shadowRoot, document.readyState],
        TAG,
      ),
    ).toEqual([false, false, 'complete']);
    await page.mouse.move(200, 200);
    await expectUpgraded(page, w);
    await page.waitForFunction(() => (window as unknown as { __rocketDone?: boolean }).__rocketDone);
    await expectEstimate(page);
    expectClean(w);
    expect(partner.problems, "the partner's page reports").toEqual([]);
    expect(site.problems, 'our site reports').toEqual([]);
  });
}
