import { addFiles, formatSize, MAX_BYTES, MAX_FILES } from '../../shared/attachments.ts';
import { quoteFields } from '../../shared/quote-fields.ts';
import { EMAIL_FORMAT } from '../../shared/validation.ts';
import { named } from './named.ts';
import { mailFormConfigured } from '../mail-form/configured-journey.ts';
import { readData } from '../../shared/data/load.ts';
import { call } from '../../tests/engines/driver.ts';
import {
  choose,
  chooseFiles,
  click,
  fill,
  isVisible,
  settle,
  textOf,
  textsOf,
  until,
  untilDefined,
  untilFocused,
  untilVisible,
} from '../../tests/engines/page.ts';
import {
  business,
  clean,
  equal,
  expectNoAxeViolations,
  expectMissingReported,
  expectNoProblems,
  expectUpgraded,
  modulesRan,
  ok,
  open,
  quoteChoices,
  type ConfiguredCheck,
  type Journey,
  withScriptsHeld,
} from '../../tests/engines/steps.ts';

/** Where the form goes once sent: the thank-you page's address in pages.json. */
const thankYou = readData('pages').find((p) => p.key === 'thank-you')!.url;

const form = 'steel-quote-form';
const files = `${form} >>> input[type="file"]`;
const listed = `${form} >>> ul.files li`;
const { typed, choices, pdf, refused, badEmail } = named;
/** What the form's file field says of a refused batch (shared/attachments.ts): its title, then its text. */
const refusal = (batch: { name: string; type: string; size?: number; text: string }[], before = 0) => {
  const r = addFiles(
    Array.from({ length: before }, (_, i) => ({ name: `before${i}.pdf`, type: 'application/pdf', size: 1 })),
    batch.map((f) => ({ name: f.name, type: f.type, size: f.size ?? f.text.length })),
  ).rejections[0];
  return `${r.title} ${r.text}`;
};
const problemsSay = (d: Parameters<Journey>[0]['d'], text: string) =>
  until(
    d,
    async () => clean((await textOf(d, `${form} >>> #f-files-problems`)) ?? '').includes(text),
    `"${text}" beside the file field`,
  );
const count = (d: Parameters<Journey>[0]['d'], sel: string) =>
  d.run<number>(`window.__engines.findAll(${JSON.stringify(sel)}).length`);
