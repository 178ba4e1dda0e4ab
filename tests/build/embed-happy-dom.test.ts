// @vitest-environment happy-dom
/**
 * A partner developer's test, as the "Testing with happy-dom" section of /embed's guides shows it, run against the package
 * as built (dist/embed, through package.json's "exports"): the example below must stay the page's example,
 * verbatim, and must pass. Then every element module the package exports renders in happy-dom.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe } from 'vitest';
import { testExample } from '../../site/_includes/embed-examples.ts';
import { distDir } from '../../shared/data-set.js';
import { readData } from '../../shared/data/load.ts';
import { catalog } from '../../widgets/catalog.ts';
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

describe('the /embed happy-dom example and the package in happy-dom', () => {
  it('is the example /embed shows, verbatim', () => {
    const own = readFileSync(new URL(import.meta.url), 'utf8');
    // This file's first line is the example's first line (the environment comment); the rest follows below.
    const [first, ...rest] = testExample.split('\n');
    expect(own.startsWith(`${first}\n`) && own.includes(rest.join('\n')), 'this file carries the /embed example').toBe(
      true,
    );
    const guidesUrl = readData('pages').find((p) => p.key === 'embed-guides')!.url;
    expect(readFileSync(`${distDir}/site${guidesUrl}.html`, 'utf8'), "/embed's guides show it").toContain(
      testExample.replaceAll('&', '&amp;').replaceAll('<', '&lt;'),
    );
  });

  const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, string | { import?: string }>;
  };
  // `./steel-*`: one module per partner widget, the `*` standing for the part of the tag after `steel-`
  const embeddable = catalog.filter((c) => c.embeddable).map((c) => c.tag);
  const elements = Object.entries(exports).flatMap(([name, target]) =>
    name === './steel-*' && typeof target === 'object' && target.import
      ? embeddable.map((tag) => [tag, target.import!.replace('steel-*', tag)])
      : [],
  );

  it('exports an element module per partner widget', () => {
    expect(elements.map(([tag]) => tag)).toEqual(embeddable);
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
