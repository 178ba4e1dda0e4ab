/**
 * Honest content (docs/design.md, "Honest content until the owner replaces it"), read from the BUILT HTML:
 * the trading disclosures of a limited company on every page, no review markup for invented reviews, review dates
 * that do not go stale, and placeholder photos that say they are examples.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { allRoutes, ROOT, jsonLd } from './built-site.ts';
import { load, textOf, norm } from './content-helpers.ts';
import { readData } from '../../shared/data/load.ts';
import { isRegisteredCompany } from '../../shared/schema/content.ts';

const business = readData('business');
const reviews = readData('reviews');
const routes = [...allRoutes, '/404'];
const fileOf = (route: string) => (route === '/404' ? `${ROOT}/404.html` : route);

describe('legal identity of a limited company (Companies Act trading disclosures)', () => {
  it('business.json names a registered company, so it carries a company number and registered office', () => {
    expect(isRegisteredCompany(business.legalName)).toBe(true);
    expect(business.company).toBeTruthy();
  });
  const c = business.company!;
  const office = norm(`${c.registeredOffice.street}, ${c.registeredOffice.locality}`);
  for (const route of routes) {
    it(`${route}: the footer gives the registered name, company number and registered office`, () => {
      const footer = textOf(load(fileOf(route)).querySelector('footer'));
      expect(footer).toContain(business.legalName);
      expect(footer).toMatch(new RegExp(`company number ${c.number}\\b`, 'i'));
      expect(footer).toMatch(/registered office:/i);
      expect(footer).toContain(office);
      if (c.vatNumber) expect(footer).toContain(c.vatNumber);
    });
  }
  for (const route of ['/privacy-policy', '/terms-of-service']) {
    it(`${route}: the legal page itself names the company, its number and registered office`, () => {
      const main = textOf(load(route).querySelector('main'));
      expect(main).toMatch(new RegExp(`company number ${c.number}\\b`, 'i'));
      expect(main).toContain(office);
    });
  }
});

describe('reviews while they are placeholders', () => {
  const examples = reviews.some((r) => r.placeholder);
  it('review dates are dates, not "2 weeks ago"', () => {
    for (const r of reviews) expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  for (const route of routes) {
    it(`${route}: no Review or AggregateRating JSON-LD while reviews are examples`, () => {
      if (!examples) return;
      const ld = JSON.stringify(jsonLd(load(fileOf(route))));
      expect(ld).not.toMatch(/"(Review|AggregateRating)"/);
      expect(ld).not.toMatch(/"(aggregateRating|review)":/);
    });
  }
  for (const route of ['/', '/reviews']) {
    it(`${route}: says the reviews are examples, shows month and year, and never a relative date`, () => {
      const doc = load(route);
      const section = doc.querySelector(route === '/' ? '#reviews' : '#all-reviews')!;
      const text = textOf(section);
      if (examples) {
        expect(text).toMatch(/these reviews are examples/i);
        expect(text).toMatch(/not from real customers/i);
        expect(textOf(doc.querySelector('main'))).not.toMatch(/real job|genuine|verified/i);
        expect(section.querySelectorAll('figcaption').length).toBe(textOf(section).match(/example review/gi)?.length);
      }
      expect(text).not.toMatch(/\b(\d+|a) (days?|weeks?|months?|years?) ago\b/i);
      const times = [...section.querySelectorAll('figcaption time')] as Element[];
      // docs/requirements.md#home: the home page shows the first 6
      const count = readData('reviews').length;
      expect(times.length).toBe(route === '/' ? Math.min(6, count) : count);
      for (const t of times) {
        expect(t.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}$/);
        expect(textOf(t)).toMatch(
          /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
        );
      }
    });
  }
});

it('every built page is covered by these checks', () => {
  const built = readdirSync(ROOT).filter(
    (f) => f.endsWith('.html') && !['embed.html', 'project-gallery.html'].includes(f),
  );
  expect(built.length).toBe(routes.length);
});

describe('placeholder photos say they are examples', () => {
  const copy = readData('copy');
  const entries = [
    copy.home.hero.image,
    ...readData('services').map((s) => s.hero.image),
    ...readData('gallery'),
    ...readData('team').map((t) => t.image),
  ];
  const placeholders = entries.filter((e) => e.placeholder);
  const realAlts = new Set(entries.filter((e) => !e.placeholder).map((e) => e.alt));
  const html = (route: string) =>
    readFileSync(route === '/404' ? `${ROOT}/404.html` : `${ROOT}${route === '/' ? '/index' : route}.html`, 'utf8');

  for (const route of routes) {
    it(`${route}: every photo's alt text says it is an example while it is a placeholder`, () => {
      const doc = load(fileOf(route));
      const alts = ([...doc.querySelectorAll('img')] as Element[])
        .map((i) => i.getAttribute('alt') ?? '')
        .filter((a) => a !== '');
      const bad = alts.filter(
        (a) => !realAlts.has(a) && !/^Example picture until a real photo is added: a drawing of /.test(a),
      );
      expect(bad).toEqual([]);
    });
    it(`${route}: the description of a photo that is not there yet appears nowhere in the page`, () => {
      const text = html(route)
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"');
      expect(placeholders.filter((e) => text.includes(e.alt)).map((e) => e.src)).toEqual([]);
    });
  }
  it('each placeholder subject has its own picture, and the pictures of one subject differ', async () => {
    const sharp = (await import('sharp')).default;
    const sums = new Map<string, string>();
    for (const e of placeholders) {
      const { data } = await sharp(`site/${e.src}`)
        .resize(32, 24, { fit: 'fill' })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const key = Buffer.from(data).toString('base64');
      expect(sums.get(key), `${e.src} looks the same as ${sums.get(key)}`).toBeUndefined();
      sums.set(key, e.src);
      expect(statSync(`site/${e.src}`).size, `${e.src} stays small`).toBeLessThan(80_000);
    }
  });
});

describe('example team members are marked as examples', () => {
  const team = readData('team');
  for (const route of ['/', '/about']) {
    it(`${route}: says the team is an example while it is`, () => {
      if (!team.some((t) => t.placeholder)) return;
      const text = textOf(load(route).querySelector('main'));
      expect(text).toMatch(/this team is an example/i);
      expect(text).toMatch(/not real people/i);
    });
  }
});
