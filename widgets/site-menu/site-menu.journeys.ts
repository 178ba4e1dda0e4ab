import { element } from './interface.ts';
import { example } from './example.ts';
import { allRoutes } from '../../tests/browser/routes.ts';
import { click, isVisible, settle, until, untilDefined, untilHidden, untilVisible } from '../../tests/engines/page.ts';
import { equal, expectNoProblems, ok, open, type Journey, withScriptsHeld } from '../../tests/engines/steps.ts';

/** This widget's journeys in Chromium, Firefox and WebKit, each written once (tests/engines/, README "Tests in three browser engines"). */
export const journeys: Record<string, Journey> = {
  "menu used before its script arrives, at a phone's width: opened, it stays open once upgraded": async (w) => {
    const { d } = w;
    await withScriptsHeld(w, async (release) => {
      await d.viewport(example.width, 844);
      await open(w, '/about', w.site, true);
      await click(w.d, 'steel-site-menu >>> summary');
      await untilVisible(d, 'steel-site-menu a');
      ok(!(await d.run('!!customElements.get("steel-site-menu")')), 'the menu was used before its script ran');
      release();
      await untilDefined(d, ['steel-site-menu']);
      await settle(d);
      ok(
        await d.run('window.__engines.find("steel-site-menu >>> details").open'),
        'the menu is still open after the upgrade',
      );
      ok(await isVisible(d, 'steel-site-menu a'), 'its links still show');
      // The open toggle's name is rendered by the upgraded widget: "Close " and its label (interface.ts's default).
      const label = element.attributes.find((a) => a.name === 'label')!.default as string;
      const expected = await d.run<string>(
        `'Close ' + (document.querySelector('steel-site-menu').getAttribute('label') ?? ${JSON.stringify(label)}).toLowerCase()`,
      );
      equal(
        await d.run('window.__engines.find("steel-site-menu >>> summary").getAttribute("aria-label")'),
        expected,
        "the upgraded widget's name for the open toggle",
      );
      await expectNoProblems(w, 'the menu used before its script');
    }).finally(() => d.viewport(1280, 800));
  },

  "menu at a phone's width: it opens to the links, Escape closes it and focus returns to the toggle": async (w) => {
    const { d } = w;
    await d.viewport(example.width, 844);
    await open(w, '/about');
    await untilDefined(d, ['steel-site-menu']);
    ok(!(await isVisible(d, 'steel-site-menu a')), 'links hidden while the menu is closed');
    await click(d, 'steel-site-menu >>> summary');
    await untilVisible(d, 'steel-site-menu a');
    const hrefs = await d.run<string[]>(
      '[...document.querySelectorAll("steel-site-menu a[href^=\'/\']")].map((a) => new URL(a.href).pathname)',
    );
    ok(hrefs.length > 0 && hrefs.every((h) => allRoutes.includes(h)), `menu links to our pages: ${hrefs.join(' ')}`);
    await d.press('Escape');
    await untilHidden(d, 'steel-site-menu a');
    ok(
      await d.run(
        'window.__engines.find("steel-site-menu").shadowRoot.activeElement === window.__engines.find("steel-site-menu >>> summary")',
      ),
      'focus on the toggle',
    );
    await click(d, 'steel-site-menu >>> summary');
    await click(d, 'steel-site-menu a[href$="/contact"]');
    await until(d, 'location.pathname === "/contact"', 'the Contact page');
    await d.viewport(1280, 800);
    await expectNoProblems(w, 'menu');
  },
};
