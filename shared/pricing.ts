/**
 * The cost calculator's arithmetic (docs/widgets.md#calculator). Pure: no DOM, no Intl, so it gives the
 * same answer in the build, in tests and in any browser. Rates and multipliers come from
 * shared/data/pricing.json (named imports, so bundles keep only these fields).
 */
import {
  hoursPerProject,
  serviceType,
  projectSize,
  material,
  complexity,
  timeframe,
  location,
  factorNames,
  range,
} from './data/pricing.json';

export interface PriceOption {
  value: string;
  label: string;
  factor: number;
}

/** The six choices in the order the form asks for them; `serviceType` factors are hourly rates in pounds. */
export const groups: Record<ChoiceKey, PriceOption[]> = {
  serviceType,
  projectSize,
  material,
  complexity,
  timeframe,
  location,
};
export type ChoiceKey = 'serviceType' | 'projectSize' | 'material' | 'complexity' | 'timeframe' | 'location';
export const choiceKeys = Object.keys(groups) as ChoiceKey[];
/** What each choice is called, in the form's legends and in the composed e-mails. */
export const choiceLabels: Record<ChoiceKey, string> = {
  serviceType: 'Service type',
  projectSize: 'Project size',
  material: 'Material',
  complexity: 'Complexity',
  timeframe: 'Timeframe',
  location: 'Location',
};
export { hoursPerProject };

/** What the visitor picked: the value strings of docs/widgets.md#calculator. Anything else (missing, blank, unknown) yields no estimate. */
export type Choices = Partial<Record<ChoiceKey, string | null>>;
export interface Contact {
  email?: string | null;
  phone?: string | null;
}

export interface Estimate {
  /** hourly rate × hoursPerProject, in pounds */
  basePrice: number;
  /** base × every multiplier, rounded to whole pounds */
  totalPrice: number;
  low: number;
  high: number;
  /** e.g. '£2,080 - £3,380' */
  priceRange: string;
  /** one entry per multiplier above 1, e.g. 'Project size (×1.3)' */
  factors: string[];
}

/** The option for a choice, or undefined when the value is not one of the documented values. */
export const optionFor = (key: ChoiceKey, value: unknown): PriceOption | undefined =>
  groups[key]?.find((o) => o.value === value);

/**
 * Whole pounds, rounding halves up. Products like 2075 × 1.3 come out of binary floating point as
 * 2697.4999999999995; trimming to 12 significant digits first makes them 2697.5 again, so a price
 * rounds the way decimal arithmetic says it should (docs/widgets.md#calculator).
 */
export const roundPounds = (x: number): number => Math.round(Number(x.toPrecision(12)));

/** '£12,345': pounds with comma thousands separators (en-GB), without depending on Intl data. */
export const formatPounds = (n: number): string => `£${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The indicative estimate, or null when any choice is missing or unknown. Never throws. */
export function estimate(choices: Choices | null | undefined): Estimate | null {
  if (!choices || typeof choices !== 'object') return null;
  const picked = choiceKeys.map((k) => optionFor(k, choices[k]));
  if (picked.some((o) => !o)) return null;
  const [service, ...multipliers] = picked as PriceOption[];
  const basePrice = roundPounds(service.factor * hoursPerProject);
  const totalPrice = roundPounds(multipliers.reduce((t, o) => t * o.factor, basePrice));
  const low = roundPounds(totalPrice * range.low);
  const high = roundPounds(totalPrice * range.high);
  const factors = choiceKeys
    .slice(1)
    .flatMap((k, i) =>
      multipliers[i].factor > 1
        ? [`${factorNames[k as Exclude<ChoiceKey, 'serviceType'>]} (×${multipliers[i].factor})`]
        : [],
    );
  return { basePrice, totalPrice, low, high, priceRange: `${formatPounds(low)} - ${formatPounds(high)}`, factors };
}

const given = (s: unknown) => typeof s === 'string' && s.trim() !== '';

/** What still stops a calculation: the keys of missing or unknown choices, then 'contact' when neither e-mail nor phone is given. */
export function missing(
  choices: Choices | null | undefined,
  contact: Contact | null | undefined,
): (ChoiceKey | 'contact')[] {
  const out: (ChoiceKey | 'contact')[] = choiceKeys.filter((k) => !optionFor(k, choices?.[k]));
  if (!given(contact?.email) && !given(contact?.phone)) out.push('contact');
  return out;
}

/** docs/widgets.md#calculator: all six choices made and at least one of e-mail or phone given (not blank). */
export const canCalculate = (choices: Choices | null | undefined, contact: Contact | null | undefined): boolean =>
  missing(choices, contact).length === 0;
