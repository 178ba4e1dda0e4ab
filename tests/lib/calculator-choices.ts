import { readFileSync } from 'node:fs';
import type { ChoiceKey, PriceOption } from '../../shared/pricing.ts';
import { dataFile } from '../../shared/data-set.js';

/** The calculator's six groups in the data set the build reads (shared/data, or STEEL_DATA's), in the form's order. */
const pricing = JSON.parse(readFileSync(dataFile('pricing'), 'utf8')) as Record<ChoiceKey, PriceOption[]>;
const keys: ChoiceKey[] = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'];
const each = (pick: (options: PriceOption[], key: ChoiceKey) => PriceOption) =>
  Object.fromEntries(keys.map((k) => [k, pick(pricing[k], k).value])) as Record<ChoiceKey, string>;

/**
 * One complete set of calculator choices for the tests that only need an estimate to appear, read from the data so
 * that the owner may rename, add or remove options: in each group the option that raises the price most, so the
 * result lists what raised it (wherever the data has a factor above 1).
 */
export const calculatorChoices = each((options) => options.reduce((a, b) => (b.factor > a.factor ? b : a)));

/** Another option of the same group than calculatorChoices has, for a test that needs a second estimate. */
export const otherChoice = (key: ChoiceKey) =>
  pricing[key].find((o) => o.value !== calculatorChoices[key])?.value ?? calculatorChoices[key];

/** A second complete set: in each group another option than calculatorChoices has. */
export const otherChoices = each((options, k) => options.find((o) => o.value === otherChoice(k))!);

/** The option at `index` of each group, in the form's order (the last one where a group has fewer). */
export const choicesAt = (index: number) => each((options) => options[Math.min(index, options.length - 1)]);
