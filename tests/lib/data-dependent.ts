import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { transformSync } from 'esbuild';
import { DATA_IMPORT, projectRoot } from '../../shared/data-set.js';

/**
 * Whether a test file can see which data set it runs on: whether its imports, followed through the project's own
 * modules, reach the module that chooses the data set (shared/data-set.js) or a data file (shared/data/*.json, which
 * the build plugins map to the chosen set). One that reaches neither gives the same result on any data, so `npm test`
 * runs it once, on the shipped data (scripts/test-all.js, SAME_ON_ANY_DATA). Packages are not followed: none of them
 * reads our data.
 */
await init;

const DATA_SET = resolve(projectRoot, 'shared/data-set.js');
/** A relative import's file (the project's imports name theirs in full), or undefined for a package or a file not there. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const file = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return existsSync(file) ? file : undefined;
}

const importsOf = new Map<string, string[]>();

/** The project files `file` imports (absolute paths), read once. */
function importedBy(file: string): string[] {
  let files = importsOf.get(file);
  if (files) return files;
  const source = readFileSync(file, 'utf8');
  // es-module-lexer reads JavaScript: TypeScript and JSX are made JavaScript first (esbuild), type-only imports
  // dropped and every other import kept, used or not
  const js = /\.tsx?$/.test(file)
    ? transformSync(source, {
        loader: file.endsWith('x') ? 'tsx' : 'ts',
        jsx: 'automatic',
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      }).code
    : source;
  files = parse(js)[0].flatMap((i) => (i.n ? (resolveImport(file, i.n) ?? []) : []));
  importsOf.set(file, files);
  return files;
}

/** Whether `file` (absolute) or a module it imports, directly or through others, is the data set. */
function reachesData(file: string): boolean {
  const queue = [file];
  const visited = new Set(queue);
  for (let f = queue.shift(); f; f = queue.shift()) {
    if (f === DATA_SET || DATA_IMPORT.test(f)) return true;
    if (!/\.(ts|tsx|js|mjs)$/.test(f)) continue;
    for (const next of importedBy(f))
      if (!visited.has(next)) {
        visited.add(next);
        queue.push(next);
      }
  }
  return false;
}

/** The test files among `files` (paths from the project root, or absolute) that give the same result on any data set. */
export const sameOnAnyData = (files: string[]) => files.filter((f) => !reachesData(resolve(projectRoot, f)));
