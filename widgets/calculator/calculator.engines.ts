import { estimate } from '../../shared/pricing.ts';
import { calculatorChoices } from '../../tests/lib/calculator-choices.ts';
import { click, fill, settle, textsOf, until, untilDefined, untilText } from '../../tests/engines/page.ts';
import {
  business,
  chooseOptions,
  equal,
  expectNoProblems,
  ok,
  open,
  type Journey,
  withScriptsHeld,
} from '../../tests/engines/steps.ts';

/** This widget's journeys in Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'calculator used before its script arrives: the choices and the e-mail count once it is upgraded': async (w) => {
    const { d } = w;
    await withScriptsHeld(w, async (release) => {
      const choices = { ...calculatorChoices, location: 'essex' };
      await open(w, '/calculator', w.site, true);
      await chooseOptions(d, choices);
      await fill(d, 'steel-calculator >>> input[name="email"]', 'jo@example.org');
      ok(!(await d.run('!!customElements.get("steel-calculator")')), 'the calculator was used before its script ran');
      release();
      await untilDefined(d, ['steel-calculator']);
      await settle(d);
      for (const [name, value] of Object.entries(choices))
        ok(
          await d.run(`window.__engines.find('steel-calculator >>> input[name="${name}"][value="${value}"]').checked`),
          `${name} ${value} still chosen after the upgrade`,
        );
      equal(
        await d.run(`window.__engines.find('steel-calculator >>> input[name="email"]').value`),
        'jo@example.org',
        'e-mail kept',
      );
      await click(d, 'steel-calculator >>> button[type="submit"]');
      await untilText(d, 'steel-calculator >>> .range', estimate(choices)!.priceRange);
      await expectNoProblems(w, 'the calculator used before its script');
    });
  },

  'calculator: the estimate shared/pricing.ts computes, and its e-mail': async (w) => {
    const { d } = w;
    const expected = estimate(calculatorChoices)!;
    await open(w, '/calculator');
    await untilDefined(d, ['steel-calculator']);
    await chooseOptions(d, calculatorChoices);
    await fill(d, 'steel-calculator >>> input[name="email"]', 'jo@example.org');
    await click(d, 'steel-calculator >>> button[type="submit"]');
    await untilText(d, 'steel-calculator >>> .range', expected.priceRange);
    equal(await textsOf(d, 'steel-calculator >>> .factors li'), expected.factors, 'the factors listed');
    // The mail program is not there to open: keep the composed mail on the page (the event is cancelable).
    await d.run(
      `document.addEventListener('steel-calculator-email', (e) => { e.preventDefault(); window.__mail = e.detail; })`,
    );
    await click(d, 'steel-calculator >>> .actions button[part="email"]');
    const mail = await until<{ href: string; body: string; subject: string }>(
      d,
      'window.__mail',
      'the estimate e-mail',
    );
    ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}: ${mail.href.slice(0, 60)}`);
    for (const part of [expected.priceRange, 'jo@example.org'])
      ok(mail.body.includes(part), `the e-mail carries ${part}`);
    ok(mail.subject.includes(business.brand), 'the subject names the business');
    await expectNoProblems(w, '/calculator');
  },
};
