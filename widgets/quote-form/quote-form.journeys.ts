import { addFiles } from '../../shared/attachments.ts';
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
  until,
  untilDefined,
  untilVisible,
} from '../../tests/engines/page.ts';
import {
  business,
  clean,
  equal,
  expectNoProblems,
  expectUpgraded,
  modulesRan,
  ok,
  open,
  quoteChoices,
  type Journey,
  withScriptsHeld,
} from '../../tests/engines/steps.ts';

/** Where the form goes once sent: the thank-you page's address in pages.json. */
const thankYou = readData('pages').find((p) => p.key === 'thank-you')!.url;

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
    const typed = {
      name: 'Jo Bloggs',
      phone: '07700 900123',
      email: 'jo@example.org',
      description: 'A galvanised side gate.',
    };
    for (const [name, value] of Object.entries(typed)) await fill(d, `steel-quote-form >>> [name="${name}"]`, value);
    const place = quoteChoices.location[0];
    await choose(d, 'steel-quote-form >>> select[name="location"]', place.value);
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
    };
    ok(mail.href.startsWith(`mailto:${business.email}?`), `mail to ${business.email}`);
    for (const value of [...Object.values(typed), place.label, good.name])
      ok(mail.body.includes(value), `the e-mail carries "${value}"`);
    ok(!mail.body.includes(bad.name), 'not the refused file');
    await until(
      d,
      async () => (await d.run<string>('document.querySelector("[data-composed-body]")?.textContent')) === mail.body,
      '/thank-you showing the message',
    );
    await expectNoProblems(w, 'quote form to /thank-you');
  },
};
