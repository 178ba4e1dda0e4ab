import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { init, parse } from 'es-module-lexer';
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
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts'];

/** A relative import's file, or undefined for a package, a virtual module or a file not there. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  return EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && !f.endsWith('/'));
}

const importsOf = new Map<string, string[]>();

/** The project files `file` imports (absolute paths), read once. */
function importedBy(file: string): string[] {
  let files = importsOf.get(file);
  if (files) return files;
  const source = readFileSync(file, 'utf8');
  // es-module-lexer reads JavaScript; where TypeScript or JSX trips it, the import lines are read with a pattern
  let specifiers: string[];
  try {
    specifiers = parse(source)[0].flatMap((i) => (i.n ? [i.n] : []));
  } catch {
    specifiers = [
      ...source.matchAll(/\b(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
    ].map((m) => m[1] ?? m[2]);
  }
  files = specifiers.flatMap((s) => resolveImport(file, s) ?? []);
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
