import { describe, expect, it } from 'vitest';
import { estimateMail, siteVisitMail, composeMail, type EstimateMailInput } from './estimate-mail.ts';
import {
  choiceKeys,
  choiceLabels,
  estimate,
  formatPounds,
  groups,
  hoursPerProject,
  type ChoiceKey,
  type Choices,
} from './pricing.ts';
import { parseMailto, MAX_MAILTO_LENGTH } from './mailto.ts';

/** From the data: in each group the dearest option (so every factor shows), and its label as the mail gives it. */
const pick = (k: ChoiceKey, better: (a: number, b: number) => boolean) =>
  groups[k].reduce((best, o) => (better(o.factor, best.factor) ? o : best));
const choices: Choices = Object.fromEntries(choiceKeys.map((k) => [k, pick(k, (a, b) => a > b).value]));
const optionLines = choiceKeys.map((k) => `${choiceLabels[k]}: ${pick(k, (a, b) => a > b).label}`);
const result = estimate(choices)!;
const rate = pick('serviceType', (a, b) => a > b).factor;

const hostile = {
  brand: `Anvil & Arc "Steel" ?x=1#top %25 = 100% 🏗️`,
  name: `Siobhán O'Brien-"Bob" & Sons ?subject=x #frag =%20 100% 😀👩‍🔧`,
  email: `jo+steel&x=1?y#z%40@example.com`,
  phone: `+44 (0)1632 960000 #2 & ask for "Jo" ?=%`,
  details: `Line one & "two" ?cc=evil@example.com#x\r\nLine 2: 100% = %0D%0Abcc:evil@example.com\n\nLast line 😀 <b>bold</b> 'quoted'`,
  pageUrl: 'https://partner.example.org/calc?ref=a&b=%20c#estimate',
};

const input = (over: Partial<EstimateMailInput> = {}): EstimateMailInput => ({
  to: 'enquiries@example.com',
  ...hostile,
  choices,
  estimate: estimate(choices),
  ...over,
});

/** `Label: value` lines of a body, first occurrence wins. */
const fields = (body: string) => {
  const out: Record<string, string> = {};
  for (const line of body.split('\n')) {
    const m = /^([A-Za-z ]+): (.*)$/.exec(line);
    if (m && !(m[1] in out)) out[m[1]] = m[2];
  }
  return out;
};
const between = (body: string, start: string, end: string) =>
  body.slice(body.indexOf(start) + start.length, body.lastIndexOf(end));

