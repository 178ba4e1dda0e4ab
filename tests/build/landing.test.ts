/**
 * Campaign landing pages as built (docs/cms.md "Landing pages"), for every entry of the data set's
 * landing-pages.json: a page for one campaign while it runs (noindex, out of the sitemap, canonical to itself, no
 * menu, the legal links and the address, its campaign named for the widgets), and once its last day has passed, a
 * redirect to its service page in every host configuration the build writes.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT, SITE_URL, fileFor, page, meta } from './built-site.ts';
import { readData } from '../../shared/data/load.ts';
import { distDir } from '../../shared/data-set.js';
import { endTarget, hasEnded, isoDay, landingUrl } from '../../shared/landing.ts';

const offers = readData('landing-pages');
const business = readData('business');
const legal = ['privacy', 'terms'].map((k) => readData('pages').find((p) => p.key === k)!.url);
const today = isoDay(new Date());
const live = offers.filter((p) => !hasEnded(p, today));
const ended = offers.filter((p) => hasEnded(p, today));
const text = (d: Document, sel: string) => [...d.querySelectorAll(sel)].map((e) => e.textContent ?? '');

describe.runIf(live.length)('a running landing page', () => {
  it.each(live.map((p) => [landingUrl(p.slug), p] as const))('%s: one campaign, nothing to wander off to', (url, p) => {
    const doc = page(url);
    expect(doc.title).toBe(p.title);
    expect(meta(doc, 'meta[name="description"]')).toBe(p.description);
    expect(meta(doc, 'meta[name="robots"]')).toMatch(/noindex/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${url}`);
    expect(doc.querySelector('nav[aria-label="Main"], nav[aria-label="Mobile"], steel-site-menu')).toBeNull();
    expect(doc.querySelector('nav[aria-label="Breadcrumb"], .breadcrumbs')).toBeNull();
    expect(doc.querySelector('header a[href^="tel:"]')?.textContent).toContain(business.phone.display);
    const footer = doc.querySelector('footer')!;
    expect(footer.querySelector('address')?.textContent).toContain(business.address.postcode);
    for (const url of legal) expect(footer.querySelector(`a[href="${url}"]`), url).not.toBeNull();
    // its campaign for the enquiries and the dataLayer, variant A until the script chooses (site/scripts/landing-choice.ts)
    const campaign = doc.querySelector('meta[name="steel-campaign"]');
    expect(campaign?.getAttribute('content')).toBe(p.campaign);
    expect(campaign?.getAttribute('data-variant')).toBe('a');
    // the first headline and intro shown without JavaScript, every other choice written in the page, hidden
    const h1 = doc.querySelector('h1')!;
    const shown = [...h1.querySelectorAll('[data-choice]:not([data-off])')].map((e) => e.textContent);
    expect(shown.length ? shown : [h1.textContent]).toEqual([p.headline]);
    expect(text(doc, 'h1 [data-off]').sort()).toEqual(
      [
        ...(p.variantB ? [p.variantB.headline] : []),
        ...(p.dynamicHeadline?.values.map((v) => v.headline) ?? []),
      ].sort(),
    );
    // each block's heading, in order, and a quote form or calculator
    expect(text(doc, 'main section h2')).toEqual(p.blocks.map((b) => b.heading));
    expect(doc.querySelector('main steel-quote-form, main steel-calculator')).not.toBeNull();
    // the offer-ended note is in the page for a visitor after the date, hidden until the script shows it
    expect(doc.querySelector('.offer-ended')?.getAttribute('data-ends')).toBe(p.ends);
    expect(doc.querySelector('.offer-ended')?.hasAttribute('hidden')).toBe(true);
  });

  it('is left out of the sitemaps and has its headers', () => {
    const xml = readFileSync(`${ROOT}/sitemap.xml`, 'utf8');
    const sitemap = readFileSync(fileFor('/sitemap'), 'utf8');
    const headers = readFileSync(`${ROOT}/_headers`, 'utf8');
    for (const p of live) {
      expect(xml).not.toContain(landingUrl(p.slug));
      expect(sitemap).not.toContain(`href="${landingUrl(p.slug)}"`);
      expect(headers).toMatch(new RegExp(`^${landingUrl(p.slug)}\\n\\s+Cache-Control: no-cache`, 'm'));
    }
  });
});

describe.runIf(ended.length)('a landing page past its last day', () => {
  it.each(ended.map((p) => [landingUrl(p.slug), p] as const))(
    '%s goes to its service page in _redirects, in nginx and by a refresh page',
    (url, p) => {
      const to = endTarget(p)!;
      expect(readFileSync(`${ROOT}/_redirects`, 'utf8')).toMatch(new RegExp(`^${url}\\s+${to}\\s+302$`, 'm'));
      expect(readFileSync(`${distDir}/nginx/steel-site.conf`, 'utf8')).toContain(
        `location = ${url} { return 302 ${to}; }`,
      );
      const doc = page(url);
      expect(meta(doc, 'meta[http-equiv="refresh"]')).toBe(`0; url=${to}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${to}`);
      expect(meta(doc, 'meta[name="robots"]')).toMatch(/noindex/);
      expect(existsSync(fileFor(to)), `${to} is a page`).toBe(true);
      // none of the offer's page is left
      expect(doc.querySelector('steel-quote-form, steel-calculator, meta[name="steel-campaign"]')).toBeNull();
    },
  );
});

it('the data set has landing pages, so the checks above ran', () => {
  expect(offers.length).toBeGreaterThan(0);
});
