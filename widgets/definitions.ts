/**
 * Every widget's runtime definition (widgets/<folder>/widget.ts: component, styles, observed attributes), found
 * through the catalog, in its order: for the build (pre-rendering, CSP style hashes) and tests. Node only: pages and
 * bundles load one widget's register.ts each.
 */
import { catalog } from './catalog.ts';
import type { WidgetDefinition } from './common/define.tsx';

/** What a widget.ts exports. */
export interface WidgetModule {
  widget: WidgetDefinition<object>;
  /**
   * The tail of its css that only its script reaches (errors, sending, toasts): our pre-rendered roots leave it out
   * (ssr.tsx) and adopt it when the widget's code arrives (mail-form/lazy.ts).
   */
  stateCss?: string;
}

const modules: WidgetModule[] = await Promise.all(
  catalog.map((e) => import(`./${e.folder}/widget.ts`) as Promise<WidgetModule>),
);

export const definitions = modules.map((m) => m.widget);

/** The state styles of each widget that has some, by tag. */
export const stateCssOf: Partial<Record<string, string>> = Object.fromEntries(
  modules.flatMap((m) => (m.stateCss ? [[m.widget.tag, m.stateCss]] : [])),
);
