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

/** The cheapest choice in every group (all multipliers 1). */
const plain = {
  serviceType: 'steel-fabrication',
  projectSize: 'small',
  material: 'mild-steel',
  complexity: 'basic',
  timeframe: 'flexible',
  location: 'kent',
} as Record<ChoiceKey, string>;

describe('pricing data matches docs/widgets.md#calculator', () => {
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
    expect(pricing.hoursPerProject, 'base price = hourly rate x 40 hours (docs/widgets.md#calculator)').toBe(40);
    expect(pricing.range, 'the range runs from 80% to 130% of the total').toEqual({ low: 0.8, high: 1.3 });
  });
});

describe('estimate', () => {
  it.each(pricing.serviceType.map((o) => [o.value, o.factor]))(
    'base rate of %s (£%d/hour) × 40 hours',
    (value, rate) => {
      const base = (rate as number) * 40;
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
    expect(r.basePrice).toBe(2000);
    expect(r.totalPrice).toBe(Math.round(2000 * factor));
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
    expect(n).toBe(8 * 4 * 3 * 4 * 4 * 5);
  });

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

  it('lists every factor above 1, in form order, with its multiplier', () => {
    const r = estimate({
      serviceType: 'emergency',
      projectSize: 'commercial',
      material: 'aluminum',
      complexity: 'precision',
      timeframe: 'emergency',
      location: 'other',
    })!;
    expect(r.factors).toEqual([
      'Project size (×2.2)',
      'Premium materials (×2.1)',
      'Design complexity (×2.2)',
      'Faster timeline (×2.5)',
      'Location premium (×1.3)',
    ]);
    // 3400 × 2.2 × 2.1 × 2.2 × 2.5 × 1.3 = 112,312.2 → 112,312; 80% = 89,849.6; 130% = 146,005.6
    expect(r).toMatchObject({
      basePrice: 3400,
      totalPrice: 112312,
      low: 89850,
      high: 146006,
      priceRange: '£89,850 - £146,006',
    });
  });

  it('rounds halves up where binary floating point would round them down', () => {
    // 2000 × 1.7 × 1.3 × 1.5 × 1.15 is exactly 7624.5, but 7624.499999999999 in floats; then 130% of 7625 is exactly 9912.5.
    const edge = { ...plain, projectSize: 'large', complexity: 'standard', timeframe: 'urgent', location: 'surrey' };
    expect(2000 * 1.7 * 1.3 * 1.5 * 1.15).toBeLessThan(7624.5);
    expect(Math.round(2000 * 1.7 * 1.3 * 1.5 * 1.15)).toBe(7624); // what naive Math.round would say
    expect(estimate(edge)).toEqual({ ...expected(edge), totalPrice: 7625, low: 6100, high: 9913 });
    expect(estimate(edge)!.priceRange).toBe('£6,100 - £9,913');
    // 2075 × 1.3 is exactly 2697.5 (2697.4999999999995 in floats).
    expect(roundPounds(2075 * 1.3)).toBe(2698);
    expect(roundPounds(0.5)).toBe(1);
    expect(roundPounds(1.5)).toBe(2);
    expect(roundPounds(2.4999)).toBe(2);
    expect(roundPounds(2.5000001)).toBe(3);
    expect(roundPounds(4547.4)).toBe(4547);
    expect(roundPounds(4547.6)).toBe(4548);
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

  it('formats pounds with thousands separators', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(999)).toBe('£999');
    expect(formatPounds(1000)).toBe('£1,000');
    expect(formatPounds(12345)).toBe('£12,345');
    expect(formatPounds(123456)).toBe('£123,456');
    expect(formatPounds(1234567)).toBe('£1,234,567');
    for (const n of [1, 10, 100, 1001, 99999, 100000, 2147483647]) expect(formatPounds(n)).toBe(gbp(n));
    expect(
      estimate({ ...plain, serviceType: 'architectural', projectSize: 'commercial', material: 'aluminum' })!.priceRange,
    ).toBe('£11,088 - £18,018');
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
      expect(estimate({ ...plain, projectSize: 'kent' })).toBeNull();
      expect(estimate({ ...plain, serviceType: 'small' })).toBeNull();
    });
    it('when the choices are not an object', () => {
      for (const bad of [null, undefined, '', 'steel-fabrication', 42, [], true])
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
    expect(missing({ material: 'galvanized' }, { email: 'x' })).toEqual([
      'serviceType',
      'projectSize',
      'complexity',
      'timeframe',
      'location',
    ]);
  });
});
