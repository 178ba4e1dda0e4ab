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
 * site/ (pages, components, scripts) or widgets/ would keep the old address after such an edit.
 */

/**
 * Addresses still written in code, each with why it stays for now (none today). This list only shrinks: a line it
 * names that no longer exists fails below.
 */
const known: string[] = [];
it('the site and the widgets name pages by key, never by a written address', () => {
  const addresses = [...pages.map((p) => p.url).filter((u) => u !== '/'), ...services.map((s) => `/${s.slug}`)];
  const literal = new RegExp(`["'\`](${addresses.map((a) => a.replace(/[/-]/g, '\\$&')).join('|')})(?=[#"'\`?])`);
  const hits: string[] = [];
  const found: string[] = [];
  const code = (f: string) =>
    /^(site|widgets)\/.*\.tsx?$/.test(f) && !/\.(test|browser|journeys)\.|\/(probes|example|named)\.ts$/.test(f);
  for (const file of projectFiles().filter(code)) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // comments may name an address as an example
        if (/^\s*(\*|\/\/|\/\*)/.test(line) || !literal.test(line)) return;
        const exception = known.find((k) => k.startsWith(`${file}: `) && line.includes(k.slice(file.length + 2)));
        if (exception) found.push(exception);
        else hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(
    hits,
    "use pageUrl('<key>') from site/_includes/data.ts; in a browser script or a widget, an address the page or an attribute gives",
  ).toEqual([]);
  expect(found.sort(), 'an exception no longer needed: remove it from `known`').toEqual([...known].sort());
});

it('finds a written address, in a page and in a browser script', () => {
  const literal = new RegExp(`["'\`](\\/privacy\\-policy)(?=[#"'\`?])`);
  expect(literal.test(`const link = { href: '/privacy-policy' };`)).toBe(true);
  expect(literal.test(`<a href="/privacy-policy#cookies">`)).toBe(true);
  expect(literal.test(`<a href={pageUrl('privacy')}>`)).toBe(false);
});