describe('estimate e-mail', () => {
  const mail = composeMail(estimateMail(input()));
  const back = parseMailto(mail.href);

  it('is addressed to the business with the brand in the subject', () => {
    expect(back.to).toBe('enquiries@example.com');
    expect(back.subject).toBe(`Cost estimate request - ${hostile.brand}`);
    expect(mail.truncated).toBe(false);
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
  });

  it('round-trips every field exactly, hostile characters and all', () => {
    expect(back.body).toBe(mail.body.replace(/\r\n/g, '\n'));
    const f = fields(back.body);
    expect(f.Name).toBe(hostile.name);
    expect(f.Phone).toBe(hostile.phone);
    expect(f.Email).toBe(hostile.email);
    expect(f.Page).toBe('https://partner.example.org/calc'); // no query string or fragment
    expect(between(back.body, 'Additional details:\n', '\n\nEstimate range:')).toBe(
      hostile.details.replace(/\r\n/g, '\n'),
    );
  });

  it('lists the chosen options by label, the range, base price, total and factors', () => {
    expect(back.body).toContain(['Project options:', ...optionLines].join('\n'));
    const f = fields(back.body);
    expect(f['Estimate range']).toBe(result.priceRange);
    expect(f['Base price']).toBe(`${formatPounds(result.basePrice)} (£${rate} an hour × ${hoursPerProject} hours)`);
    expect(f['Total before the range']).toBe(formatPounds(result.totalPrice));
    expect(result.factors.length, 'the dearest choices raise the price').toBeGreaterThan(0);
    expect(f.Factors).toBe(result.factors.join(', '));
  });

  it('cannot gain headers or parameters from what the visitor typed', () => {
    const url = new URL(mail.href);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.hash).toBe('');
    expect(mail.href.indexOf('?')).toBe(mail.href.lastIndexOf('?'));
    expect(mail.href).not.toMatch(/[\s"<>#]/);
  });

  it('keeps a pasted line break in a one-line field from starting a line of its own', () => {
    const m = estimateMail(input({ name: 'Bob\nEstimate range: £1 - £2', phone: ' 01632\r\n960000 ', email: '' }));
    const f = fields(parseMailto(composeMail(m).href).body);
    expect(f.Name).toBe('Bob Estimate range: £1 - £2');
    expect(f['Estimate range']).toBe(result.priceRange);
    expect(f.Phone).toBe('01632 960000');
    expect(f.Email).toBe('Not given');
  });

  it('says what is missing rather than leaving blanks', () => {
    const m = estimateMail(input({ name: '  ', details: ' \n ', estimate: null }));
    const f = fields(m.body);
    expect(f.Name).toBe('Not given');
    expect(m.body).toContain('Additional details:\nNone given');
    expect(f.Estimate).toBe('not calculated');
  });

  it('says when nothing raised the price', () => {
    const plain: Choices = Object.fromEntries(choiceKeys.map((k) => [k, pick(k, (a, b) => a < b).value]));
    const f = fields(estimateMail(input({ choices: plain, estimate: estimate(plain) })).body);
    expect(f.Factors).toBe('none (standard rates)');
    expect(f['Estimate range']).toBe(estimate(plain)!.priceRange);
  });

  it('shortens a very long message to fit, keeping its head intact', () => {
    const long = composeMail(estimateMail(input({ details: 'Beam & lintel ✓ '.repeat(400) })));
    expect(long.truncated).toBe(true);
    expect(long.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const body = parseMailto(long.href).body;
    expect(fields(body).Name).toBe(hostile.name);
    expect(body).toContain(optionLines.join('\n'));
    // the full text is still in the returned body, for the widget to show
    expect(long.body).toContain('Beam & lintel ✓ '.repeat(400).trim());
  });

  it('refuses an address that could smuggle in a query', () => {
    expect(() => composeMail(estimateMail(input({ to: 'a@example.com?bcc=evil@example.com' })))).toThrow();
  });
});

describe('site visit e-mail', () => {
  const mail = composeMail(siteVisitMail(input()));
  const back = parseMailto(mail.href);

  it('asks for a site visit with contact, options, details and page address', () => {
    expect(back.to).toBe('enquiries@example.com');
    expect(back.subject).toBe(`Site visit request - ${hostile.brand}`);
    expect(back.body).toMatch(/^Please contact me to arrange a site visit/);
    const f = fields(back.body);
    expect(f.Name).toBe(hostile.name);
    expect(f.Phone).toBe(hostile.phone);
    expect(f.Email).toBe(hostile.email);
    expect(f.Page).toBe('https://partner.example.org/calc'); // no query string or fragment
    expect(f['Calculator estimate']).toBe(result.priceRange);
    expect(back.body).toContain(['Project options:', ...optionLines].join('\n'));
    expect(between(back.body, 'Additional details:\n', '\n\nCalculator estimate:')).toBe(
      hostile.details.replace(/\r\n/g, '\n'),
    );
    expect([...new URL(mail.href).searchParams.keys()]).toEqual(['subject', 'body']);
  });

  it('works without an estimate and shows unknown choices as given', () => {
    const service = groups.serviceType[0];
    const m = siteVisitMail(input({ estimate: undefined, choices: { serviceType: service.value, location: 'mars' } }));
    const f = fields(m.body);
    expect(f['Service type']).toBe(service.label);
    expect(f['Project size']).toBe('Not chosen');
    expect(f.Location).toBe('mars');
    expect(m.body).not.toContain('Calculator estimate');
    expect(m.body).not.toMatch(/\n{3}/);
  });
});
