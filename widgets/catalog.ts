/**
 * Every widget's tag and folder, with no component code, so build configs (vite.config.ts,
 * tsup.config.ts) and page code can list the widgets without compiling them. Each widget's full
 * spec (attributes, events, parts) lives in its folder; this list only says what exists.
 */
export interface CatalogEntry {
  tag: `steel-${string}`;
  /** widgets/<folder>/ */
  folder: string;
  /** Offered to partner sites (/embed): built as a partner bundle and documented there. */
  embeddable: boolean;
  /** The partner bundle's source, when it differs from register.ts (the FAQ bundles its data instead of reading our pre-rendered HTML). */
  partnerEntry?: string;
}

export const catalog: CatalogEntry[] = [
  { tag: 'steel-site-menu', folder: 'site-menu', embeddable: false },
  { tag: 'steel-scroll-top', folder: 'scroll-top', embeddable: false },
  { tag: 'steel-chat-button', folder: 'chat-button', embeddable: true },
  { tag: 'steel-quote-form', folder: 'quote-form', embeddable: true },
  { tag: 'steel-contact-form', folder: 'contact-form', embeddable: true },
  { tag: 'steel-calculator', folder: 'calculator', embeddable: true },
  { tag: 'steel-gallery', folder: 'gallery', embeddable: true },
  { tag: 'steel-faq', folder: 'faq', embeddable: true, partnerEntry: 'embed.ts' },
];

/** The source a page or bundle registers a widget with. */
export const registerEntry = (e: CatalogEntry) => `widgets/${e.folder}/register.ts`;

/** The partner bundles: tag -> source. */
export const partnerEntries = Object.fromEntries(
  catalog.filter((e) => e.embeddable).map((e) => [e.tag, e.partnerEntry ? `widgets/${e.folder}/${e.partnerEntry}` : registerEntry(e)]),
);
