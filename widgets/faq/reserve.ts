import type { ReserveItems } from '../partner/build/reserve-items.ts';

/**
 * What the FAQ's first render grows with (docs/widgets.md "Reserved space"): a row per category and per question
 * of the first category, which starts open. Every question counts, since any category may be the first: a question
 * added to another category keeps some room it does not need, never too little.
 */
export const items: ReserveItems = {
  selector: 'summary',
  count: (facts) => (facts.faq as { questions: unknown[] }[]).reduce((n, c) => n + 1 + c.questions.length, 0),
};