/** The required fields' messages (shared/quote-fields.ts), in the form's order, leaving out `given`. */
const required = (...given: string[]) => quoteFields.filter((f) => f.required && !given.includes(f.name));

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'quote form used before its script arrives: what was typed is kept once it is upgraded': async (w) => {
    const { d } = w;
    await withScriptsHeld(w, async (release) => {
      await open(w, '/crane-hire-services', w.site, true);
      await fill(d, 'steel-quote-form >>> [name="name"]', 'Jo Smith');
      await fill(d, 'steel-quote-form >>> [name="description"]', 'Two lifts on Tuesday');
      ok(!(await d.run('!!customElements.get("steel-quote-form")')), 'the form was used before its script ran');
      release();
      // Once the page's modules have run (Chromium gets there before the next step, Firefox and WebKit after it), the
      // visitor goes on: back into the form and out again, and it is defined (widgets/mail-form/lazy.ts).
      await modulesRan(d);
      await fill(d, 'steel-quote-form >>> [name="name"]', '');
      await click(d, 'h1');
      await until(d, 'document.activeElement !== window.__engines.find("steel-quote-form")', 'focus out of the form');
      await untilDefined(d, ['steel-quote-form']);
      await settle(d);
      equal(await d.run(`window.__engines.find('steel-quote-form >>> [name="name"]').value`), 'Jo Smith', 'name kept');
      equal(
        await d.run(`window.__engines.find('steel-quote-form >>> [name="description"]').value`),
        'Two lifts on Tuesday',
        'description kept',
      );
      await expectUpgraded(w, '/crane-hire-services');
      await expectNoProblems(w, 'pages used before their scripts');
    });
  },

  'quote form: a chosen PDF is listed with its size and can be removed; axe (in Chromium) finds nothing': async (w) => {
    const { d } = w;
    await open(w, '/welding-services');
    const first = pdf('drawing.pdf');
    const second = pdf('plan.pdf', 2 * 1048576);
    await chooseFiles(d, files, [first]);
    await untilVisible(d, listed, `${first.name} (${formatSize(first.text.length)})`);
    await expectNoAxeViolations(w, 'quote form with a file listed');
    await chooseFiles(d, files, [second]);
    await until(d, async () => (await textsOf(d, `${listed} span`)).length === 2, 'two files listed');
    equal(
      await textsOf(d, `${listed} span`),
      [`${first.name} (${formatSize(first.text.length)})`, `${second.name} (${formatSize(second.size!)})`],
      'both files with their sizes',
    );
    await click(d, `${listed} button[aria-label$="${first.name}"]`);
    await until(d, async () => (await textsOf(d, `${listed} span`)).length === 1, 'one file left');
    ok((await textOf(d, listed))?.includes(second.name), 'the other file kept');
    await expectNoProblems(w, 'quote form files');
  },

  'quote form: files refused beside the field (wrong type, too large, too many), the good ones kept; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/welding-services');
      await chooseFiles(d, files, [refused]);
      await problemsSay(d, refusal([refused]));
      equal(await count(d, `${form} >>> .toasts .toast`), 0, 'no toast over the field');
      equal(await count(d, listed), 0, 'the refused file is not listed');
      await expectNoAxeViolations(w, 'quote form with a file problem');
      await chooseFiles(d, files, [pdf('plan.pdf')]);
      await until(
        d,
        async () => (await textOf(d, `${form} >>> #f-files-problems`)) === '',
        'the next good batch clears it',
      );

      await open(w, '/welding-services');
      const huge = pdf('huge.pdf', MAX_BYTES + 1048576);
      await chooseFiles(d, files, [huge, pdf('small.pdf')]);
      await problemsSay(d, refusal([huge]));
      equal(
        await textsOf(d, `${listed} span`),
        [`small.pdf (${formatSize(pdf('small.pdf').text.length)})`],
        'the good file kept',
      );

      await open(w, '/welding-services');
      const some = Array.from({ length: MAX_FILES - 1 }, (_, i) => pdf(`p${i + 1}.pdf`));
      await chooseFiles(d, files, some);
      await until(d, async () => (await count(d, listed)) === some.length, `${some.length} files listed`);
      const more = [pdf('q1.pdf'), pdf('q2.pdf')];
      await chooseFiles(d, files, more);
      await problemsSay(d, refusal(more, some.length));
      equal(await count(d, listed), some.length, 'none of that selection added');
      await expectNoProblems(w, 'quote form files refused');
    },

  'quote form sent empty on the home page: every required field in the error summary; fixing some keeps what was typed; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/');
      // A click before the page's modules run meets the browser's own required-field check and no code of ours
      // (widgets/mail-form/lazy.ts listens once they have run): this journey is about the form's code.
      await modulesRan(d);
      await click(d, `${form} >>> button[type="submit"]`);
      await untilDefined(d, [form]); // the pre-rendered form's code arrives on the click (widgets/mail-form/lazy.ts)
      await until(
        d,
        async () =>
          (await textsOf(d, `${form} >>> .summary li`)).join('|') ===
          required()
            .map((f) => f.required)
            .join('|'),
        'the summary listing every required field',
      );
      await untilFocused(d, `${form} >>> .summary`); // taken once painted: the fields below are clicked next
      equal(await count(d, `${form} >>> [aria-invalid="true"]`), required().length, 'each marked invalid');
      equal(await count(d, `${form} >>> p.error`), required().length, 'each with its message');
      await expectNoAxeViolations(w, 'home quote form submitted empty');
      await fill(d, `${form} >>> [name="name"]`, typed.name);
      await fill(d, `${form} >>> [name="description"]`, typed.description);
      await fill(d, `${form} >>> [name="email"]`, badEmail);
      await click(d, `${form} >>> button[type="submit"]`);
      const expected = quoteFields
        .filter((f) => f.required && !['name', 'description'].includes(f.name))
        .map((f) => (f.name === 'email' ? EMAIL_FORMAT : f.required));
      await until(
        d,
        async () => (await textsOf(d, `${form} >>> .summary li`)).join('|') === expected.join('|'),
        'the summary listing what is still wrong',
      );
      for (const [name, v] of [
        ['name', typed.name],
        ['description', typed.description],
        ['email', badEmail],
      ])
        equal(await d.run(`window.__engines.find('${form} >>> [name="${name}"]').value`), v, `${name} kept`);
      equal(await d.run('location.pathname'), '/', 'still on the home page');
      await expectNoProblems(w, 'home quote form');
    },

  'quote form sent with fields missing: summary and inline errors, focus on the summary, its links go to the field; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      await open(w, '/welding-services');
      await modulesRan(d); // as in the journey above: the form's code listens once the page's modules have run
      const service = await d.run<string>(`window.__engines.find('${form} >>> [name="service"]').value`);
      ok(service, "the page's service chosen");
      await fill(d, `${form} >>> [name="name"]`, typed.name);
      await click(d, `${form} >>> button[type="submit"]`);
      // the form's code, fetched on focus, runs the submit again once it arrives (widgets/mail-form/lazy.ts)
      await untilDefined(d, [form]);
      const missing = required('name', 'service');
      await expectMissingReported(d, form, missing);
      ok(await isVisible(d, `${form} >>> .summary #sum-h`), 'the summary has its heading');
      equal(
        await d.run(`window.__engines.find('${form} >>> [name="name"]').getAttribute('aria-invalid')`),
        null,
        'name valid',
      );
      equal(await d.run(`window.__engines.find('${form} >>> [name="name"]').value`), typed.name, 'name kept');
      equal(
        await d.run(`window.__engines.find('${form} >>> [name="service"]').value`),
        service,
        'the page service stays chosen',
      );
      await until(
        d,
        `window.__engines.find('${form}').shadowRoot.activeElement?.classList.contains('summary')`,
        'focus on the summary',
      );
      equal(await d.run('location.pathname'), '/welding-services', 'still on the page');
      await expectNoAxeViolations(w, 'quote form with errors');
      const last = missing.at(-1)!;
      await click(d, `${form} >>> .summary a`, last.required);
      await until(
        d,
        `window.__engines.find('${form}').shadowRoot.activeElement?.name === '${last.name}'`,
        `focus on ${last.name}`,
      );
      await expectNoProblems(w, 'quote form with errors');
    },

  'quote form: a refused file is reported, and the message is composed with every field and the good file': async (
    w,
  ) => {
    const { d } = w;
    await open(w, '/welding-services');
    const bad = { name: 'notes.txt', type: 'text/plain', text: 'hello' };
    const good = { name: 'gate.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' };
    const refusal = addFiles([], [{ name: bad.name, type: bad.type, size: bad.text.length }]).rejections[0];
    await chooseFiles(d, 'steel-quote-form >>> input[type="file"]', [bad]);
    await until(
      d,
      async () => clean((await textOf(d, 'steel-quote-form >>> #f-files-problems')) ?? '').includes(refusal.text),
      'the refusal beside the file field',
    );
    ok(!(await isVisible(d, 'steel-quote-form >>> ul.files li')), 'the refused file is not listed');
    await chooseFiles(d, 'steel-quote-form >>> input[type="file"]', [good]);
    await untilVisible(d, 'steel-quote-form >>> ul.files li', good.name);
    for (const [name, value] of Object.entries(typed)) await fill(d, `steel-quote-form >>> [name="${name}"]`, value);
    const place = quoteChoices.location[choices.location];
    const timeline = quoteChoices.timeline[choices.timeline];
    const contact = quoteChoices.contactMethod[choices.contactMethod];
    await choose(d, 'steel-quote-form >>> select[name="location"]', place.value);
    await choose(d, 'steel-quote-form >>> select[name="timeline"]', timeline.value);
    await click(d, `steel-quote-form >>> input[name="contactMethod"][value="${contact.value}"]`);
    const serviceValue = await d.run<string>(`window.__engines.find('steel-quote-form >>> [name="service"]').value`);
    const service = quoteChoices.service.find((o) => o.value === serviceValue)!;
    ok(service, "the page's service chosen");
    /** The lines the e-mail gives each choice: its field's label and the option's (shared/quote-fields.ts, quote-form.json). */
    const label = (name: string) => quoteFields.find((f) => f.name === name)!.label;
    const choiceLines = [
      `${label('service')}: ${service.label}`,
      `${label('location')}: ${place.label}`,
      `${label('timeline')}: ${timeline.label}`,
      `${label('contactMethod')}: ${contact.label}`,
    ];
    // The message survives the move to /thank-you in this tab's storage.
    await d.run(
      `document.addEventListener('steel-quote-composed', (e) => sessionStorage.setItem('engines-mail', JSON.stringify(e.detail)))`,
    );
    if (business.formEndpoint) {
      // A data set with a form endpoint (docs/form-endpoint.md): the request goes there with its files, and
      // /thank-you says it was received. The test receiver runs beside the engines (tests/engines/global-setup.ts).
      const tag = `engines ${Date.now()} ${Math.random().toString(36).slice(2)}`;
      await fill(d, 'steel-quote-form >>> [name="description"]', `${typed.description} ${tag}`);
      await click(d, 'steel-quote-form >>> button[type="submit"]');
      const url = new URL('/__received', business.formEndpoint);
      url.searchParams.set('tag', tag);
      // /thank-you says it arrived (site/scripts/thank-you.ts: the heading changes, the next steps show, and the
      // #received mark leaves the address, so the address alone is no proof and may be gone before a look at it).
      // A failure says where the page was, what it or the form said, and whether the request reached the endpoint.
      let seen = '';
      await until(
        d,
        async () => {
          const [path, said, received] = await call(
            d,
            (thanks: string) => {
              const onThanks = location.pathname === thanks;
              const h1 = document.querySelector('h1')?.textContent ?? '';
              const next = document.querySelector<HTMLElement>('#next');
              const form = (window as unknown as { __engines?: { find(s: string): Element | null } }).__engines?.find(
                'steel-quote-form',
              );
              const messages = [...(form?.shadowRoot?.querySelectorAll('[role=alert], [role=status], .toast') ?? [])];
              return [
                location.pathname,
                onThanks ? h1 : messages.map((el) => el.textContent).join(' '),
                onThanks && next?.hidden === false && h1 === next.dataset.receivedHeading,
              ] as const;
            },
            thankYou,
          );
          seen = `${path}: ${said.replace(/\s+/g, ' ').trim()}`;
          return received;
        },
        `${thankYou} saying the request was received`,
        20_000,
      ).catch(async (e: Error) => {
        const arrived = ((await (await fetch(url)).json()) as { received: unknown[] }).received.length;
        throw new Error(`${e.message}; the page: ${seen}; requests at the endpoint: ${arrived}`);
      });
      const { received } = (await (await fetch(url)).json()) as {
        received: { fields: Record<string, string>; files: { name: string }[] }[];
      };
      equal(received.length, 1, 'one request at the endpoint');
      const sent = Object.values(received[0].fields).join('\n');
      for (const value of [...Object.values(typed), place.value])
        ok(sent.includes(value), `the request carries "${value}"`);
      equal(
        received[0].files.map((f) => f.name),
        [good.name],
        'the good file, not the refused one',
      );
      await expectNoProblems(w, 'quote form to /thank-you');
      return;
    }
    await click(d, 'steel-quote-form >>> button[type="submit"]');
    // WebKitGTK's MiniBrowser has no mail program: the mailto: link replaces the page with about:blank, and
    // the form's move to /thank-you goes with it (Safari opens Mail and stays). The visitor's tab still has
    // the message (shared/handoff.ts), so /thank-you is opened as the form would have.
    const where = await until<string>(
      d,
      `location.href === "about:blank" ? "blank" : location.pathname === ${JSON.stringify(thankYou)} && document.readyState === "complete" && "thank-you"`,
      thankYou,
      10_000,
    );
    if (where === 'blank') await open(w, thankYou);
    const mail = JSON.parse(await d.run<string>('sessionStorage.getItem("engines-mail")')) as {
      href: string;
      body: string;
      subject: string;
    };
    ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}`);
    for (const value of [...Object.values(typed), ...choiceLines, `${good.name} (${formatSize(good.text.length)})`])
      ok(mail.body.includes(value), `the e-mail carries "${value}"`);
    ok(mail.body.includes(`Sent from: ${w.site.origin}`), 'the e-mail says the page it was sent from');
    ok(mail.subject.includes(business.brand), 'the subject names the business');
    ok(!mail.body.includes(bad.name), 'not the refused file');
    await until(
      d,
      async () => (await d.run<string>('document.querySelector("[data-composed-body]")?.textContent')) === mail.body,
      '/thank-you showing the message',
    );
    equal(
      await d.run('document.querySelector("[data-composed-subject]").textContent'),
      mail.subject,
      'the subject shown',
    );
    equal(
      await d.run('document.querySelector("[data-composed-link]").getAttribute("href")'),
      mail.href,
      'the link shown',
    );
    if (d.engine === 'chromium') {
      // The copy button: Chromium's driver grants the clipboard (tests/engines/driver.ts); Firefox and WebKit ask the
      // visitor, which no driver answers.
      await click(d, '[data-copy]');
      await until(
        d,
        `document.querySelector('[data-copy-status]').textContent.includes('copied')`,
        'the message copied',
      );
      ok(
        (await d.run<string>('navigator.clipboard.readText()')).includes(mail.body),
        'the clipboard holds the message',
      );
      await expectNoAxeViolations(w, '/thank-you with the composed message');
    }
    await expectNoProblems(w, 'quote form to /thank-you');
  },
};

/** A partner's example attributes (named.configured): widgets/mail-form/configured-journey.ts. */
export const configured: ConfiguredCheck = mailFormConfigured('steel-quote-form', named.configured);
