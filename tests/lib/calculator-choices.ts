import type { ChoiceKey } from '../../shared/pricing.ts';

/**
 * One complete set of calculator choices for the tests that only need an estimate to appear: a value in each
 * of the six groups, with factors above 1 in three of them (so the result lists what raised the price).
 */
export const calculatorChoices: Record<ChoiceKey, string> = {
  serviceType: 'welding',
  projectSize: 'medium',
  material: 'galvanized',
  complexity: 'standard',
  timeframe: 'urgent',
  location: 'london',
};
