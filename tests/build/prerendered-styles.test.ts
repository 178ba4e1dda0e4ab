import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ROOT, allRoutes, page } from './built-site.ts';
import { definitions, stateCssOf } from '../../widgets/definitions.ts';
import { prerenderedCss } from '../../widgets/common/ssr.tsx';

// at least every route of the data set the build was given (a generated set may have one service page)
const everyRoute = allRoutes.length;

/**
 * The site's bundles leave widget styles out and reuse the CSS of each widget's declarative shadow root
 * (vite.config.ts, widgets/common/define.tsx). So every widget on every page must be pre-rendered, with
 * exactly the styles the embeds carry (minified there as here), less those only its script reaches (stateCssOf),
 * which it adopts when that script arrives.
 */
const pages = readdirSync(ROOT).filter((f) => f.endsWith('.html'));

describe('every widget on our pages carries its styles in its pre-rendered shadow root', () => {
  it('the build wrote pages to check', () => expect(pages.length).toBeGreaterThanOrEqual(everyRoute));
  for (const file of pages) {
    it(file, () => {
      const doc = page(`${ROOT}/${file}`);
      const widgets = [...doc.querySelectorAll('*')].filter((el) => el.localName.startsWith('steel-'));
      for (const el of widgets) {
        const definition = definitions.find((s) => s.tag === el.localName);
        expect(definition, `${el.localName} is a known widget`).toBeTruthy();
        const template = el.firstElementChild as HTMLTemplateElement | null;
        expect(
          template?.localName === 'template' && template.getAttribute('shadowrootmode'),
          `${file}: ${el.localName} is pre-rendered`,
        ).toBe('open');
        expect(template!.content.querySelector('style')?.textContent, `${file}: ${el.localName} has its styles`).toBe(
          prerenderedCss(definition!, stateCssOf[definition!.tag]),
        );
      }
    });
  }
});

describe('the site bundles do not repeat those styles', () => {
  it('no widget style text in dist/site/assets', () => {
    const js = readdirSync(`${ROOT}/assets`)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(`${ROOT}/assets/${f}`, 'utf8'))
      .join('\n');
    expect(js).not.toContain(':host{display:block');
    for (const s of definitions) expect(js, s.tag).not.toContain(s.css.trim().slice(0, 60));
  });
});
