import { addFiles, formatSize } from '../../shared/attachments.ts';
import { contactFields } from '../../shared/contact-fields.ts';
import { readData } from '../../shared/data/load.ts';
import { serviceValue } from '../../shared/service-choice.ts';
import { choose, chooseFiles, click, fill, textOf, textsOf, until } from '../../tests/engines/page.ts';
import {
  business,
  clean,
  equal,
  expectNoAxeViolations,
  expectMissingReported,
  expectNoProblems,
  modulesRan,
  ok,
  open,
  type ConfiguredCheck,
  type Journey,
} from '../../tests/engines/steps.ts';
import { named } from './named.ts';
import { mailFormConfigured } from '../mail-form/configured-journey.ts';

const form = 'steel-contact-form';
const { typed, partly, choice, file, refused } = named;
const value = (name: string) => `window.__engines.find('${form} >>> [name="${name}"]').value`;
const thankYou = readData('pages').find((p) => p.key === 'thank-you')!.url;

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'contact form sent with required fields missing: summary and inline errors, typed text kept; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/contact');
      await modulesRan(d); // the form's code listens once the page's modules have run (widgets/mail-form/lazy.ts)
      for (const name of partly) await fill(d, `${form} >>> [name="${name}"]`, typed[name as keyof typeof typed]);
      await click(d, `${form} >>> button[type="submit"]`);
      const missing = contactFields.filter((f) => f.required && !partly.includes(f.name));
      await expectMissingReported(d, form, missing);
      for (const name of partly) equal(await d.run(value(name)), typed[name as keyof typeof typed], `${name} kept`);
      await expectNoAxeViolations(w, 'contact form with errors');
      await expectNoProblems(w, '/contact');
    },

  'contact form: a file is listed and a bad one refused with its message beside the field; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/contact');
      await modulesRan(d); // the form's code listens once the page's modules have run (widgets/mail-form/lazy.ts)
      await chooseFiles(d, `${form} >>> input[type="file"]`, [file, refused]);
      const r = addFiles([], [{ name: refused.name, type: refused.type, size: refused.text.length }]).rejections[0];
      await until(
        d,
        async () => clean((await textOf(d, `${form} >>> #f-files-problems`)) ?? '').includes(`${r.title} ${r.text}`),
        'the refusal beside the file field',
      );
      equal(
        await textsOf(d, `${form} >>> ul.files li span`),
        [`${file.name} (${formatSize(file.text.length)})`],
        'the good file listed',
      );
      await expectNoAxeViolations(w, 'contact form with a file and a file problem');
      await expectNoProblems(w, '/contact');
    },

  'contact form: a full submission composes the e-mail with every field, then /thank-you shows it': async (w) => {
    const { d } = w;
    await open(w, '/contact');
    await modulesRan(d); // the form's code listens once the page's modules have run (widgets/mail-form/lazy.ts)
    for (const [name, v] of Object.entries(typed)) await fill(d, `${form} >>> [name="${name}"]`, v);
    const options = readData('contact-form');
    const service = options.service.at(choice)!;
    await choose(d, `${form} >>> select[name="service"]`, serviceValue(service));
    const label = (name: string) => contactFields.find((f) => f.name === name)!.label;
    const lines = [`${label('service')}: ${service}`];
    for (const name of ['location', 'timeline', 'budget'] as const) {
      const option = options[name].at(choice)!;
      await choose(d, `${form} >>> select[name="${name}"]`, option.value);
      lines.push(`${label(name)}: ${option.label}`);
    }
    // The message (both mail forms announce it as steel-quote-composed) survives the move to /thank-you in this tab's storage.
    await d.run(
      `document.addEventListener('steel-quote-composed', (e) => sessionStorage.setItem('engines-mail', JSON.stringify(e.detail)))`,
    );
    await click(d, `${form} >>> button[type="submit"]`);
    // WebKitGTK's MiniBrowser has no mail program: the mailto: link replaces the page with about:blank (as in the
    // quote form's journey); the tab keeps the message, so /thank-you is opened as the form would have.
    const where = await until<string>(
      d,
      `location.href === "about:blank" ? "blank" : location.pathname === ${JSON.stringify(thankYou)} && document.readyState === "complete" && "thank-you"`,
      thankYou,
      20_000,
    );
    if (where === 'blank') await open(w, thankYou);
    const mail = JSON.parse(await d.run<string>('sessionStorage.getItem("engines-mail")')) as {
      body: string;
      subject: string;
    };
    ok(mail.subject.includes(business.brand), 'the subject names the business');
    for (const v of [...Object.values(typed), ...lines]) ok(mail.body.includes(v), `the e-mail carries "${v}"`);
    if (!business.formEndpoint)
      await until(
        d,
        async () => (await d.run<string>('document.querySelector("[data-composed-body]")?.textContent')) === mail.body,
        '/thank-you showing the message',
      );
    await expectNoProblems(w, 'contact form to /thank-you');
  },
};

/** A partner's example attributes (named.configured): widgets/mail-form/configured-journey.ts. */
export const configured: ConfiguredCheck = mailFormConfigured('steel-contact-form', named.configured);
