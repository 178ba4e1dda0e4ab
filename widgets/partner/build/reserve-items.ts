/**
 * The lists of live facts a partner widget's first render grows with (docs/widgets.md "Reserved space"): a
 * widget whose first render shows such a list has a `reserve.ts` in its folder exporting `items`. The measured
 * floors (reserve-table.json) were taken with the list as it was; the build adds room for each item the live
 * facts have beyond that (widgets/partner/build/reserve.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalog } from '../../catalog.ts';

/** widgets/, from this file's path (a string: happy-dom replaces the URL class), whatever the working directory. */
const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
import type { Facts } from './facts.ts';

export interface ReserveItems {
  /** every item of the list in the widget's shadow root, shown or not (scripts/reserve-heights.ts counts them and measures the tallest) */
  selector: string;
  /** how many items the first render shows, from the live facts */
  count(facts: Facts): number;
}

/** Each embeddable widget's items, by tag, for the widgets that have them (found beside this file, whatever the working directory). */
export const reserveItems: Record<string, ReserveItems> = Object.fromEntries(
  await Promise.all(
    catalog
      .filter((e) => e.embeddable && existsSync(join(widgetsDir, e.folder, 'reserve.ts')))
      .map(async (e) => [e.tag, ((await import(`../../${e.folder}/reserve.ts`)) as { items: ReserveItems }).items]),
  ),
);
