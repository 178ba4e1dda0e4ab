import { test, expect } from '@playwright/test';
import { serveSite, servePartner, type Site, type Partner } from '../engines/server.ts';
import { container, containerSnippet, forTagManager, publish } from './tag-manager.ts';
import { calculatorSnippet, expectClean, expectEstimate, expectUpgraded, TAG, watch } from './host.ts';
import { guides, inPlace } from '../../site/_includes/embed-guides.ts';

/**
 * The calculator's snippet in a Google Tag Manager Custom HTML tag fired on Window Loaded: the partner's page
 * has only the container's snippet; the tag's HTML arrives after `load` and each of its scripts is recreated
 * by the container (tests/hosts/tag-manager.ts says how, and why the snippet needs its GTM form there).
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

const partnerHtml = (head: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner with a tag manager</title>
${head}
</head><body><main><h1>Our partners</h1><p>The partner's own text.</p></main></body></html>`;

test('a Custom HTML tag fired after load inserts the snippet: the calculator upgrades there and gives an estimate', async ({
  page: tab,
}) => {
  const w = await watch(tab);
  partner.page = partnerHtml(containerSnippet('/gtm.js'));
  partner.files['/gtm.js'] = container(publish(forTagManager(calculatorSnippet(site.origin))));
  // Whether the widget's tag was already in the page when `load` came: a Window Loaded tag comes after it.
  await tab.addInitScript((tag) => {
    addEventListener(
      'load',
      () => ((window as unknown as { __atLoad: boolean }).__atLoad = !!document.querySelector(tag)),
    );
  }, TAG);
  await tab.goto(partner.origin);
  await tab.waitForFunction(() => (window as unknown as { __tagFired?: boolean }).__tagFired);
  expect(
    await tab.evaluate(() => (window as unknown as { __atLoad: boolean }).__atLoad),
    'the tag came after load',
  ).toBe(false);
  await expectUpgraded(tab, w);
  await expectEstimate(tab);
  expectClean(w);
  expect(partner.problems, "the partner's page reports").toEqual([]);
  expect(site.problems, 'our site reports').toEqual([]);
});

test("the Tag Manager guide's recipe (/embed/guides): the tag with its fallback in the page, a plain script in a Custom HTML tag", async ({
  page: tab,
}) => {
  const w = await watch(tab);
  const loader = `${site.origin}/embed/v1/loader.js`;
  const recipe = guides(loader, TAG).find((g) => g.id === 'gtm')!.code!;
  const tag = inPlace(calculatorSnippet(site.origin), loader);
  partner.page = partnerHtml(containerSnippet('/gtm.js')).replace('</main>', `${tag}</main>`);
  partner.files['/gtm.js'] = container(publish(recipe));
  await tab.goto(partner.origin);
  await tab.waitForFunction(() => (window as unknown as { __tagFired?: boolean }).__tagFired);
  await expectUpgraded(tab, w);
  await expectEstimate(tab);
  expectClean(w);
  expect(partner.problems, "the partner's page reports").toEqual([]);
  expect(site.problems, 'our site reports').toEqual([]);
});
