/**
 * Every widget, in the order /embed lists them, with no component code, so build configs (vite.config.ts,
 * tsup.config.ts) and page code can list the widgets without compiling them. Each widget's public
 * interface is its folder's spec.ts (plain data); this file only gathers them.
 */
import { folderOf, type ElementSpec } from './common/element-spec.ts';
import { element as calculator } from './calculator/spec.ts';
import { element as quoteForm } from './quote-form/spec.ts';
import { element as contactForm } from './contact-form/spec.ts';
import { element as chatButton } from './chat-button/spec.ts';
import { element as faq } from './faq/spec.ts';
import { element as gallery } from './gallery/spec.ts';
import { element as siteMenu } from './site-menu/spec.ts';
import { element as scrollTop } from './scroll-top/spec.ts';

/** Every element's spec, in catalog order. */
export const elements: ElementSpec[] = [
  calculator,
  quoteForm,
  contactForm,
  chatButton,
  faq,
  gallery,
  siteMenu,
  scrollTop,
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
  /** The partner bundle's source, when it differs from register.ts (the FAQ and the gallery bundle their default data). */
  partnerEntry?: string;
}

/**
 * The FAQ's partner bundle carries its data instead of reading our pre-rendered HTML; the gallery's
 * carries our photos as its default (our pages always pass theirs).
 */
const partnerSource: Record<string, string> = { 'steel-faq': 'embed.ts', 'steel-gallery': 'embed.ts' };

export const catalog: CatalogEntry[] = elements.map((e) => ({
  tag: e.tag,
  folder: folderOf(e),
  embeddable: e.embeddable,
  partnerEntry: partnerSource[e.tag],
}));

/** The source a page or bundle registers a widget with. */
export const registerEntry = (e: CatalogEntry) => `widgets/${e.folder}/register.ts`;

/** The partner bundles: tag -> source. */
export const partnerEntries = Object.fromEntries(
  catalog
    .filter((e) => e.embeddable)
    .map((e) => [e.tag, e.partnerEntry ? `widgets/${e.folder}/${e.partnerEntry}` : registerEntry(e)]),
);
