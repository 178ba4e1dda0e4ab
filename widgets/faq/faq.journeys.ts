import {
  click,
  isVisible,
  settle,
  textOf,
  textsOf,
  until,
  untilDefined,
  untilHidden,
  untilVisible,
} from '../../tests/engines/page.ts';
import {
  clean,
  equal,
  expectNoAxeViolations,
  expectNoProblems,
  faq,
  ok,
  open,
  type ConfiguredCheck,
  type Journey,
} from '../../tests/engines/steps.ts';
import { named } from './named.ts';

const cats = 'steel-faq >>> details.cat';
const { firstQuestion, anotherCategory, inAnotherCategory } = named;
/** Which categories are open, as "true,false,..." in faq.json's order. */
const openCategories = `window.__engines.findAll(${JSON.stringify(cats)}).map((c) => c.open).join()`;
const only = (i: number) => faq.map((_, j) => j === i).join();
/** The question's <details>, found by its text in the open category. */
const questionOpen = (question: string) =>
  `window.__engines.findAll(${JSON.stringify(`${cats}[open] details.q`)}).find((q) => q.querySelector('summary').textContent.includes(${JSON.stringify(question)})).open`;

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'FAQ: a question opens to its answer, another category can be chosen, one question open at a time; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/faq');
      await untilDefined(d, ['steel-faq']);
      equal(
        (await textsOf(d, `${cats} > summary`)).map((t) => faq.find((c) => t.includes(c.category))?.category),
        faq.map((c) => c.category),
        'the categories of faq.json',
      );
      await until(d, `${openCategories} === '${only(firstQuestion.category)}'`, 'the first category open');
      const first = faq[firstQuestion.category].questions[firstQuestion.question];
      ok(!(await isVisible(d, `${cats}[open] details.q .answer`)), 'no answer shows before a question is opened');
      await click(d, `${cats}[open] details.q summary`, first.question);
      await until(
        d,
        async () => clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? '') === clean(first.answer),
        'the first answer',
      );
      await expectNoAxeViolations(w, 'FAQ with a question open');

      const category = faq[anotherCategory];
      await click(d, `${cats} > summary`, category.category);
      await until(d, `${openCategories} === '${only(anotherCategory)}'`, 'only the chosen category open');
      ok(!(await isVisible(d, `${cats} details.q .answer`)), "the first category's answer hidden with it");
      const [a, b] = inAnotherCategory.map((i) => category.questions[i]);
      await click(d, `${cats}[open] details.q summary`, a.question);
      await untilVisible(d, `${cats}[open] details.q[open] .answer`);
      equal(
        clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? ''),
        clean(a.answer),
        'the answer shown',
      );
      // One question open at a time; an open one closes again.
      await click(d, `${cats}[open] details.q summary`, b.question);
      await until(d, questionOpen(b.question), 'the next question open');
      ok(!(await d.run(questionOpen(a.question))), 'the question before it closed');
      await click(d, `${cats}[open] details.q summary`, b.question);
      await untilHidden(d, `${cats}[open] details.q .answer`);
      await click(d, `${cats}[open] details.q summary`, a.question);
      await untilVisible(d, `${cats}[open] details.q[open] .answer`);
      await expectNoAxeViolations(w, 'FAQ, another category chosen and a question open');
      await expectNoProblems(w, '/faq');
    },

  'FAQ: clicking the open category again keeps it open (one category always chosen)': async (w) => {
    const { d } = w;
    await open(w, '/faq');
    await untilDefined(d, ['steel-faq']);
    const shown = faq[firstQuestion.category].category;
    await until(d, `${openCategories} === '${only(firstQuestion.category)}'`, 'the first category open');
    await click(d, `${cats} > summary`, shown);
    await settle(d, 300);
    equal(await d.run(openCategories), only(firstQuestion.category), 'the category still open');
    await expectNoProblems(w, '/faq');
  },
};

/** A partner's example attributes (named.configured): each category's heading at the example level, each question's one below. */
export const configured: ConfiguredCheck = async (d) => {
  const level = Number(named.configured['heading-level']);
  // (an equal that fails is the last reason `until` gives)
  await until(
    d,
    async () => {
      equal(
        (await textsOf(d, `${cats} > summary h${level}`)).map(clean),
        faq.map((c) => clean(c.category)),
        `each category's name as an h${level}`,
      );
      return true;
    },
    `the categories as h${level}`,
  );
  equal(
    (await textsOf(d, `steel-faq >>> [part=question-button] h${level + 1}`)).length,
    faq.reduce((n, c) => n + c.questions.length, 0),
    `each question as an h${level + 1}`,
  );
};
