import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { projectFiles } from './fresh-copy.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (name: string) => JSON.parse(readFileSync(resolve(root, `shared/data/${name}.json`), 'utf8'));
const pages: { key: string; url: string }[] = read('pages');
const services: { slug: string }[] = read('services');

/**
 * Page addresses are written once, in shared/data/pages.json (and a service page's in its slug in services.json;
 * docs/design.md, "One data path"): the page components link by key, `href={pageUrl('contact')}`, browser scripts
 * get an address from the page, so moving a page is one edit of the data. A written `'/contact'` anywhere in
 * site/ (pages, components, scripts) would keep the old address after such an edit.
 */
it('the site names its pages by key, never by a written address', () => {
  const addresses = [...pages.map((p) => p.url).filter((u) => u !== '/'), ...services.map((s) => `/${s.slug}`)];
  const literal = new RegExp(`["'\`](${addresses.map((a) => a.replace(/[/-]/g, '\\$&')).join('|')})(?=[#"'\`?])`);
  const hits: string[] = [];
  for (const file of projectFiles().filter((f) => /^site\/.*\.tsx?$/.test(f) && !/\.test\./.test(f))) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      // comments may name an address as an example
      .forEach(
        (line, i) =>
          !/^\s*(\*|\/\/|\/\*)/.test(line) && literal.test(line) && hits.push(`${file}:${i + 1}: ${line.trim()}`),
      );
  }
  expect(
    hits,
    "use pageUrl('<key>') from site/_includes/data.ts, or in a browser script an address the page gives",
  ).toEqual([]);
});

it('finds a written address, in a page and in a browser script', () => {
  const literal = new RegExp(`["'\`](\\/privacy\\-policy)(?=[#"'\`?])`);
  expect(literal.test(`const link = { href: '/privacy-policy' };`)).toBe(true);
  expect(literal.test(`<a href="/privacy-policy#cookies">`)).toBe(true);
  expect(literal.test(`<a href={pageUrl('privacy')}>`)).toBe(false);
});
