import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import sharp from 'sharp';
import { readData } from '../../shared/data/load.ts';
import { reviewRating } from '../../shared/review-rating.ts';
import {
  allRoutes,
  serviceRoutes,
  noindexRoutes,
  page,
  meta,
  jsonLd,
  types,
  SITE_URL,
  ROOT,
  fileFor,
} from './built-site.ts';

const canonicalOf = (route: string) => `${SITE_URL}${route}`;

describe('every route is a complete page with its metadata in the static HTML', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const route of [...allRoutes, '/404']) {
    it(`${route} has lang, title, description, keywords, canonical, social tags and a favicon`, async () => {
      const doc = page(route === '/404' ? `${ROOT}/404.html` : route);
      expect(doc.documentElement.getAttribute('lang')).toBe('en-GB');
      const title = doc.title.trim();
      expect(title.length, 'title (shared/schema/content.ts: at least 10 characters)').toBeGreaterThanOrEqual(10);
      const description = meta(doc, 'meta[name="description"]') ?? '';
      expect(description.length, `description of ${route} (${description.length} chars)`).toBeGreaterThanOrEqual(50);
      expect(description.length, `description of ${route} (${description.length} chars)`).toBeLessThanOrEqual(160);
      expect(meta(doc, 'meta[name="keywords"]')?.split(',').length).toBeGreaterThanOrEqual(3);
      if (route !== '/404') {
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonicalOf(route));
        expect(titles.has(title), `title "${title}" also used by ${titles.get(title)}`).toBe(false);
        expect(descriptions.has(description), `description also used by ${descriptions.get(description)}`).toBe(false);
        titles.set(title, route);
        descriptions.set(description, route);
      }
      expect(meta(doc, 'meta[property="og:title"]')).toBe(title);
      expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
      expect(meta(doc, 'meta[property="og:type"]')).toBeTruthy();
      expect(meta(doc, 'meta[property="og:url"]')).toMatch(/^https:\/\//);
      expect(meta(doc, 'meta[property="og:image:width"]')).toBe('1200');
      expect(meta(doc, 'meta[property="og:image:height"]')).toBe('630');
      expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      const og = meta(doc, 'meta[property="og:image"]')!;
      expect(og.startsWith(`${SITE_URL}/`), og).toBe(true);
      expect(meta(doc, 'meta[name="twitter:image"]')).toBe(og);
      const ogFile = `${ROOT}${og.slice(SITE_URL.length)}`;
      expect(existsSync(ogFile), ogFile).toBe(true);
      const size = await sharp(ogFile).metadata();
      expect([size.width, size.height]).toEqual([1200, 630]);
      const icon = doc.querySelector('link[rel="icon"]')?.getAttribute('href');
      // inline (saves a request before the first paint), or a file that exists
      expect(
        icon &&
          (icon.startsWith('data:image/svg+xml,<svg') ||
            icon.startsWith('data:image/svg+xml,%3Csvg') ||
            existsSync(`${ROOT}${icon}`)),
      ).toBe(true);
      const robots = meta(doc, 'meta[name="robots"]') ?? '';
      expect(robots.includes('noindex'), `noindex on ${route}`).toBe(noindexRoutes.includes(route) || route === '/404');
      expect(doc.querySelectorAll('h1').length, 'exactly one h1').toBe(1);
    });
  }
});

/** The pages with the business's whole profile (hours, place, areas, catalogue); the others name it by its card. */
const PROFILE_PAGES = ['/about', '/contact', '/reviews', '/areas-we-serve'];

