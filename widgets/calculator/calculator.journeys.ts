import { estimate, missing } from '../../shared/pricing.ts';
import {
  click,
  fill,
  isVisible,
  settle,
  textOf,
  textsOf,
  until,
  untilDefined,
  untilText,
} from '../../tests/engines/page.ts';
import {
  business,
  chooseOptions,
  equal,
  expectNoAxeViolations,
  expectNoProblems,
  ok,
  open,
  type ConfiguredCheck,
  type Journey,
  withScriptsHeld,
} from '../../tests/engines/steps.ts';
import { named } from './named.ts';
import { hint } from './hint.ts';
import { empty, problems } from './values.ts';

const { choices, otherChoices, oneChoice, email, phone } = named;
const calc = 'steel-calculator';
const value = (sel: string) => `window.__engines.find(${JSON.stringify(`${calc} >>> ${sel}`)}).value`;
/** What the hint under Calculate says once nothing is missing (hint.ts). */
const ready = hint([]);

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'calculator used before its script arrives: the choices and the e-mail count once it is upgraded': async (w) => {
    const { d } = w;
    await withScriptsHeld(w, async (release) => {
      await open(w, '/calculator', w.site, true);
      await chooseOptions(d, otherChoices);
      await fill(d, `${calc} >>> input[name="email"]`, email);
      ok(!(await d.run(`!!customElements.get("${calc}")`)), 'the calculator was used before its script ran');
      release();
      await untilDefined(d, [calc]);
      await settle(d);
      for (const [name, v] of Object.entries(otherChoices))
        ok(
          await d.run(`window.__engines.find('${calc} >>> input[name="${name}"][value="${v}"]').checked`),
          `${name} ${v} still chosen after the upgrade`,
        );
      equal(await d.run(value('input[name="email"]')), email, 'e-mail kept');
      await untilText(d, `${calc} >>> #calc-hint`, ready);
      await click(d, `${calc} >>> button[type="submit"]`);
      await untilText(d, `${calc} >>> .range`, estimate(otherChoices)!.priceRange);
      await expectNoProblems(w, 'the calculator used before its script');
    });
  },

  'calculator: the estimate shared/pricing.ts computes, its figures and actions, and its e-mail; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      const expected = estimate(choices)!;
      await open(w, '/calculator');
      await untilDefined(d, [calc]);
      await chooseOptions(d, choices);
      await fill(d, `${calc} >>> input[name="email"]`, email);
      await untilText(d, `${calc} >>> #calc-hint`, ready);
      await click(d, `${calc} >>> button[type="submit"]`);
      await untilText(d, `${calc} >>> .range`, expected.priceRange);
      const total = `£${expected.totalPrice.toLocaleString('en-GB')}`;
      ok((await textOf(d, `${calc} >>> .figures`))?.includes(total), `the figures show the total, ${total}`);
      equal(await textsOf(d, `${calc} >>> .factors li`), expected.factors, 'the factors listed');
      for (const part of ['email', 'site-visit'])
        ok(await isVisible(d, `${calc} >>> [part="${part}"]`), `the ${part} button shows with the result`);
      await expectNoAxeViolations(w, 'calculator with a result');
      // The mail program is not there to open: keep the composed mail on the page (the event is cancelable).
      await d.run(
        `document.addEventListener('${calc}-email', (e) => { e.preventDefault(); window.__mail = e.detail; })`,
      );
      await click(d, `${calc} >>> .actions button[part="email"]`);
      const mail = await until<{ href: string; body: string; subject: string }>(
        d,
        'window.__mail',
        'the estimate e-mail',
      );
      ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}: ${mail.href.slice(0, 60)}`);
      for (const part of [expected.priceRange, email]) ok(mail.body.includes(part), `the e-mail carries ${part}`);
      ok(mail.subject.includes(business.brand), 'the subject names the business');
      await expectNoProblems(w, '/calculator');
    },

  'calculator: Reset clears the options, the contact details and the result; axe (in Chromium) finds nothing': async (
    w,
  ) => {
    const { d } = w;
    await open(w, '/calculator');
    await untilDefined(d, [calc]);
    await chooseOptions(d, choices);
    await fill(d, `${calc} >>> input[name="name"]`, 'Jo');
    await fill(d, `${calc} >>> input[name="phone"]`, phone);
    await fill(d, `${calc} >>> textarea[name="additionalDetails"]`, 'Side gate');
    await click(d, `${calc} >>> button[type="submit"]`);
    await untilText(d, `${calc} >>> .range`, estimate(choices)!.priceRange);
    await click(d, `${calc} >>> [part="reset"]`);
    await until(d, `!window.__engines.find('${calc} >>> .range')`, 'the result gone');
    equal(
      await d.run(`window.__engines.findAll('${calc} >>> input[type="radio"]').filter((r) => r.checked).length`),
      0,
      'no option chosen',
    );
    for (const name of ['name', 'email', 'phone', 'additionalDetails'])
      equal(await d.run(value(`[name="${name}"]`)), '', `${name} emptied`);
    ok(!(await d.run(`!!window.__engines.find('${calc} >>> [part="email"]')`)), 'no e-mail button without a result');
    await expectNoAxeViolations(w, 'calculator after Reset');
    await expectNoProblems(w, '/calculator');
  },

  'calculator: Calculate with choices missing lists what is missing and gives no estimate; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/calculator');
      await untilDefined(d, [calc]);
      await chooseOptions(d, oneChoice);
      // Calculate is aria-disabled until everything is given, but stays pressable so it can explain why.
      equal(
        await d.run(`window.__engines.find('${calc} >>> [part="calculate"]').getAttribute('aria-disabled')`),
        'true',
        'Calculate marked disabled',
      );
      await click(d, `${calc} >>> [part="calculate"]`);
      await until(d, () => isVisible(d, `${calc} >>> .summary`), 'the error summary');
      const summary = (await textOf(d, `${calc} >>> .summary`)) ?? '';
      for (const [, , text] of problems(empty(), missing(oneChoice, {})))
        ok(summary.includes(text), `the summary lists "${text}": ${summary}`);
      ok(!(await d.run(`!!window.__engines.find('${calc} >>> .range')`)), 'no estimate');
      await expectNoAxeViolations(w, 'calculator with errors');
      await expectNoProblems(w, '/calculator');
    },
};

/**
 * A partner's example attributes (named.configured): its heading, and the example service chosen where this data set's
 * calculator offers it (else none). The phone, e-mail and brand show after an estimate: calculator.test.tsx.
 */
export const configured: ConfiguredCheck = async (d) => {
  const { heading, service } = named.configured;
  await untilText(d, `${calc} >>> h2`, heading);
  const option = (checked = '') => `${calc} >>> input[name="serviceType"]${checked}`;
  const offered = await d.run<boolean>(`!!window.__engines.find(${JSON.stringify(`${option()}[value="${service}"]`)})`);
  equal(
    await d.run(`window.__engines.find(${JSON.stringify(option(':checked'))})?.value ?? null`),
    offered ? service : null,
    `the example service (${service}) chosen${offered ? '' : ': none, this data set does not offer it'}`,
  );
};
