/**
 * Honest content (docs/decisions.md, "Honest content until the owner replaces it"), read from the BUILT HTML:
 * the trading disclosures of a limited company on every page, no review markup for invented reviews, review dates
 * that do not go stale, and placeholder photos that say they are examples.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync } from 'node:fs';
import { allRoutes, ROOT, jsonLd, types } from './built-site.ts';
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
      expect(times.length).toBe(route === '/' ? 6 : 12);
      for (const t of times) {
        expect(t.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}$/);
        expect(textOf(t)).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
      }
    });
  }
});

it('every built page is covered by these checks', () => {
  const built = readdirSync(ROOT).filter((f) => f.endsWith('.html') && !['embed.html', 'project-gallery.html'].includes(f));
  expect(built.length).toBe(routes.length);
});