describe('structured data', () => {
  for (const route of allRoutes) {
    it(`${route} has parseable JSON-LD with the business${route === '/' ? '' : ' and its breadcrumbs'}`, () => {
      const objs = jsonLd(page(route));
      const biz = objs.find((o) => o['@type'] === 'GeneralContractor');
      expect(biz, 'a LocalBusiness subtype').toBeTruthy();
      const business = readData('business');
      expect(biz['@id']).toBe(`${SITE_URL}/#business`);
      expect(biz.name).toBe(business.brand);
      expect(biz.address.addressLocality).toBe(business.address.locality);
      expect(biz.address.addressRegion).toBe(business.address.region);
      expect(biz.telephone).toBe(business.phone.e164);
      for (const url of [biz.image, biz.logo])
        expect(existsSync(`${ROOT}${url.slice(SITE_URL.length)}`), url).toBe(true);
      if (PROFILE_PAGES.includes(route)) {
        expect(typeof biz.geo.latitude).toBe('number');
        expect(biz.areaServed).toEqual(readData('areas').counties);
        expect(biz.openingHoursSpecification.length).toBe(business.hours.filter((h) => h.opens && h.closes).length);
        if (business.offerCatalogue.length)
          expect(
            biz.hasOfferCatalog.itemListElement.map((o: { itemOffered: { url: string } }) => o.itemOffered.url),
            'the offer catalogue names the services of business.json offerCatalogue',
          ).toEqual(business.offerCatalogue.map((slug) => `${SITE_URL}/${slug}`));
      }
      if (route !== '/') {
        const crumbs = objs.find((o) => o['@type'] === 'BreadcrumbList');
        expect(crumbs.itemListElement.at(-1).item).toBe(canonicalOf(route));
      }
    });
  }
  for (const route of serviceRoutes) {
    it(`${route} describes its Service with the area served`, () => {
      const svc = jsonLd(page(route)).find((o) => o['@type'] === 'Service');
      expect(svc?.areaServed?.length).toBeGreaterThan(0);
      expect(svc.provider['@id']).toContain('#business');
    });
  }
  it('/faq has an FAQPage with every question and answer', () => {
    const doc = page('/faq');
    const faq = jsonLd(doc).find((o) => o['@type'] === 'FAQPage');
    // each question with its own answer, as faq.json has them (however short an owner writes one)
    expect(
      faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => [q.name, q.acceptedAnswer.text]),
    ).toEqual(
      readData('faq')
        .flatMap((c) => c.questions)
        .map((q) => [q.question, q.answer]),
    );
  });
  // Invented example reviews never carry review markup (docs/design.md); tests/build/honest-content.test.ts checks every page.
  it('/reviews carries the aggregate rating and every review once the reviews are real, the business alone while they are examples', () => {
    expect(types(jsonLd(page('/reviews')))).toContain('GeneralContractor');
    const biz = jsonLd(page('/reviews')).find((o) => o['@type'] === 'GeneralContractor');
    const reviews = readData('reviews');
    if (!reviews.length || reviews.some((r) => r.placeholder)) {
      expect(biz.aggregateRating).toBeUndefined();
      expect(biz.review).toBeUndefined();
      return;
    }
    const rating = reviewRating(reviews, readData('business').reviewRating)!;
    expect(biz.aggregateRating.ratingValue).toBe(rating.average);
    expect(biz.aggregateRating.reviewCount).toBe(String(rating.count));
    expect(biz.review, 'every review of reviews.json').toHaveLength(reviews.length);
    expect(biz.review.map((r: { reviewBody: string }) => r.reviewBody)).toEqual(reviews.map((r) => r.text));
  });
});

describe('crawling files', () => {
  it('sitemap.xml lists every indexable page and nothing else', () => {
    const xml = readFileSync(`${ROOT}/sitemap.xml`, 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = allRoutes.filter((r) => !noindexRoutes.includes(r)).map(canonicalOf);
    expect(locs.sort()).toEqual(expected.sort());
  });
  it('robots.txt names the sitemap', () => {
    expect(readFileSync(`${ROOT}/robots.txt`, 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
  it('404.html exists and says Page Not Found', () => {
    expect(page(`${ROOT}/404.html`).querySelector('h1')?.textContent).toContain('Page Not Found');
  });
  it('/project-gallery redirects to / by _redirects and by an HTML refresh with a canonical to /', () => {
    expect(readFileSync(`${ROOT}/_redirects`, 'utf8')).toMatch(/^\/project-gallery\s+\/\s+301$/m);
    const doc = page(fileFor('/project-gallery'));
    expect(meta(doc, 'meta[http-equiv="refresh"]')).toMatch(/^0;\s*url=\/$/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}/`);
  });
  it('the sitemap page says the XML sitemap is live and links every page', () => {
    const doc = page('/sitemap');
    expect(doc.querySelector('main a[href="/sitemap.xml"]')).toBeTruthy();
    for (const r of allRoutes.filter((r) => r !== '/sitemap'))
      expect(doc.querySelector(`main a[href="${r}"]`), r).toBeTruthy();
  });
});
