/**
 * Property-based (fast-check) checks of what visitors can type into the forms and the calculator:
 * the mailto links, the price arithmetic and the file rules hold for any input, not just the examples
 * in mailto.test.ts, quote-mail.test.ts, estimate-mail.test.ts, pricing.test.ts and attachments.test.ts.
 * Expected values are worked out here from the data files, not with the modules' own helpers.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  composeMailto,
  mailtoHref,
  parseMailto,
  isPlainAddress,
  MAX_MAILTO_LENGTH,
  TRUNCATION_NOTE,
  oneLineSubject,
} from './mailto.ts';
import { composeQuoteMail } from './quote-mail.ts';
import { estimateMail, siteVisitMail, composeMail } from './estimate-mail.ts';
import { estimate, missing, canCalculate, choiceKeys, type ChoiceKey, type Choices } from './pricing.ts';
import { addFiles, removeFile, MAX_FILES, MAX_BYTES, type FileLike } from './attachments.ts';
import pricing from './data/pricing.json';
import uploads from './data/uploads.json';
import { quoteFields } from './quote-fields.ts';
import { contactFields } from './contact-fields.ts';

const RUNS = { numRuns: 200 };
/** Long texts: fewer runs, and a failure is reported as found (shrinking texts this long takes minutes). */
const LONG_RUNS = { numRuns: 40, endOnFailure: true };
const length = fc.integer({ min: 1, max: 12_000 });
const to = 'enquiries@example.com';

// ---------------------------------------------------------------------------------------------
// Text a visitor could enter: any Unicode, weighted towards what could break or extend a mailto: link.

const hostile = fc.constantFrom(
  '?',
  '&',
  '#',
  '=',
  '%',
  '+',
  ' ',
  '\r',
  '\n',
  '\r\n',
  '\n\r',
  '\t',
  '\u0000',
  '\u007f',
  '/',
  ':',
  ';',
  ',',
  '@',
  '"',
  "'",
  '<',
  '>',
  '\\',
  '%0D%0A',
  '%26',
  '%3F',
  '%23',
  '%%',
  '%zz',
  '&cc=evil@example.com',
  '?bcc=evil@example.com',
  '&body=',
  '&subject=',
  '#frag',
  'javascript:',
  '\u2028',
  '\u200d',
  '\ufeff',
  'é',
  '€',
  '😀',
  '👷🏽‍♀️',
  '🇬🇧',
  '𝕏',
);
const unit = fc.oneof(
  { weight: 3, arbitrary: hostile },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);
const text = (maxLength = 60) => fc.string({ unit, maxLength });

/** Line breaks as parseMailto returns them: sent as CRLF (RFC 6068), read back as LF. */
const norm = (s: string) => s.replace(/\r\n?/g, '\n');

/** Only what encodeURIComponent can produce: unreserved characters and whole %XX escapes. */
const ENCODED = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})*$/;

/** The link's parts exactly as written, without any URL parser's help. */
function rawParts(href: string) {
  const q = href.indexOf('?');
  const query = href.slice(q + 1);
  return {
    address: href.slice('mailto:'.length, q),
    query,
    ampersands: [...query].filter((c) => c === '&').length,
    questionMarks: [...href].filter((c) => c === '?').length,
  };
}

/** The link cannot gain a header, lose its body or end early, whatever the fields held. */
function expectSafeLink(href: string, address = to) {
  expect(href.startsWith(`mailto:${address}?subject=`)).toBe(true);
  const raw = rawParts(href);
  expect(raw.questionMarks).toBe(1);
  expect(raw.ampersands).toBe(1);
  const m = /^subject=(.*)&body=(.*)$/s.exec(raw.query);
  expect(m, 'query is subject=…&body=…').not.toBeNull();
  expect(m![1]).toMatch(ENCODED);
  expect(m![2]).toMatch(ENCODED);
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.hash).toBe('');
  expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
}

