import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDir } from '../../../shared/data-set.js';
import { catalog } from '../../catalog.ts';

/** widgets/, from this file's path (a string: happy-dom replaces the URL class), whatever the working directory. */
const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What each partner placeholder lists (widgets/partner/build/fallback.ts), from each embeddable widget's `placeholder.ts`
 * (found beside this file, whatever the working directory). The build writes them to PLACEHOLDER_ITEMS (scripts/partner-photos.ts), which the
 * snippets' writers read: a placeholder.ts may read the widgets' data through JSON imports, which only the build's
 * own runner loads, not every test runner that writes a snippet.
 */
export const PLACEHOLDER_ITEMS = `${distDir}/partner/placeholder-items.json`;

export const placeholderItems = async (): Promise<Record<string, string[]>> =>
  Object.fromEntries(
    await Promise.all(
      catalog
        .filter((e) => e.embeddable && existsSync(join(widgetsDir, e.folder, 'placeholder.ts')))
        .map(async (e) => [
          e.tag,
          ((await import(`../../${e.folder}/placeholder.ts`)) as { items: () => string[] }).items(),
        ]),
    ),
  );
