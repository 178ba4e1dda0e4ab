import { test, expect, type Page } from '@playwright/test';
import { elements } from '../../widgets/catalog.ts';
import { folderOf, theme } from '../../widgets/common/element-interface.ts';
import { exampleOf } from '../../widgets/common/example.ts';

/**
 * Every CSS custom property a widget's interface.ts documents changes something the visitor sees: set on the
 * element, it changes a computed style of the element or of something in its shadow root, in the
 * widget's first state or in one of the states below (focus, hover, errors, a result, an open view).
 * And a theme property the spec leaves out changes nothing (so the list is the whole truth).
 * Each widget is tested where our pages show it (pre-rendered, then upgraded), with the site's own
 * theme set on :root; the value under test is set on the element itself, as a partner would. Where, and the
 * states it is driven into, are the widget's own example (widgets/<folder>/example.ts).
 */
/** A value unlike any default, in the property's own kind. */
const probeValue = (name: string, def: string) =>
  /^[\d.]+ \/ [\d.]+$/.test(def)
    ? '1 / 3'
    : /^[\d.]+(px|rem)$/.test(def)
      ? '37px'
      : name === '--steel-radius'
        ? '13px'
        : 'rgb(1, 2, 3)';

/**
 * Which of `props` change a computed style of the shadow tree right now. Cheap enough for a 2-core machine:
 * a custom property can change a computed style only through a declaration that uses var() (directly, or
 * through another custom property), through inheritance of such a property, or through currentColor. So only
 * those longhands are read (the ones the shadow root's sheets declare with var() or currentColor, a shorthand
 * holding var() showing its longhands as pending, '', plus the properties that follow `color` by default), and
 * transitions are switched off while reading, so every read sees the value just set.
 */
function effective(page: Page, tag: string, props: { name: string; value: string }[]): Promise<string[]> {
  return page.evaluate(
    ({ tag, props }) => {
      const host = document.querySelector<HTMLElement>(tag)!;
      const root = host.shadowRoot!;
      const reach = new Set(['color', 'fill', 'stroke', 'caret-color', 'outline-color', 'text-decoration-color']);
      for (const side of ['top', 'right', 'bottom', 'left']) reach.add(`border-${side}-color`);
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const p of rule.style) {
              const v = rule.style.getPropertyValue(p);
              if (!p.startsWith('--') && (v === '' || /var\(|currentcolor/i.test(v))) reach.add(p);
            }
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      const sheets = [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((s) => s.sheet!)];
      for (const sheet of sheets) collect(sheet.cssRules);
      const names = [...reach];
      const still = new CSSStyleSheet();
      still.replaceSync('*,*::before,*::after{transition:none!important;animation:none!important}');
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, still];
      const elements = [...root.querySelectorAll(':not(style)')];
      const snap = () =>
        elements.map((el) => {
          const s = getComputedStyle(el);
          return names.map((p) => s.getPropertyValue(p));
        });
      let before = snap();
      const changed: string[] = [];
      for (const { name, value } of props) {
        host.style.setProperty(name, value);
        const during = snap();
        host.style.removeProperty(name);
        const after = snap();
        // A style that differs from both neighbours, which agree: the property did it, not a timer of the widget's.
        if (during.some((styles, i) => styles.some((v, j) => before[i][j] === after[i][j] && v !== before[i][j])))
          changed.push(name);
        before = after;
      }
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== still);
      return changed;
    },
    { tag, props },
  );
}

test.describe('documented CSS custom properties change what is shown', () => {
  for (const e of elements) {
    test(e.tag, async ({ page }) => {
      const example = await exampleOf(folderOf(e));
      await page.goto(example.page);
      const host = page.locator(e.tag).first();
      await page.setViewportSize({ width: example.width ?? 1280, height: 900 });
      // The forms' code loads when a visitor focuses and leaves them (widgets/mail-form/lazy.ts), once the page's scripts run.
      await expect(async () => {
        await host.locator('input, a, button, summary').first().focus();
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(await page.evaluate((t) => !!customElements.get(t), e.tag)).toBe(true);
      }).toPass();
      const documented = e.cssProperties.map((c) => c.name);
      const candidates = [...new Set([...documented, ...Object.values(theme).map((t) => t.name)])];
      const props = candidates.map((name) => ({
        name,
        value: probeValue(name, e.cssProperties.find((c) => c.name === name)?.default ?? '#000'),
      }));
      const seen = new Set(await effective(page, e.tag, props));
      for (const step of example.states) {
        await step(page, host);
        for (const name of await effective(page, e.tag, props)) seen.add(name);
      }
      if (process.env.SPEC_PROBE) console.log(e.tag, [...seen].join(' '));
      for (const name of documented)
        expect(seen.has(name), `${e.tag}: ${name} is documented, so setting it must change something`).toBe(true);
      const silent = candidates.filter(
        (n) => !documented.includes(n) && seen.has(n) && !example.unseenTheme?.includes(n),
      );
      expect(silent, `${e.tag}: theme properties that change it but are not in its interface.ts`).toEqual([]);
    });
  }
});
