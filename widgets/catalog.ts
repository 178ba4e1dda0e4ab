/**
 * Every widget, in the order /embed lists them, with no component code, so build configs (vite.config.ts,
 * tsup.config.ts) and page code can list the widgets without compiling them. Each widget's public
 * interface is its folder's interface.ts (plain data); this file only gathers them.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderOf, type DeclaredElement } from './common/element-interface.ts';

/** This folder, from this file's path (a string: happy-dom replaces the URL class), whatever the working directory. */
const here = dirname(fileURLToPath(import.meta.url));

/** Every element's interface, in the order /embed lists them: one line per widget (its folder's interface.ts). */
export const elements: DeclaredElement[] = [
  (await import('./calculator/interface.ts')).element,
  (await import('./quote-form/interface.ts')).element,
  (await import('./contact-form/interface.ts')).element,
  (await import('./chat-button/interface.ts')).element,
  (await import('./faq/interface.ts')).element,
  (await import('./gallery/interface.ts')).element,
  (await import('./site-menu/interface.ts')).element,
  (await import('./scroll-top/interface.ts')).element,
];

/**
 * The partner page our budgets and benchmark measure (docs/performance.md, the partner budget): the three widgets
 * a directory site embeds together, the calculator, the quote form and the gallery.
 */
export const PARTNER_PAGE: `steel-${string}`[] = ['steel-calculator', 'steel-quote-form', 'steel-gallery'];

export interface CatalogEntry {
  tag: `steel-${string}`;
  /** widgets/<folder>/ */
  folder: string;
  /** Offered to partner sites (/embed): built as a partner bundle and documented there. */
  embeddable: boolean;
  /**
   * The partner bundle's source when the folder has one, `partner.ts`, because it differs from our pages' entry: the
   * FAQ's carries its data instead of reading our pre-rendered HTML; the gallery's carries our photos as its default
   * (our pages always pass theirs).
   */
  partnerEntry?: string;
}

/** Where a folder's partner entry is, when it has its own (read from the project's root, as every build runs). */
const PARTNER_ENTRY = 'partner.ts';

export const catalog: CatalogEntry[] = elements.map((e) => ({
  tag: e.tag,
  folder: folderOf(e),
  embeddable: e.embeddable,
  partnerEntry: existsSync(join(here, folderOf(e), PARTNER_ENTRY)) ? PARTNER_ENTRY : undefined,
}));

/** The source a page or bundle registers a widget with. */
export const registerEntry = (e: CatalogEntry) => `widgets/${e.folder}/register.ts`;