describe('mailto links: nothing typed in any field adds a parameter or breaks the link (property)', () => {
  it('any subject and body round-trip exactly through new URL() (line breaks as LF; a subject is one line)', () => {
    fc.assert(
      fc.property(text(), text(200), (subject, body) => {
        const href = mailtoHref({ to, subject, body });
        expectSafeLink(href);
        expect(parseMailto(href)).toEqual({ to, subject: oneLineSubject(subject), body: norm(body) });
        const url = new URL(href);
        expect(url.searchParams.get('subject')).toBe(subject.replace(/[\r\n]+/g, ' '));
        expect(url.searchParams.get('subject')).not.toMatch(/[\r\n]/);
        expect(url.searchParams.get('body')).toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
      RUNS,
    );
  });

  it('an address is either refused or a plain address that cannot carry a query', () => {
    const address = fc.oneof(
      fc.emailAddress(),
      text(30),
      fc.tuple(fc.emailAddress(), hostile, fc.emailAddress()).map(([a, h, b]) => a + h + b),
      fc.tuple(fc.emailAddress(), hostile).map(([a, h]) => a + h),
    );
    fc.assert(
      fc.property(address, text(20), text(20), (address, subject, body) => {
        if (!isPlainAddress(address)) {
          expect(() => mailtoHref({ to: address, subject, body })).toThrow(/plain e-mail address/);
          return;
        }
        const href = mailtoHref({ to: address, subject, body });
        expect(href.indexOf('?')).toBe('mailto:'.length + address.length);
        expectSafeLink(href, address);
        expect(parseMailto(href).to).toBe(address);
      }),
      RUNS,
    );
  });

  it('a character broken in half (a lone surrogate, as a bad paste or a cut emoji leaves) still gives a working link', () => {
    const lone = fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D');
    const withLone = fc.tuple(text(20), lone, text(20)).map(([a, l, b]) => a + l + b);
    const wellFormed = (s: string) =>
      s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
    fc.assert(
      fc.property(withLone, (body) => {
        const { href } = composeMailto({ to, subject: 'Quote', body });
        expectSafeLink(href);
        expect(parseMailto(href).body).toBe(wellFormed(norm(body)));
      }),
      { numRuns: 50 },
    );
  });

  it('any text fits the length limit; shortened exactly when the full link would not fit, with the note and a prefix of the text', () => {
    const long = fc.tuple(text(40), fc.integer({ min: 0, max: 400 })).map(([chunk, n]) => chunk.repeat(n));
    fc.assert(
      fc.property(text(30), fc.oneof(text(300), long), fc.integer({ min: 600, max: 4000 }), (subject, body, max) => {
        const { href, truncated } = composeMailto({ to, subject, body }, max);
        expectSafeLink(href);
        expect(href.length).toBeLessThanOrEqual(max);
        expect(truncated).toBe(mailtoHref({ to, subject, body }).length > max);
        const back = parseMailto(href);
        expect(back.subject).toBe(oneLineSubject(subject));
        if (!truncated) {
          expect(back.body).toBe(norm(body));
          return;
        }
        expect(back.body.endsWith(norm(TRUNCATION_NOTE))).toBe(true);
        expect(norm(body).startsWith(back.body.slice(0, -norm(TRUNCATION_NOTE).length))).toBe(true);
      }),
      RUNS,
    );
  });

  it('a link right at the limit is left whole; one just over it is shortened', () => {
    fc.assert(
      fc.property(
        text(20),
        text(100),
        fc.integer({ min: -12, max: 12 }),
        fc.integer({ min: 600, max: 3000 }),
        (subject, start, offset, max) => {
          // pad with plain letters (one character each in the link) to land `offset` characters from the limit
          const pad = max + offset - mailtoHref({ to, subject, body: start }).length;
          fc.pre(pad >= 0);
          const body = start + 'x'.repeat(pad);
          expect(mailtoHref({ to, subject, body }).length).toBe(max + offset);
          const { href, truncated } = composeMailto({ to, subject, body }, max);
          expect(truncated).toBe(offset > 0);
          expect(href.length).toBeLessThanOrEqual(max);
          if (!truncated) expect(href).toBe(mailtoHref({ to, subject, body }));
        },
      ),
      RUNS,
    );
  });
});

describe('the quote and contact form e-mails, whatever the visitor typed (property)', () => {
  const fileName = fc.tuple(text(20), fc.constantFrom('.pdf', '.jpg', '.docx', '.png')).map(([n, x]) => n + x);
  const files = fc.array(
    fc.record({ name: fileName, size: fc.integer({ min: 0, max: MAX_BYTES }), type: fc.constant('application/pdf') }),
    { maxLength: MAX_FILES },
  );
  const valuesFor = (fields: readonly { name: string; options?: readonly { value: string }[] }[]) =>
    fc.record(
      Object.fromEntries(
        fields.map((f) => [
          f.name,
          f.options ? fc.oneof(fc.constantFrom(...f.options.map((o) => o.value)), text(20)) : text(40),
        ]),
      ) as Record<string, fc.Arbitrary<string>>,
    );

  for (const [form, fields] of [
    ['quote form', quoteFields],
    ['contact form', contactFields],
  ] as const) {
    it(`${form}: the link has only a subject and a body, and carries every value the visitor gave`, () => {
      fc.assert(
        fc.property(valuesFor(fields), files, text(30), (values, files, page) => {
          const mail = composeQuoteMail({ to, brand: 'Anvil & Arc #1 ?x=1', fields, values, files, page });
          expectSafeLink(mail.href);
          expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
          const back = parseMailto(mail.href);
          expect(back.subject).toBe(mail.subject);
          if (mail.truncated) {
            expect(back.body.endsWith(norm(TRUNCATION_NOTE))).toBe(true);
            return;
          }
          expect(back.body).toBe(norm(mail.body));
          for (const f of fields) {
            const v = values[f.name];
            if (!v) continue;
            const shown = f.options?.find((o) => o.value === v)?.label ?? v;
            expect(back.body, f.name).toContain(norm(shown));
          }
          for (const f of files) expect(back.body).toContain(`- ${norm(f.name)} (`);
        }),
        RUNS,
      );
    });
  }

  it('a long description (up to 12,000 characters of any text) is shortened exactly when needed, and the form is told', () => {
    const description = fc
      .tuple(
        text(30).filter((s) => s.length > 0),
        length,
      )
      .map(([chunk, n]) =>
        chunk
          .repeat(Math.ceil(n / chunk.length))
          .slice(0, n)
          .replace(/[\uD800-\uDBFF]$/, ''),
      );
    fc.assert(
      fc.property(description, (description) => {
        const values = {
          name: 'Jo',
          phone: '01632 960000',
          email: 'jo@example.com',
          service: 'welding',
          location: 'kent',
          description,
        };
        const mail = composeQuoteMail({
          to,
          brand: 'Anvil & Arc',
          fields: quoteFields,
          values,
          files: [],
          page: 'https://www.example.com/',
        });
        expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
        expect(mail.truncated).toBe(mailtoHref(mail).length > MAX_MAILTO_LENGTH);
        expect(mail.body).toContain(description); // the full text stays available to copy
        expectSafeLink(mail.href);
        const sent = parseMailto(mail.href).body;
        if (mail.truncated) {
          expect(sent.endsWith(norm(TRUNCATION_NOTE))).toBe(true);
          expect(norm(mail.body).startsWith(sent.slice(0, -norm(TRUNCATION_NOTE).length))).toBe(true);
        } else expect(sent).toBe(norm(mail.body));
      }),
      LONG_RUNS,
    );
  });

  // composeMailto cuts the text between graphemes with Intl.Segmenter. Segmenting the whole text, when at
  // most MAX_MAILTO_LENGTH characters of it can ever fit, is quadratic in some engines (Node 20 copies the
  // whole input for every segment): the form would hang on a pasted document.
  it('a 100,000-character description is shortened to fit, at once (under 0.3 s)', () => {
    const description = 'Steel & glass? 100% #1\n'.repeat(4348).slice(0, 100_000);
    const start = performance.now();
    const mail = composeQuoteMail({
      to,
      brand: 'Anvil & Arc',
      fields: quoteFields,
      values: { name: 'Jo', description },
    });
    const took = performance.now() - start;
    expect(mail.truncated).toBe(true);
    expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expectSafeLink(mail.href);
    expect(mail.body).toContain(description);
    expect(Math.round(took), 'milliseconds to compose').toBeLessThan(300);
  }, 60_000);
});

describe('the calculator e-mails, whatever the visitor typed (property)', () => {
  const validChoices = fc.record(
    Object.fromEntries(choiceKeys.map((k) => [k, fc.constantFrom(...pricing[k].map((o) => o.value))])) as Record<
      ChoiceKey,
      fc.Arbitrary<string>
    >,
  );
  const anyChoices = fc.oneof(
    validChoices,
    fc.dictionary(fc.constantFrom(...choiceKeys), text(15)) as fc.Arbitrary<Choices>,
  );
  const oneLineLabels = ['Name', 'Phone', 'Email'];

  it('one-line fields never start a line of their own; the link has only a subject and a body', () => {
    fc.assert(
      fc.property(
        text(40),
        text(40),
        text(40),
        text(200),
        anyChoices,
        fc.boolean(),
        (name, email, phone, details, choices, visit) => {
          const input = {
            to,
            brand: 'Anvil & Arc',
            name,
            email,
            phone,
            details,
            choices,
            estimate: estimate(choices),
            pageUrl: 'https://www.example.com/calculator',
          };
          const mail = visit ? siteVisitMail(input) : estimateMail(input);
          // The head of the body, before the visitor's details, is always the same 13 lines in the same order.
          const head = mail.body.slice(0, mail.body.indexOf('\n\nAdditional details:\n')).split('\n');
          expect(head).toHaveLength(13);
          expect(head.slice(2, 5).map((l) => l.split(': ')[0])).toEqual(oneLineLabels);
          expect(head.slice(7).map((l) => l.split(': ')[0])).toEqual([
            'Service type',
            'Project size',
            'Material',
            'Complexity',
            'Timeframe',
            'Location',
          ]);
          expect(mail.body).not.toMatch(/\r/);
          const composed = composeMail(mail);
          expectSafeLink(composed.href);
          expect(composed.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
          if (!composed.truncated) expect(parseMailto(composed.href).body).toBe(mail.body);
        },
      ),
      RUNS,
    );
  });

  it('long additional details (2,000 to 12,000 characters) still give a link within the limit, marked as shortened', () => {
    const details = fc
      .tuple(
        text(30).filter((s) => s.trim().length > 0),
        length.map((n) => Math.max(n, 2000)),
      )
      .map(([chunk, n]) => chunk.repeat(Math.ceil(n / chunk.length)));
    fc.assert(
      fc.property(details, validChoices, (details, choices) => {
        const mail = composeMail(
          estimateMail({
            to,
            brand: 'Anvil & Arc',
            name: 'Jo',
            details,
            choices,
            estimate: estimate(choices),
            pageUrl: 'https://www.example.com/calculator',
          }),
        );
        expect(mail.truncated).toBe(true);
        expect(mail.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
        expectSafeLink(mail.href);
        const sent = parseMailto(mail.href).body;
        expect(sent.endsWith(norm(TRUNCATION_NOTE))).toBe(true);
        expect(mail.body.startsWith(sent.slice(0, -norm(TRUNCATION_NOTE).length))).toBe(true);
      }),
      LONG_RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Pricing: worked out here in exact integer arithmetic (multipliers in hundredths, halves rounded up).

type Multiplier = Exclude<ChoiceKey, 'serviceType'>;
const multiplierKeys: Multiplier[] = ['projectSize', 'material', 'complexity', 'timeframe', 'location'];
const hundredths = (f: number) => BigInt(Math.round(f * 100));
const divRound = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;

function formula(c: Record<ChoiceKey, string>) {
  const rate = pricing.serviceType.find((o) => o.value === c.serviceType)!.factor;
  const base = BigInt(rate * pricing.hoursPerProject);
  const factors = multiplierKeys.map((k) => pricing[k].find((o) => o.value === c[k])!.factor);
  const total = divRound(
    factors.reduce((n, f) => n * hundredths(f), base),
    100n ** BigInt(factors.length),
  );
  const low = Number(divRound(total * hundredths(pricing.range.low), 100n));
  const high = Number(divRound(total * hundredths(pricing.range.high), 100n));
  return {
    basePrice: Number(base),
    totalPrice: Number(total),
    low,
    high,
    priceRange: `${gbp(low)} - ${gbp(high)}`,
    raised: factors.filter((f) => f > 1).length,
  };
}

describe('the price estimate (property)', () => {
  const validChoices = fc.record(
    Object.fromEntries(choiceKeys.map((k) => [k, fc.constantFrom(...pricing[k].map((o) => o.value))])) as Record<
      ChoiceKey,
      fc.Arbitrary<string>
    >,
  );
  const junk = fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 4 });

  it('any valid set of choices gives the exact formula, with low <= total <= high in whole pounds', () => {
    fc.assert(
      fc.property(validChoices, junk, (choices, extra) => {
        // extra keys (even "__proto__" or "constructor") and key order change nothing
        const shuffled = Object.assign(
          Object.create(null),
          extra,
          Object.fromEntries(Object.entries(choices).reverse()),
        );
        const want = formula(choices);
        for (const c of [choices, shuffled]) {
          const r = estimate(c)!;
          expect(r).not.toBeNull();
          expect({
            basePrice: r.basePrice,
            totalPrice: r.totalPrice,
            low: r.low,
            high: r.high,
            priceRange: r.priceRange,
            raised: r.factors.length,
          }).toEqual(want);
          expect(r.low).toBeLessThanOrEqual(r.totalPrice);
          expect(r.totalPrice).toBeLessThanOrEqual(r.high);
          for (const n of [r.basePrice, r.totalPrice, r.low, r.high])
            expect(Number.isSafeInteger(n) && n > 0).toBe(true);
        }
        expect(canCalculate(choices, { email: 'a@example.com' })).toBe(true);
      }),
      RUNS,
    );
  });

  it('any missing, blank, unknown or non-string choice gives no estimate, and nothing throws', () => {
    const notAValue = (k: ChoiceKey) =>
      fc
        .oneof(
          fc.string({ maxLength: 20 }),
          text(20),
          fc.constantFrom(
            '',
            ' ',
            'toString',
            '__proto__',
            'constructor',
            'hasOwnProperty',
            'valueOf',
            ...pricing[k].map((o) => ` ${o.value}`),
            ...pricing[k].map((o) => o.value.toUpperCase()),
          ),
          fc.anything(),
        )
        .filter((v) => !pricing[k].some((o) => o.value === v));
    const broken = fc
      .tuple(validChoices, fc.subarray(choiceKeys, { minLength: 1 }), fc.boolean())
      .chain(([valid, keys, drop]) =>
        fc.tuple(...keys.map((k) => notAValue(k))).map((bad) => {
          const c: Record<string, unknown> = { ...valid };
          keys.forEach((k, i) => (drop ? delete c[k] : (c[k] = bad[i])));
          return { c, keys };
        }),
      );
    fc.assert(
      fc.property(broken, ({ c, keys }) => {
        expect(estimate(c as Choices)).toBeNull();
        expect(missing(c as Choices, { phone: '01632 960000' })).toEqual(choiceKeys.filter((k) => keys.includes(k)));
        expect(canCalculate(c as Choices, { phone: '01632 960000' })).toBe(false);
      }),
      RUNS,
    );
  });

  it('anything at all passed as the choices or the contact: no throw, and an estimate only for six valid choices', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withMap: true,
          withSet: true,
          withBigInt: true,
          withDate: true,
          withTypedArray: true,
        }),
        fc.anything(),
        (choices, contact) => {
          const r = estimate(choices as Choices);
          const valid =
            choices !== null &&
            typeof choices === 'object' &&
            choiceKeys.every((k) => pricing[k].some((o) => o.value === (choices as Record<string, unknown>)[k]));
          expect(r === null).toBe(!valid);
          expect(() => missing(choices as Choices, contact as never)).not.toThrow();
          expect(() => canCalculate(choices as Choices, contact as never)).not.toThrow();
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// File rules, with the allowed types read from shared/data/uploads.json.

const allowedExtensions = new Map(uploads.types.map((t) => [t.mime, t.extensions]));
const extension = (name: string) => /\.([^.]*)$/.exec(name)?.[1].toLowerCase();
const allowedType = (f: FileLike) => !!allowedExtensions.get(f.type.toLowerCase())?.includes(extension(f.name) ?? '\0');

describe('the file rules, for any files in any order (property)', () => {
  const exts = uploads.types.flatMap((t) => t.extensions);
  const upper = (s: string, up: boolean) => (up ? s.toUpperCase() : s);
  /** A file the rules accept: an allowed type with one of its extensions (any case), at most 10485760 bytes. */
  const good = fc
    .record({
      t: fc.constantFrom(...uploads.types),
      stem: text(12),
      upExt: fc.boolean(),
      upMime: fc.boolean(),
      size: fc.oneof(fc.constantFrom(0, 1, MAX_BYTES - 1, MAX_BYTES), fc.integer({ min: 0, max: MAX_BYTES })),
    })
    .chain(({ t, stem, upExt, upMime, size }) =>
      fc
        .constantFrom(...t.extensions)
        .map((x) => ({ name: `${stem}.${upper(x, upExt)}`, size, type: upper(t.mime, upMime) })),
    );
  /** A file one step away from acceptable. */
  const nearMiss = fc
    .tuple(
      good,
      fc.constantFrom(
        'too-big',
        'huge',
        'other-ext',
        'other-mime',
        'no-ext',
        'double-ext',
        'trailing-dot',
        'spaced-mime',
      ),
      fc.constantFrom(...exts),
    )
    .map(([f, how, x]) => {
      const stem = f.name.slice(0, f.name.lastIndexOf('.'));
      switch (how) {
        case 'too-big':
          return { ...f, size: MAX_BYTES + 1 };
        case 'huge':
          return { ...f, size: 100 * MAX_BYTES };
        case 'other-ext':
          return { ...f, name: `${stem}.${x}` }; // may still be allowed (jpg/jpeg), the oracle decides
        case 'other-mime':
          return { ...f, type: uploads.types.find((t) => !t.extensions.includes(extension(f.name)!))!.mime };
        case 'no-ext':
          return { ...f, name: stem.replace(/\./g, '') || 'pdf' };
        case 'double-ext':
          return { ...f, name: `${f.name}.exe` };
        case 'trailing-dot':
          return { ...f, name: `${f.name}.` };
        default:
          return { ...f, type: ` ${f.type}` };
      }
    });
  const anyFile = fc.record({
    name: text(16),
    size: fc.integer({ min: 0, max: 3 * MAX_BYTES }),
    type: fc.oneof(
      fc.constantFrom('', 'image/gif', 'text/html', 'image/svg+xml', 'image/jpg'),
      fc.string({ maxLength: 20 }),
    ),
  });
  const file = fc.oneof(
    { weight: 4, arbitrary: good },
    { weight: 2, arbitrary: nearMiss },
    { weight: 1, arbitrary: anyFile },
  );
  /** A visitor's actions: choose a batch of files, or remove the file at some position. */
  const step = fc.oneof(
    { weight: 4, arbitrary: fc.array(file, { maxLength: 6 }).map((batch) => ({ batch })) },
    { weight: 1, arbitrary: fc.nat(6).map((remove) => ({ remove })) },
  );

  it('never more than 5 files, none over 10485760 bytes, none of a type not allowed; a refused batch adds nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let files: FileLike[] = [];
        for (const s of steps) {
          if ('remove' in s) {
            const before = files;
            files = removeFile(files, s.remove);
            expect(files).toEqual(before.filter((_, i) => i !== s.remove));
            continue;
          }
          const before = files;
          const result = addFiles(files, s.batch);
          const fine = s.batch.filter((f) => f.size <= MAX_BYTES && allowedType(f));
          const tooMany = before.length + fine.length > MAX_FILES;
          // every refused file is reported once, for the first rule it breaks
          const reasons = s.batch.map((f) =>
            f.size > MAX_BYTES ? 'too-large' : !allowedType(f) ? 'bad-type' : tooMany ? 'too-many' : null,
          );
          expect(result.rejections.map((r) => `${r.file}: ${r.reason}`).sort()).toEqual(
            s.batch.flatMap((f, i) => (reasons[i] ? [`${f.name}: ${reasons[i]}`] : [])).sort(),
          );
          if (tooMany) expect(result.files, 'a refused batch adds nothing').toEqual(before);
          else expect(result.files).toEqual([...before, ...fine]);
          files = result.files;
          expect(files.length).toBeLessThanOrEqual(MAX_FILES);
          for (const f of files) {
            expect(f.size, f.name).toBeLessThanOrEqual(10485760);
            expect(allowedType(f), `${f.name} (${f.type})`).toBe(true);
          }
        }
        expect(MAX_FILES).toBe(5);
      }),
      RUNS,
    );
  });
});
