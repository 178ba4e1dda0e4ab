import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  CARRIED_PARAMS,
  SOURCE_FIELDS,
  campaignOf,
  landingOf,
  onlyCarried,
  sourceBlock,
  sourceOf,
} from './attribution.ts';
import { quoteBody } from './quote-mail.ts';
import { estimateMail, type EstimateMailInput } from './estimate-mail.ts';
import { envelope } from './form-endpoint.ts';
import { dataLayerEntry } from './analytics.ts';

const SITE = 'https://site.example';
/** A value of its own for each carried parameter, so a test sees each one arrive. */
const tagged = Object.fromEntries(CARRIED_PARAMS.map((k, i) => [k, `${k.replace('_', '-')}-value-${i}`]));
const query = new URLSearchParams({ ...tagged, email: 'jo@example.com', ref: 'friend' }).toString();
/** Each line after the heading is `name: value`, the value never empty, undefined or null. */
const wellFormed = (block: string) =>
  block
    .split('\n')
    .slice(1)
    .every((l) => /^[\w ]+: \S/.test(l) && !/undefined|null/.test(l));

/**
 * What docs/widgets.md "Where an enquiry came from" promises an enquiry carries, read from its first item (the names
 * in backticks), so that the contract is not taken from the list it checks (CARRIED_PARAMS).
 */
const promised = () => {
  const doc = readFileSync(new URL('../docs/widgets.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Where an enquiry came from\n'));
  const item = /\n- the campaign parameters ([\s\S]*?)\n- /.exec(section)?.[1] ?? '';
  return [...item.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
};

describe('the parameters docs/widgets.md promises, each carried (not read from CARRIED_PARAMS)', () => {
  it('the docs name the campaign tags and ad click identifiers', () => {
    // Pinned here as well, so a name dropped from the docs and the code together still fails.
    expect(promised()).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'gbraid',
      'wbraid',
      'msclkid',
      'fbclid',
    ]);
  });
  for (const name of promised())
    it(`${name} reaches the enquiry from the landing page, from its referrer and in the e-mail's block`, () => {
      const url = `${SITE}/welding-services?${name}=v-${name}&other=x`;
      expect(sourceOf(url, '')).toEqual({ [name]: `v-${name}`, landing_page: '/welding-services' });
      expect(sourceOf(`${SITE}/contact`, url)).toEqual({ [name]: `v-${name}`, landing_page: '/welding-services' });
      expect(sourceBlock(sourceOf(url, ''))).toContain(`${name}: v-${name}`);
      expect(onlyCarried({ [name]: `v-${name}` })).toEqual({ [name]: `v-${name}` });
    });
});

describe('where an enquiry came from (shared/attribution.ts)', () => {
  it('carries each named parameter of the page sent from, with its path, and nothing else of the address', () => {
    const s = sourceOf(`${SITE}/welding-services?${query}#top`, '');
    expect(s).toEqual({ ...tagged, landing_page: '/welding-services' });
    const block = sourceBlock(s);
    expect(block.split('\n')[0]).toBe('How they found us:');
    for (const [k, v] of Object.entries(tagged)) expect(block).toContain(`${k}: ${v}`);
    expect(block).toContain('landing page: /welding-services');
    expect(block).not.toMatch(/jo@example|friend|email|ref:/);
    expect(wellFormed(block), block).toBe(true);
  });

  it('on the next page opened, reads the landing page from the same-origin referrer', () => {
    expect(sourceOf(`${SITE}/contact`, `${SITE}/?${query}`)).toEqual({ ...tagged, landing_page: '/' });
  });

  it("names another site's host, never its path or query", () => {
    expect(sourceOf(`${SITE}/about`, 'https://www.search.example/results?q=steel+gates')).toEqual({
      referrer_host: 'www.search.example',
      landing_page: '/about',
    });
  });

  it('says nothing when there is nothing to say: no parameter, no other site', () => {
    for (const referrer of ['', `${SITE}/`, `${SITE}/services?page=2`, 'not a url'])
      expect(sourceOf(`${SITE}/contact?page=2`, referrer), referrer).toEqual({});
    expect(sourceBlock({})).toBe('');
    expect(sourceBlock()).toBe('');
    expect(sourceOf(`${SITE}/?utm_source=`, '')).toEqual({});
  });

  it("on a partner's page, adds the partner page's host and path", () => {
    expect(sourceOf('https://partner.example/steel/quote?utm_source=newsletter&x=1', '', null, true)).toEqual({
      utm_source: 'newsletter',
      landing_page: '/steel/quote',
      partner_page: 'partner.example/steel/quote',
    });
  });

  it('the landing kept for the visit wins over the referrer, and only its named fields count', () => {
    const kept = { utm_source: 'kept', landing_page: '/', name: 'Jo Bloggs', gclid: '' };
    expect(sourceOf(`${SITE}/contact`, `${SITE}/?utm_source=later`, kept)).toEqual({
      utm_source: 'kept',
      landing_page: '/',
    });
    expect(onlyCarried('not an object')).toEqual({});
    expect(Object.keys(onlyCarried(Object.fromEntries(SOURCE_FIELDS.map((k) => [k, 'x']))))).toEqual(SOURCE_FIELDS);
  });

  it('keeps a value on one line, so it can never pose as another line of the e-mail', () => {
    const s = landingOf(`${SITE}/?utm_campaign=${encodeURIComponent('spring\nPhone: 0800 000')}`);
    expect(s.utm_campaign).toBe('spring Phone: 0800 000');
    expect(sourceBlock(s).split('\n')).toHaveLength(3);
  });
});

