import { describe, expect, it } from 'vitest';
import pricing from './data/pricing.json';
import {
  estimate,
  canCalculate,
  missing,
  roundPounds,
  formatPounds,
  choiceKeys,
  type Choices,
  type ChoiceKey,
} from './pricing.ts';

/*
 * Expected values are computed here independently of shared/pricing.ts: in exact integer arithmetic
 * (BigInt, multipliers as hundredths), rounding halves up, and formatted with Intl's en-GB rules.
 */
const hundredths = (f: number) => {
  const h = Math.round(f * 100);
  expect(Math.abs(h / 100 - f)).toBeLessThan(1e-9); // the data only has 2-decimal multipliers
  return BigInt(h);
};
/** round(n / d) for positive BigInts, halves up */
const divRound = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;

type Multiplier = Exclude<ChoiceKey, 'serviceType'>;
const multiplierKeys: Multiplier[] = ['projectSize', 'material', 'complexity', 'timeframe', 'location'];

function expected(c: Record<ChoiceKey, string>) {
  const rate = pricing.serviceType.find((o) => o.value === c.serviceType)!.factor;
  const base = BigInt(rate) * BigInt(pricing.hoursPerProject);
  const opts = multiplierKeys.map((k) => pricing[k].find((o) => o.value === c[k])!);
  const num = opts.reduce((n, o) => n * hundredths(o.factor), base);
  const total = divRound(num, 100n ** BigInt(opts.length));
  const low = Number(divRound(total * hundredths(pricing.range.low), 100n));
  const high = Number(divRound(total * hundredths(pricing.range.high), 100n));
  const factors = multiplierKeys.flatMap((k, i) =>
    opts[i].factor > 1 ? [`${pricing.factorNames[k]} (×${opts[i].factor})`] : [],
  );
  return {
    basePrice: Number(base),
    totalPrice: Number(total),
    low,
    high,
    priceRange: `${gbp(low)} - ${gbp(high)}`,
    factors,
  };
}

/** The choice of every group with the lowest factor (for the multipliers: 1, the form's first), from the data. */
const pickBy = (better: (a: number, b: number) => boolean) =>
  Object.fromEntries(
    choiceKeys.map((k) => [k, pricing[k].reduce((best, o) => (better(o.factor, best.factor) ? o : best)).value]),
  ) as Record<ChoiceKey, string>;
const plain = pickBy((a, b) => a < b);
/** The dearest choice of every group. */
const dearest = pickBy((a, b) => a > b);
/** The base price of the plain choices: the cheapest rate for the data's hours. */
const plainBase = pricing.serviceType.find((o) => o.value === plain.serviceType)!.factor * pricing.hoursPerProject;

