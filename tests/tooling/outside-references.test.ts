import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { projectFiles } from './fresh-copy.ts';

const root = resolve(import.meta.dirname, '../..');
const files = projectFiles().filter((f) => /\.(ts|tsx|js|mjs|css|md)$/.test(f));

// The patterns are assembled from pieces so that this file does not match them itself.
const spec = 'spec';
const everywhere = new RegExp(`site-${spec}|${spec} section|${spec}'s`, 'i');
/** As grep reads the check: "decisions", any one character, "md". */
const inCode = new RegExp(['decisions', 'md'].join('.'));

/**
 * Code, tests and docs cite the repository's own docs/ (requirements, widgets and design decisions), never
 * documents it does not have. The design decisions live in docs/design.md, a name the grep for the outside
 * documents' names cannot mistake for theirs.
 */
it('no file cites a document outside the repository', () => {
  const hits: string[] = [];
  for (const file of files) {
    const isCode = !file.endsWith('.md');
    let text: string;
    try {
      text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    text.split('\n').forEach((line, i) => {
      if (everywhere.test(line) || (isCode && inCode.test(line))) hits.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(hits, 'cite docs/requirements.md, docs/widgets.md or docs/design.md instead').toEqual([]);
});
