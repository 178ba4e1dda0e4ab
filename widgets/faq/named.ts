import { examplesOf } from '../common/element-interface.ts';
import { element } from './interface.ts';

/**
 * The FAQ's named examples, fed to its happy-dom tests (faq.test.tsx), its browser tests and its journeys in three
 * engines (faq.journeys.ts): places in faq.json (category, then question, each counted from 0), the questions a
 * visitor opens, in order, never today's copy. Test code only, and pure: no Playwright, no DOM.
 */
export const named = {
  /** the attributes a partner sets, each its example in interface.ts, as /embed's configurator offers them */
  configured: examplesOf(element),
  /** in the category shown first */
  firstQuestion: { category: 0, question: 0 },
  /** another category, chosen */
  anotherCategory: 1,
  /** two questions of that category: opening the second closes the first */
  inAnotherCategory: [1, 2],
} as const;
