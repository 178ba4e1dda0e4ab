import { describe, it, expect } from 'vitest';
import { chosen, endTarget, endedRedirects, hasEnded, isoDay, landingUrl, localDay, variantOf } from './landing.ts';

const page = (over: object = {}) => ({
  slug: 'gates',
  ends: '2026-03-31',
  blocks: [
    { kind: 'text' },
    { kind: 'calculator', service: 'welding-services' },
    { kind: 'quote', service: 'steel-fabrication-kent' },
  ],
  ...over,
});

describe('when a landing page ends and where it goes', () => {
  it('has ended only after its last day', () => {
    expect(hasEnded(page(), '2026-03-31')).toBe(false);
    expect(hasEnded(page(), '2026-04-01')).toBe(true);
  });
  it("goes to its redirect target, else its first enquiry block's service, else nowhere", () => {
    expect(endTarget(page({ redirectTo: 'crane-hire-services' }))).toBe('/crane-hire-services');
    expect(endTarget(page())).toBe('/welding-services');
    expect(endTarget(page({ blocks: [{ kind: 'quote' }] }))).toBeUndefined();
  });
  it('redirects only the pages that have ended, each to its target', () => {
    const pages = [page(), page({ slug: 'later', ends: '2099-01-01' })];
    expect(endedRedirects(pages, '2026-04-01')).toEqual([
      { from: landingUrl('gates'), to: '/welding-services', status: 302 },
    ]);
    expect(endedRedirects(pages, '2026-03-31')).toEqual([]);
  });
  it("the build counts the business's day (UK time), whatever the machine's time zone", () => {
    expect(isoDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-01');
    expect(isoDay(new Date('2026-07-01T23:30:00Z')), 'half past midnight in summer').toBe('2026-07-02');
    expect(isoDay(new Date('2026-12-01T23:30:00Z')), 'half past eleven in winter').toBe('2026-12-01');
  });
  it("counts the visitor's own calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('the headline and intro a visit shows', () => {
  const choices = [{ variant: 'a' }, { variant: 'b' }, { value: 'rsj' }, { value: 'knock-through' }];
  it('shows the headline of a listed value of the parameter', () => {
    expect(chosen(choices, '?kw=rsj', 'kw', 'a')).toBe(2);
    expect(chosen(choices, '?utm_source=x&kw=knock-through', 'kw', 'b')).toBe(3);
  });
  it("shows the variant's for any other value, markup or script, and for another parameter", () => {
    for (const search of [
      '?kw=RSJ',
      '?kw=rsj%20',
      '?kw=%3Cscript%3Ealert(1)%3C/script%3E',
      '?kw=%3Cb%3Ersj%3C/b%3E',
      '?kw=',
      '?q=rsj',
      '',
    ]) {
      expect(chosen(choices, search, 'kw', 'a'), search).toBe(0);
      expect(chosen(choices, search, 'kw', 'b'), search).toBe(1);
    }
  });
  it('ignores the parameter on a page that lists none, and an intro with no variant B shows the first', () => {
    expect(chosen(choices, '?kw=rsj', undefined, 'b')).toBe(1);
    expect(chosen([{ variant: 'a' }], '', undefined, 'b')).toBe(0);
  });
  it('splits visits at random between A and B, and shows A where there is no B', () => {
    expect(variantOf(0.1, true)).toBe('a');
    expect(variantOf(0.9, true)).toBe('b');
    expect(variantOf(0.9, false)).toBe('a');
  });
});
