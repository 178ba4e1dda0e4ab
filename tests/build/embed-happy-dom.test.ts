// @vitest-environment happy-dom
/**
 * A partner developer's test, as /embed's "Testing with happy-dom" section shows it, run against the package
 * as built (dist/embed, through package.json's "exports"): the example below must stay the page's example,
 * verbatim, and must pass. Then every element module the package exports renders in happy-dom.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe } from 'vitest';
// --- the /embed example, verbatim -----------------------------------------------------------------
import { expect, it } from 'vitest';
import 'steelworks-site/steel-faq';

it('shows our FAQ', async () => {
  await customElements.whenDefined('steel-faq');
  const faq = document.createElement('steel-faq');
  document.body.append(faq);
  await new Promise((r) => setTimeout(r));
  expect(faq.shadowRoot!.querySelector('summary')).not.toBeNull();
});
// --- end of the example -------------------------------------------------------------------------------

const unescape = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('the /embed happy-dom example and the package in happy-dom', () => {
  it('is the example /embed shows, verbatim', () => {
    const page = readFileSync('dist/site/embed.html', 'utf8');
    const example = /<code>(\/\/ @vitest-environment happy-dom[\s\S]*?)<\/code>/.exec(page)?.[1];
    expect(example, '/embed shows a happy-dom example').toBeTruthy();
    const own = readFileSync(new URL(import.meta.url), 'utf8');
    const body = unescape(example!).split('\n').slice(1).join('\n'); // this file's first line is the same comment
    expect(own.includes(body), 'this file carries the /embed example verbatim').toBe(true);
  });

  const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, string | { import?: string }>;
  };
  const elements = Object.entries(exports).flatMap(([name, target]) =>
    /^\.\/steel-/.test(name) && typeof target === 'object' && target.import ? [[name.slice(2), target.import]] : [],
  );

  it('exports an element module per partner widget', () => {
    expect(elements.length).toBeGreaterThanOrEqual(6);
  });

  for (const [tag, file] of elements)
    it(`${tag}: importing its module defines it, and it renders without its fallback`, async () => {
      await import(pathToFileURL(resolve(file)).href);
      await customElements.whenDefined(tag);
      const el = document.createElement(tag);
      document.body.append(el);
      await new Promise((r) => setTimeout(r, 10));
      expect(el.shadowRoot?.childElementCount, `${tag} rendered into its shadow root`).toBeGreaterThan(0);
      expect(el.shadowRoot!.querySelector('.fallback'), `${tag} is not showing its error fallback`).toBeNull();
      el.remove();
    });
});
