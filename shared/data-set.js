// Which data set a build reads and where it writes it (docs/design.md, "Data sets"). STEEL_DATA, read only here,
// names a folder of data files shaped like shared/data. Unset: shared/data, the shipped data, built into dist/.
// Any other set (the test fixture, tests/fixtures/other-business) builds into dist-<folder name>/, so a test build
// never overwrites the shipped one. Plain JavaScript: the Node scripts (scripts/*.js) import it as it is.
import { basename, dirname, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/**
 * The project root, from this file's path (a string: test environments such as happy-dom replace the URL class). The
 * paths below are absolute from it, so a script run from another folder reads and writes the same places.
 */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shipped = resolve(projectRoot, 'shared/data');

/** Absolute path of the data folder the build reads. */
export const dataDir = resolve(projectRoot, process.env.STEEL_DATA || 'shared/data');
/** True when building the shipped data (shared/data). */
export const isShipped = dataDir === shipped;
/** Absolute path of the build's output folder: dist, or dist-<data folder name> for another set. */
export const distDir = resolve(projectRoot, isShipped ? 'dist' : `dist-${basename(dataDir)}`);
/** The data file `name` of the chosen set, e.g. dataFile('business'). */
export const dataFile = (name) => resolve(dataDir, `${name}.json`);

/**
 * An import of a data file, `shared/data/<name>.json` (a path, or a file: URL): the one test every tool's data path
 * uses (shared/data/plugins.ts says which), so they cannot disagree on what a data import is. Group 1 is the name.
 */
export const DATA_IMPORT = /[\\/]shared[\\/]data[\\/]([\w-]+)\.json$/;
