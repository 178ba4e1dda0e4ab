/**
 * Checks the SHIPPED data (shared/data) against the specification's figures (docs/requirements.md,
 * docs/widgets.md#calculator): the counts, rates and rating the project was specified with. This is the one
 * place these figures are written in a test. Every other test reads what it expects from the data, so the owner's
 * edits (a price, a 13th review, a fifth FAQ question) pass `npm test`; this file then says where the data has
 * moved away from the specification. It is not part of `npm test`: run it with `npm run test:requirements`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseData, type DataName, type SiteData } from '../../shared/data/load.ts';
import { reviewRating } from '../../shared/review-rating.ts';
import { estimate, choiceKeys } from '../../shared/pricing.ts';

/** Always shared/data, whatever data set a build was given. */
const shipped = <K extends DataName>(name: K): SiteData[K] =>
  parseData(name, readFileSync(`shared/data/${name}.json`, 'utf8'));
const business = shipped('business');
const pricing = shipped('pricing');

describe('the shipped data has the figures of docs/requirements.md', () => {
  it('12 reviews, 5.0/5 on average; the home page shows the first 6', () => {
    const reviews = shipped('reviews');
    expect(reviews).toHaveLength(12);
    expect(reviewRating(reviews, business.reviewRating)).toEqual({ average: '5.0', count: 12 });
  });
  it('13 service pages at the addresses of docs/requirements.md#routes, 15 gallery photos, 4 team members', () => {
    expect(
      shipped('services')
        .map((s) => `/${s.slug}`)
        .sort(),
    ).toEqual(
      [
        '/steel-fabrication-kent',
        '/structural-steel-london',
        '/welding-services',
        '/steel-construction-gravesend',
        '/onsite-steel-fabrication',
        '/steel-beam-installation',
        '/3d-modeling-services',
        '/crane-hire-services',
        '/emergency-steel-repair',
        '/architectural-metalwork-london',
        '/steel-staircase-installation',
        '/industrial-steel-platforms',
        '/steel-building-extensions-kent',
      ].sort(),
    );
    expect(shipped('gallery')).toHaveLength(15);
    expect(shipped('team')).toHaveLength(4);
  });
  it('the FAQ: 5 categories of 3 or 4 questions', () => {
    const faq = shipped('faq');
    expect(faq.map((c) => c.category)).toEqual([
      'General Services',
      'Pricing & Quotes',
      'Project Timelines',
      'Technical & Quality',
      'Installation & Site Work',
    ]);
    for (const c of faq) expect(c.questions.length, c.category).toBeGreaterThanOrEqual(3);
    for (const c of faq) expect(c.questions.length, c.category).toBeLessThanOrEqual(4);
  });
  it('2 social profiles, the 11 footer areas in order, 4 home statistics, 3 offers', () => {
    expect(business.socials).toHaveLength(2);
    expect(business.footerAreas).toEqual([
      'Gravesend',
      'Canterbury',
      'Maidstone',
      'Dartford',
      'Medway',
      'London',
      'Bromley',
      'Surrey',
      'Essex',
      'Sussex',
      'Kent',
    ]);
    expect(business.homeStats.map((s) => s.value)).toEqual(['20+', '1000+', '24/7', '100%']);
    expect(business.offerCatalogue).toHaveLength(3);
  });
  it('opening hours: Monday to Friday 07:30-17:00, Saturday 07:00-13:00, Sunday closed', () => {
    expect(business.hours.map((h) => [h.label, h.opens ?? 'closed', h.closes ?? 'closed'])).toEqual([
      ['Monday to Friday', '07:30', '17:00'],
      ['Saturday', '07:00', '13:00'],
      ['Sunday', 'closed', 'closed'],
    ]);
  });
});

describe('the shipped pricing has the rates and multipliers of docs/widgets.md#calculator', () => {
  it('has the documented rates and multipliers', () => {
    const table = Object.fromEntries(
      choiceKeys.map((k) => [k, Object.fromEntries(pricing[k].map((o) => [o.value, o.factor]))]),
    );
    expect(table).toEqual({
      serviceType: {
        'steel-fabrication': 50,
        welding: 45,
        'structural-steel': 65,
        'steel-beams': 55,
        staircases: 70,
        platforms: 60,
        architectural: 75,
        emergency: 85,
      },
      projectSize: { small: 1, medium: 1.3, large: 1.7, commercial: 2.2 },
      material: { 'mild-steel': 1, galvanized: 1.4, aluminum: 2.1 },
      complexity: { basic: 1, standard: 1.3, complex: 1.8, precision: 2.2 },
      timeframe: { flexible: 1, standard: 1.2, urgent: 1.5, emergency: 2.5 },
      location: { kent: 1, london: 1.2, essex: 1.1, surrey: 1.15, other: 1.3 },
    });
    expect(pricing.hoursPerProject, 'base price = hourly rate x 40 hours').toBe(40);
    expect(pricing.range, 'the range runs from 80% to 130% of the total').toEqual({ low: 0.8, high: 1.3 });
  });

  const plain = {
    serviceType: 'steel-fabrication',
    projectSize: 'small',
    material: 'mild-steel',
    complexity: 'basic',
    timeframe: 'flexible',
    location: 'kent',
  };
  it('gives the documented worked example: steel fabrication, medium, everything else standard', () => {
    expect(estimate({ ...plain, projectSize: 'medium' })).toEqual({
      basePrice: 2000,
      totalPrice: 2600,
      low: 2080,
      high: 3380,
      priceRange: '£2,080 - £3,380',
      factors: ['Project size (×1.3)'],
    });
  });
  it('gives the documented dearest estimate', () => {
    const r = estimate({
      serviceType: 'emergency',
      projectSize: 'commercial',
      material: 'aluminum',
      complexity: 'precision',
      timeframe: 'emergency',
      location: 'other',
    })!;
    // 3400 × 2.2 × 2.1 × 2.2 × 2.5 × 1.3 = 112,312.2 → 112,312; 80% = 89,849.6; 130% = 146,005.6
    expect(r).toMatchObject({ basePrice: 3400, totalPrice: 112312, low: 89850, high: 146006 });
    expect(r.priceRange).toBe('£89,850 - £146,006');
  });
  it('rounds the documented half-way total up: 2000 × 1.7 × 1.3 × 1.5 × 1.15 = 7624.5 exactly', () => {
    const edge = { ...plain, projectSize: 'large', complexity: 'standard', timeframe: 'urgent', location: 'surrey' };
    expect(Math.round(2000 * 1.7 * 1.3 * 1.5 * 1.15), 'what naive Math.round would say').toBe(7624);
    expect(estimate(edge)).toMatchObject({ totalPrice: 7625, low: 6100, high: 9913, priceRange: '£6,100 - £9,913' });
    // Below a half stays down, at or above goes up: totals just either side of .5 from real data.
    const down = {
      ...plain,
      serviceType: 'welding',
      projectSize: 'medium',
      complexity: 'standard',
      location: 'surrey',
    }; // 1800 × 1.3 × 1.3 × 1.15 = 3498.3
    expect(estimate(down)!.totalPrice).toBe(3498);
    const up = { ...plain, projectSize: 'large', location: 'essex' }; // 2000 × 1.7 × 1.1 = 3740 exactly; low 2992, high 4862
    expect(estimate(up)).toMatchObject({ totalPrice: 3740, low: 2992, high: 4862 });
  });
});
