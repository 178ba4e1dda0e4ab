import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { projectFiles } from './fresh-copy.ts';

const root = resolve(import.meta.dirname, '../..');
const pages: { key: string; url: string }[] = JSON.parse(readFileSync(resolve(root, 'shared/data/pages.json'), 'utf8'));

/**
 * Page addresses are written once, in shared/data/pages.json (docs/design.md, "One data path"): the page
 * components link by key, `href={pageUrl('contact')}`, so moving a page is one edit of the data. A literal
 * `href="/contact"` in site/ would keep the old address after such an edit.
 */
it('the site links to its pages by key, not by a written address', () => {
  const addresses = pages.map((p) => p.url).filter((u) => u !== '/');
  const literal = new RegExp(`href=["'{\`](${addresses.map((a) => a.replace(/[/-]/g, '\\$&')).join('|')})(?=[#"'\`?])`);
  const hits: string[] = [];
  for (const file of projectFiles().filter((f) => /^site\/.*\.tsx?$/.test(f) && !/\.test\./.test(f))) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => literal.test(line) && hits.push(`${file}:${i + 1}: ${line.trim()}`));
  }
  expect(hits, "use pageUrl('<key>') from site/_includes/data.ts").toEqual([]);
});
