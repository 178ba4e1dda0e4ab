import { click, isVisible, settle, until, untilDefined, untilVisible } from '../../tests/engines/page.ts';
import { equal, expectNoAxeViolations, expectNoProblems, ok, open, type Journey } from '../../tests/engines/steps.ts';
import { named } from './named.ts';
import { element } from './interface.ts';

const button = 'steel-scroll-top >>> button';
const byDefault = (name: string) => element.attributes.find((a) => a.name === name)!.default!;

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  'back-to-top button: it appears only past its threshold and takes you to the top; axe (in Chromium) finds nothing':
    async (w) => {
      const { d } = w;
      const { page } = named;
      await open(w, page);
      await untilDefined(d, ['steel-scroll-top']);
      const own = (name: string) =>
        d.run<string | null>(`document.querySelector('steel-scroll-top').getAttribute('${name}')`);
      const threshold = Number((await own('threshold')) ?? byDefault('threshold'));
      ok(!(await isVisible(d, button)), 'hidden at the top');
      await d.run(`window.scrollTo(0, ${threshold - 50})`);
      await until(d, `window.scrollY === ${threshold - 50}`, 'scrolled just short of the threshold');
      await settle(d); // scroll events delivered
      ok(!(await isVisible(d, button)), `hidden at ${threshold - 50} px`);
      await d.run(`window.scrollTo(0, ${threshold + 20})`);
      await untilVisible(d, button);
      await d.run('window.scrollTo(0, 1500)');
      await settle(d);
      // Its name is its label's text (the icon is aria-hidden): the element's label, else interface.ts's default.
      equal(
        await d.run(`window.__engines.find(${JSON.stringify(`${button} .sr-only`)}).textContent.trim()`),
        (await own('label')) ?? byDefault('label'),
        'named by its label',
      );
      await expectNoAxeViolations(w, 'page with the back-to-top button showing');
      await click(d, button);
      await until(d, 'window.scrollY === 0', 'back at the top');
      await until(d, async () => !(await isVisible(d, button)), 'the button hidden again');
      await expectNoProblems(w, page);
    },
};