describe('estimate', () => {
  it.each(pricing.serviceType.map((o) => [o.value, o.factor]))(
    `base rate of %s (£%d/hour) × ${pricing.hoursPerProject} hours`,
    (value, rate) => {
      const base = (rate as number) * pricing.hoursPerProject;
      const r = estimate({ ...plain, serviceType: value as string })!;
      expect(r).toEqual(expected({ ...plain, serviceType: value as string }));
      expect(r.basePrice).toBe(base);
      expect(r.totalPrice).toBe(base);
      expect(r.factors).toEqual([]);
    },
  );

  const everyMultiplier = multiplierKeys.flatMap((k) => pricing[k].map((o) => [k, o.value, o.factor] as const));
  it.each(everyMultiplier)('%s = %s multiplies the total by %d', (key, value, factor) => {
    const choices = { ...plain, [key]: value };
    const r = estimate(choices)!;
    expect(r).toEqual(expected(choices));
    expect(r.basePrice).toBe(plainBase);
    expect(r.totalPrice).toBe(roundPounds(plainBase * factor));
    expect(r.factors).toEqual(factor > 1 ? [`${pricing.factorNames[key]} (×${factor})`] : []);
  });

  it('matches exact arithmetic for every one of the combinations', () => {
    let n = 0;
    const walk = (i: number, c: Partial<Record<ChoiceKey, string>>) => {
      if (i === choiceKeys.length) {
        n++;
        const want = expected(c as Record<ChoiceKey, string>);
        const got = estimate(c);
        if (JSON.stringify(got) !== JSON.stringify(want)) expect({ c, got }).toEqual({ c, got: want });
        return;
      }
      for (const o of pricing[choiceKeys[i]]) walk(i + 1, { ...c, [choiceKeys[i]]: o.value });
    };
    walk(0, {});
    expect(n).toBe(choiceKeys.reduce((product, k) => product * pricing[k].length, 1));
  }, 60_000); // thousands of estimates: a busy machine takes far longer than the default

  it('lists every factor above 1, in form order, with its multiplier', () => {
    const r = estimate(dearest)!;
    expect(r).toEqual(expected(dearest));
    const above = multiplierKeys
      .map((k) => [k, pricing[k].find((o) => o.value === dearest[k])!.factor] as const)
      .filter(([, f]) => f > 1);
    expect(r.factors).toEqual(above.map(([k, f]) => `${pricing.factorNames[k]} (×${f})`));
  });

  it('rounds halves up where binary floating point would round them down', () => {
    // 2075 × 1.3 is exactly 2697.5 (2697.4999999999995 in floats).
    expect(roundPounds(2075 * 1.3)).toBe(2698);
    expect(roundPounds(0.5)).toBe(1);
    expect(roundPounds(1.5)).toBe(2);
    expect(roundPounds(2.4999)).toBe(2);
    expect(roundPounds(2.5000001)).toBe(3);
    expect(roundPounds(4547.4)).toBe(4547);
    expect(roundPounds(4547.6)).toBe(4548);
  });

  it('formats pounds with thousands separators', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(999)).toBe('£999');
    expect(formatPounds(1000)).toBe('£1,000');
    expect(formatPounds(12345)).toBe('£12,345');
    expect(formatPounds(123456)).toBe('£123,456');
    expect(formatPounds(1234567)).toBe('£1,234,567');
    for (const n of [1, 10, 100, 1001, 99999, 100000, 2147483647]) expect(formatPounds(n)).toBe(gbp(n));
    const dear = estimate(dearest)!;
    expect(dear.priceRange).toBe(`${gbp(dear.low)} - ${gbp(dear.high)}`);
  });

  describe('returns null, never throws, for incomplete or unknown input', () => {
    it.each(choiceKeys)('when %s is missing, blank, unknown or not a string', (key) => {
      const { [key]: _, ...rest } = plain;
      expect(estimate(rest)).toBeNull();
      for (const bad of [
        '',
        ' ',
        'unknown',
        plain[key].toUpperCase(),
        ` ${plain[key]}`,
        'toString',
        '__proto__',
        null,
        undefined,
        1,
        {},
        [],
      ]) {
        expect(estimate({ ...plain, [key]: bad } as unknown as Choices)).toBeNull();
      }
    });
    it('when a value belongs to another group', () => {
      const values = (k: ChoiceKey) => pricing[k].map((o) => o.value);
      const foreign = (k: ChoiceKey, from: ChoiceKey) => values(from).find((v) => !values(k).includes(v))!;
      expect(estimate({ ...plain, projectSize: foreign('projectSize', 'location') })).toBeNull();
      expect(estimate({ ...plain, serviceType: foreign('serviceType', 'projectSize') })).toBeNull();
    });
    it('when the choices are not an object', () => {
      for (const bad of [null, undefined, '', plain.serviceType, 42, [], true])
        expect(estimate(bad as unknown as Choices)).toBeNull();
    });
    it('ignores extra keys', () => {
      expect(estimate({ ...plain, extra: 'x' } as Choices)).toEqual(expected(plain));
    });
  });
});

describe('canCalculate (docs/widgets.md#calculator)', () => {
  it('needs all six choices and an e-mail or a phone', () => {
    expect(canCalculate(plain, { email: 'a@example.com' })).toBe(true);
    expect(canCalculate(plain, { phone: '01632 960000' })).toBe(true);
    expect(canCalculate(plain, { email: 'a@example.com', phone: '01632 960000' })).toBe(true);
  });
  it('is false without a contact, or with blank ones', () => {
    for (const contact of [
      {},
      { email: '', phone: '' },
      { email: '   ', phone: '\n\t' },
      null,
      undefined,
      { email: null, phone: null },
    ]) {
      expect(canCalculate(plain, contact)).toBe(false);
      expect(missing(plain, contact)).toEqual(['contact']);
    }
  });
  it.each(choiceKeys)('is false when %s is missing or unknown', (key) => {
    expect(canCalculate({ ...plain, [key]: '' }, { email: 'a@example.com' })).toBe(false);
    expect(canCalculate({ ...plain, [key]: 'nope' }, { phone: '1' })).toBe(false);
    expect(missing({ ...plain, [key]: undefined }, { phone: '1' })).toEqual([key]);
  });
  it('lists everything that is missing, in form order', () => {
    expect(missing({}, {})).toEqual([...choiceKeys, 'contact']);
    expect(missing(null, null)).toEqual([...choiceKeys, 'contact']);
    expect(missing({ material: dearest.material }, { email: 'x' })).toEqual([
      'serviceType',
      'projectSize',
      'complexity',
      'timeframe',
      'location',
    ]);
  });
});
