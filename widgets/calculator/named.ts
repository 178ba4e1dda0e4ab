import { examplesOf } from '../common/element-interface.ts';
import { element } from './interface.ts';
import { calculatorChoices as choices, otherChoices } from '../../tests/lib/calculator-choices.ts';

/**
 * The calculator's named examples, fed to its happy-dom tests (calculator.test.tsx), its browser tests (example.ts)
 * and its journeys in three engines (calculator.journeys.ts). Choices are read from the data set
 * (tests/lib/calculator-choices.ts), so the owner may rename or remove options. Test code only, and pure: no
 * Playwright, no DOM.
 */
export const named = {
  /** the attributes a partner sets, each its example in interface.ts, as /embed's configurator offers them */
  configured: examplesOf(element),
  /** all six, each group's dearest option: the result lists what raised the price */
  choices,
  /** another option in each group, for a second estimate (made before the widget's script arrives) */
  otherChoices,
  /** one group only: Calculate then lists the rest as missing */
  oneChoice: { serviceType: choices.serviceType },
  /** what a visitor types as a contact: either is enough for an estimate */
  email: 'jo@example.org',
  phone: '01632 960123',
} as const;
