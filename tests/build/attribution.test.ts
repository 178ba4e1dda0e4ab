/**
 * What the pages tell about an enquiry's source and the tag manager events (docs/widgets.md "Where an enquiry came
 * from" and "Tag managers"): the privacy policy names every parameter an enquiry carries, and the guides' recipe names
 * each event a dataLayer gets and the parameters, all read from the code that carries them.
 */
import { describe, expect, it } from 'vitest';
import { page } from './built-site.ts';
import { CARRIED_PARAMS } from '../../shared/attribution.ts';
import { dataLayerEntry } from '../../shared/analytics.ts';
import { elements } from '../../widgets/catalog.ts';

const text = (route: string, sel = 'main') => page(route).querySelector(sel)!.textContent!.replace(/\s+/g, ' ');

describe("an enquiry's source on the pages", () => {
  it('the privacy policy says what an enquiry carries, parameter by parameter, and that it keeps it only with consent', () => {
    const privacy = text('/privacy-policy');
    for (const p of CARRIED_PARAMS) expect(privacy, p).toContain(p);
    expect(privacy).toMatch(/how you arrived[^.]*browser tab only/);
  });

  it("the partners' Google Tag Manager recipe names each event a dataLayer gets, and what an enquiry carries", () => {
    // on the guides' page, where /embed's "Where you paste it" links
    const href = page('/embed').querySelector('#paste a[href$="#tag-manager"]')?.getAttribute('href') ?? '';
    const recipe = text(href.split('#')[0] || '(no link from /embed)', '#tag-manager');
    const events = elements.flatMap((e) => e.events).filter((ev) => dataLayerEntry(ev.name, {}));
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const ev of events) expect(recipe).toContain(ev.name.replace(/-/g, '_'));
    expect(recipe).toContain('Custom Event');
    expect(recipe).toContain('GA4 Event');
    expect(recipe).toContain('Google Ads Conversion Tracking');
    for (const p of CARRIED_PARAMS) expect(recipe, p).toContain(p);
  });
});
