import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  composeMailto,
  mailtoHref,
  parseMailto,
  isPlainAddress,
  MAX_MAILTO_LENGTH,
  TRUNCATION_NOTE,
} from './mailto.ts';

const to = 'enquiries@example.com';
const nasty = 'Tom & "Jerry" <tj@x.com>?cc=evil@x.com&bcc=evil@x.com#frag =100% 😀\nline 2\n\nline 4 + plus %20 %E2';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The raw query of a mailto link, split into its parameters. */
const params = (href: string) =>
  href
    .slice(href.indexOf('?') + 1)
    .split('&')
    .map((p) => p.split('=')[0]);

describe('mailtoHref / parseMailto', () => {
  it('round-trips any text exactly and only ever has a subject and a body', () => {
    const mail = { to, subject: nasty.replace(/\n/g, ' '), body: nasty };
    const href = mailtoHref(mail);
    expect(parseMailto(href)).toEqual(mail);
    expect(params(href)).toEqual(['subject', 'body']);
    expect(href.split('?')).toHaveLength(2);
    expect(href).not.toMatch(/[\s#"<>]/);
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.has('cc') || url.searchParams.has('bcc')).toBe(false);
  });

  it('sends line breaks as CRLF (RFC 6068) and reads those of the body back as LF; a subject is one line', () => {
    const href = mailtoHref({ to, subject: 'one\ntwo\r\nthree\rfour', body: 'a\nb\r\nc' });
    expect(href).toBe(`mailto:${to}?subject=one%20two%20three%20four&body=a%0D%0Ab%0D%0Ac`);
    expect(parseMailto(href).body).toBe('a\nb\nc');
  });

  it('round-trips arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (rawSubject, raw) => {
        const subject = rawSubject.replace(/[\r\n]/g, ' ');
        const body = raw.replace(/\r\n?/g, '\n'); // CR is normalised; everything else must survive
        const href = mailtoHref({ to, subject, body });
        expect(parseMailto(href)).toEqual({ to, subject, body });
        expect(params(href)).toEqual(['subject', 'body']);
      }),
    );
  });
});

describe('refused addresses', () => {
  it.each([
    'enquiries@example.com?cc=evil@example.com',
    'enquiries@example.com&bcc=evil@example.com',
    'a@example.com,b@example.com',
    'a@example.com;b@example.com',
    'Name <a@example.com>',
    'a b@example.com',
    'a@example.com#x',
    'a%40example.com',
    'javascript:alert(1)//@example.com',
    'no-at-sign.example.com',
    'a@localhost',
    '',
  ])('%s', (bad) => {
    expect(isPlainAddress(bad)).toBe(false);
    expect(() => mailtoHref({ to: bad, subject: 's', body: 'b' })).toThrow(/plain e-mail address/);
  });

  it('accepts ordinary addresses', () => {
    for (const ok of ['enquiries@example.com', 'first.last+quotes@sub.example.co.uk'])
      expect(isPlainAddress(ok), ok).toBe(true);
  });
});

describe('composeMailto: length limit', () => {
  it('leaves a link within the limit alone', () => {
    const mail = { to, subject: 'Hi', body: 'Short body' };
    expect(composeMailto(mail)).toEqual({ href: mailtoHref(mail), truncated: false });
  });

  it('a link of exactly the limit is not shortened; one character more is', () => {
    const base = mailtoHref({ to, subject: 's', body: '' }).length;
    const exact = { to, subject: 's', body: 'x'.repeat(MAX_MAILTO_LENGTH - base) };
    expect(composeMailto(exact)).toMatchObject({ truncated: false });
    expect(composeMailto(exact).href).toHaveLength(MAX_MAILTO_LENGTH);
    expect(composeMailto({ ...exact, body: exact.body + 'x' }).truncated).toBe(true);
  });

  it('shortens a long body to fit, keeping a prefix of it and the note', () => {
    const body = 'Line of text & more = 50% ?\n'.repeat(400);
    const { href, truncated } = composeMailto({ to, subject: 'Quote', body });
    expect(truncated).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const parsed = parseMailto(href);
    expect(parsed.body.endsWith(TRUNCATION_NOTE)).toBe(true);
    const kept = parsed.body.slice(0, -TRUNCATION_NOTE.length);
    expect(body.startsWith(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(500); // it uses the room it has
    expect(params(href)).toEqual(['subject', 'body']);
  });

  it('respects a custom limit', () => {
    const { href, truncated } = composeMailto({ to, subject: 'Quote', body: 'y'.repeat(1000) }, 500);
    expect(truncated).toBe(true);
    expect(href.length).toBeLessThanOrEqual(500);
  });

  const limits = fc.integer({ min: 300, max: 3000 });
  const bodyOf = (units: string[]) =>
    fc.array(fc.constantFrom(...units), { minLength: 60, maxLength: 400, size: 'max' }).map((a) => a.join(''));

  it('never splits a percent-escape or a surrogate pair, whatever the limit (property)', () => {
    const body = bodyOf(['a', ' ', '%', '&', '?', '#', '=', '+', '\n', 'é', '€', '😀', '🏗']);
    fc.assert(
      fc.property(body, limits, (body, max) => {
        const { href, truncated } = composeMailto({ to, subject: 'Quote 😀', body }, max);
        expect(href.length).toBeLessThanOrEqual(max);
        // Every escape is whole (parsing would throw on a cut one) and the text has no lone surrogate.
        const text = parseMailto(href).body;
        expect(text).not.toMatch(LONE_SURROGATE);
        const kept = truncated ? text.slice(0, -TRUNCATION_NOTE.length) : text;
        if (truncated) expect(text.endsWith(TRUNCATION_NOTE)).toBe(true);
        expect(body.startsWith(kept)).toBe(true);
        expect(
          encodeURIComponent(body.replace(/\n/g, '\r\n')).startsWith(encodeURIComponent(kept.replace(/\n/g, '\r\n'))),
        ).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  // An emoji made of several code points (flag, skin tone, ZWJ sequence) is cut whole or kept whole.
  it('never splits a multi-part emoji (flags, skin tones, ZWJ sequences)', () => {
    const body = '👷🏽‍♀️🇬🇧'.repeat(300);
    const graphemes = new Set([...new Intl.Segmenter().segment(body)].map((s) => s.index));
    for (let max = 300; max < 420; max++) {
      const kept = parseMailto(composeMailto({ to, subject: 'Quote', body }, max).href).body.slice(
        0,
        -TRUNCATION_NOTE.length,
      );
      expect(graphemes.has(kept.length), `limit ${max}: cut at ${kept.length}`).toBe(true);
    }
  });
});
