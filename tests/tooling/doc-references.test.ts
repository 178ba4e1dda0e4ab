import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the docs name exists: every repository path and every `npm run <script>` that README.md, CONTRIBUTING.md
 * and docs/*.md write. A rename or a removed script that leaves a doc behind fails here, naming the doc and the line.
 */
const root = resolve(import.meta.dirname, '../..');
const docs = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
);

/** Top-level folders and files of the repository: a path is one of ours when it starts with one of them. */
const tracked = new Set(readdirSync(root).filter((f) => !['node_modules', '.git'].includes(f)));
/** Folders the build or the tests write, which a fresh clone does not have. */
const made = /^(dist|dist-[^/]*|test-results|playwright-report|\.cache)(\/|$)/;

interface Reference {
  doc: string;
  line: number;
  text: string;
}

/** Paths named in a line: in link targets (relative to the doc) and as words (relative to the root). */
export function pathsIn(line: string, doc: string): string[] {
  const found: string[] = [];
  const withoutUrls = line.replace(/[a-z]+:\/\/\S+/g, ' ');
  for (const [, target] of withoutUrls.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g))
    found.push(join(dirname(doc), target).replace(/\\/g, '/'));
  for (const [word] of withoutUrls
    .replace(/\]\([^)]*\)/g, ' ')
    .matchAll(/(?<![\w/.<-])\.?[\w@-][\w.@-]*(\/[\w.@-]+)*\/?/g)) {
    const path = word.replace(/[.]+$/, '');
    const first = path.split('/')[0];
    // a path of ours: it starts at a top-level entry and goes into it (a folder) or is a file with an extension
    if (tracked.has(first) && (path.includes('/') || /\.\w+$/.test(path))) found.push(path);
  }
  // `my-page`, `my-thing`: the docs' examples of a file or folder you would add
  return found.filter((p) => !made.test(p) && !p.split('/').some((part) => part.startsWith('my-')));
}

const references = (pattern: (line: string, doc: string) => string[]) =>
  docs.flatMap((doc) =>
    readFileSync(join(root, doc), 'utf8')
      .split('\n')
      .flatMap((text, i) => pattern(text, doc).map((name) => ({ doc, line: i + 1, text: name }) as Reference)),
  );

describe('what the docs name', () => {
  it('every repository path exists', () => {
    const missing = references(pathsIn).filter((r) => !existsSync(join(root, r.text)));
    expect(missing.map((r) => `${r.doc}:${r.line}: ${r.text}`)).toEqual([]);
  });

  it('every `npm run <script>` is a script of package.json', () => {
    const named = references((line) => [...line.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((r) => !scripts.includes(r.text)).map((r) => `${r.doc}:${r.line}: npm run ${r.text}`)).toEqual(
      [],
    );
  });

  it('finds paths written as words, in links and in backticks, and leaves out addresses and build output', () => {
    const line =
      'See [the widgets](widgets.md#loader), `shared/data/plugins.ts`, tsup.config.ts and scripts/ ' +
      '(not https://example.com/shared/x.ts, /embed/v1/loader.js, dist/site/ or the word site).';
    expect(pathsIn(line, 'docs/design.md')).toEqual([
      'docs/widgets.md',
      'shared/data/plugins.ts',
      'tsup.config.ts',
      'scripts/',
    ]);
  });
});
