import type { ReserveItems } from '../partner/build/reserve-items.ts';

/**
 * What the calculator's first render grows with (docs/widgets.md "Reserved space"): the options of its choices,
 * every list of `{ value, label }` in the pricing facts.
 */
export const items: ReserveItems = {
  selector: 'label:has(input[type=radio])',
  count: (facts) =>
    Object.values(facts.pricing as Record<string, unknown>)
      .filter((v): v is { value: string }[] => Array.isArray(v) && typeof v[0] === 'object' && v[0] && 'value' in v[0])
      .reduce((n, list) => n + list.length, 0),
};
