import { readFileSync } from 'node:fs';
import type { ChoiceKey, PriceOption } from '../../shared/pricing.ts';
import { dataFile } from '../../shared/data-set.js';

/** The calculator's six groups in the data set the build reads (shared/data, or STEEL_DATA's). */
const pricing = JSON.parse(readFileSync(dataFile('pricing'), 'utf8')) as Record<ChoiceKey, PriceOption[]>;
const keys: ChoiceKey[] = ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'];
/** The option of the group that raises the price most. */
const dearest = (key: ChoiceKey) => pricing[key].reduce((a, b) => (b.factor > a.factor ? b : a));

/**
 * One complete set of calculator choices for the tests that only need an estimate to appear, read from the data so
 * that the owner may rename, add or remove options: in each group the option that raises the price most, so the
 * result lists what raised it (wherever the data has a factor above 1).
 */
export const calculatorChoices = Object.fromEntries(keys.map((k) => [k, dearest(k).value])) as Record<
  ChoiceKey,
  string
>;

/** Another option of the same group than calculatorChoices has, for a test that needs a second estimate. */
export const otherChoice = (key: ChoiceKey) =>
  pricing[key].find((o) => o.value !== calculatorChoices[key])?.value ?? calculatorChoices[key];

/** A second complete set: in each group another option than calculatorChoices has. */
export const otherChoices = Object.fromEntries(keys.map((k) => [k, otherChoice(k)])) as Record<ChoiceKey, string>;