describe('the enquiry carries it', () => {
  const source = sourceOf(`${SITE}/?${query}`, 'https://ads.example/click');
  const fields = [{ name: 'description', label: 'Description', type: 'textarea' }];

  it('in the quote e-mail, a block after the message', () => {
    const body = quoteBody({ fields, values: { description: 'A gate' }, page: `${SITE}/`, source });
    expect(body.endsWith(sourceBlock(source))).toBe(true);
    expect(body.indexOf('A gate')).toBeLessThan(body.indexOf('How they found us:'));
    expect(quoteBody({ fields, values: { description: 'A gate' }, page: `${SITE}/` })).not.toContain('How they');
  });

  it("in the calculator's e-mail", () => {
    const input = { to: 'a@b.example', brand: 'B', choices: {}, pageUrl: `${SITE}/calculator` } as EstimateMailInput;
    expect(estimateMail({ ...input, source }).body.endsWith(sourceBlock(source))).toBe(true);
    expect(estimateMail(input).body).not.toContain('How they');
  });

  it('at the form endpoint, one field each, and none without', () => {
    const about = { form: 'quote', subject: 'S', page: `${SITE}/` };
    const sent = Object.fromEntries(envelope({ ...about, source }));
    for (const [k, v] of Object.entries(source)) expect(sent[k]).toBe(v);
    expect(sent.referrer_host).toBe('ads.example');
    expect(envelope({ ...about, source: {} })).toEqual(envelope(about));
  });
});

describe("a widget event as a tag manager's dataLayer entry", () => {
  it('names it steel_<name> with what is not personal', () => {
    const result = { priceRange: '£1 - £2', low: 1, high: 2, basePrice: 1, totalPrice: 1, factors: [] };
    const options = { serviceType: 'welding' };
    expect(dataLayerEntry('steel-estimate', { result, options } as never)).toMatchObject({
      event: 'steel_estimate',
      estimate_range: '£1 - £2',
      estimate_low: 1,
      estimate_high: 2,
      options,
    });
    const composed = {
      formType: 'quote',
      href: 'mailto:a@b.example?body=Jo',
      subject: 'S',
      body: 'Name: Jo Bloggs',
      fields: { name: 'Jo Bloggs', email: 'jo@example.com', service: 'welding', description: 'secret gate' },
    };
    const entry = dataLayerEntry('steel-quote-composed', composed as never);
    expect(entry).toMatchObject({ event: 'steel_quote_composed', form_type: 'quote', service: 'welding' });
    expect(JSON.stringify(entry)).not.toMatch(/Jo|jo@|secret|mailto/);
    const rejected = dataLayerEntry('steel-file-rejected', { file: 'my-house.jpg', reason: 'too-large' } as never);
    expect(rejected).toMatchObject({ event: 'steel_file_rejected', reason: 'too-large' });
    expect(JSON.stringify(rejected)).not.toContain('my-house');
  });

  it('has none for events that are not about an enquiry', () => {
    for (const name of ['steel-gallery-open', 'steel-menu-toggle', 'steel-chat-click'])
      expect(dataLayerEntry(name, {} as never)).toBeUndefined();
  });
});

describe("a landing page's campaign in an enquiry", () => {
  it('names the campaign, the page and the variant, in the e-mail too', () => {
    const s = campaignOf('Spring gates', '/offers/gates', 'b');
    expect(s).toEqual({ campaign: 'Spring gates', campaign_page: '/offers/gates', variant: 'b' });
    expect(sourceBlock(s)).toBe('How they found us:\ncampaign: Spring gates\ncampaign page: /offers/gates\nvariant: b');
  });
  it('says nothing off a landing page, and variant a before the script chose', () => {
    expect(campaignOf(null, '/about', null)).toEqual({});
    expect(campaignOf('X', '/offers/x', null).variant).toBe('a');
  });
});
