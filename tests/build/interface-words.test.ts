import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { elements } from '../../widgets/catalog.ts';
import { distDir } from '../../shared/data-set.js';

/**
 * Browser code reads each widget's interface.ts through widgets/build/browser-interface.ts: its tag and the types
 * of its attributes. Its words (summaries, descriptions, the events' detail types) are for the docs and typings
 * only, and cost no visitor a byte, on our pages or a partner's.
 */
const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? scripts(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : [],
  );

it("no script of our pages or the partner release carries an interface's words", () => {
  const words = elements
    .flatMap((e) => [
      e.summary,
      ...e.attributes.map((a) => a.description),
      ...e.events.flatMap((ev) => [ev.description, ev.detail]),
      ...e.parts.map((p) => p.description),
    ])
    .filter((w) => w.length >= 25); // a short one ("The form") may be a visitor's words too
  const files = [...scripts(`${distDir}/site/assets`), ...scripts(`${distDir}/embed`)];
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((f) => {
    const js = readFileSync(f, 'utf8');
    return words.filter((w) => js.includes(w)).map((w) => `${f}: ${w.slice(0, 50)}`);
  });
  expect(found).toEqual([]);
});
