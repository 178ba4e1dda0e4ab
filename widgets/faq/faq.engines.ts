import { click, textOf, textsOf, until, untilDefined, untilVisible } from '../../tests/engines/page.ts';
import { clean, equal, expectNoProblems, faq, open, type Journey } from '../../tests/engines/steps.ts';

/** This widget's journeys in Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'FAQ: a question opens to its answer, another category can be chosen': async (w) => {
    const { d } = w;
    await open(w, '/faq');
    await untilDefined(d, ['steel-faq']);
    const cats = 'steel-faq >>> details.cat';
    equal(
      (await textsOf(d, `${cats} > summary`)).map((t) => faq.find((c) => t.includes(c.category))?.category),
      faq.map((c) => c.category),
      'the categories of faq.json',
    );
    const first = faq[0].questions[0];
    await click(d, `${cats}:nth-of-type(1) details.q summary`, first.question);
    await until(
      d,
      async () => clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? '') === clean(first.answer),
      'the first answer',
    );
    await click(d, `${cats} > summary`, faq[1].category);
    await until(
      d,
      `window.__engines.findAll(${JSON.stringify(cats)}).map((c) => c.open).join() === '${faq.map((_, i) => i === 1).join()}'`,
      'only the second category open',
    );
    const second = faq[1].questions[1];
    await click(d, `${cats}[open] details.q summary`, second.question);
    await untilVisible(d, `${cats}[open] details.q[open] .answer`);
    equal(
      clean((await textOf(d, `${cats}[open] details.q[open] .answer`)) ?? ''),
      clean(second.answer),
      'the answer shown',
    );
    await expectNoProblems(w, '/faq');
  },
};
