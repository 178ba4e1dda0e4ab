/**
 * Content rules across entries and files, which a real edit in the editor can break and a schema cannot see (one
 * value at a time): copying a service page keeps its source's description and photo, a sum stops adding up.
 * `npm run check:data` (the build's first step) prints them with the file and field named and what to do; an
 * `error` stops the build (`loadAll` refuses the data), a `warning` is printed and the build goes on (docs/cms.md,
 * "What the build checks"). The build tests use the same functions, so a rule is written once.
 */
import type { DataName, SiteData } from './load.ts';
import { ENQUIRY_BLOCKS } from '../schema/content.ts';
import { endTarget, hasEnded, isoDay } from '../landing.ts';

export interface Finding {
  /** the data file, without its folder */
  file: DataName;
  /** where in it, e.g. `[13].seo.description` */
  field: string;
  /** what is wrong and what to do */
  message: string;
  level: 'error' | 'warning';
}

/** Text that must never reach a page: filler, notes to self, a template or a program's value shown as words. */
export const JUNK: RegExp[] = [
  /lorem/i,
  /\bTODO\b/i,
  /\bFIXME\b/,
  /\bundefined\b/i,
  /\bnull\b/i,
  /\[object \w+\]/i,
  /\bNaN\b/,
  /\{\{|\}\}|\$\{/,
  /\{(phone|email|brand|file)\}/i,
];

interface Entry {
  file: DataName;
  field: string;
  /** how the message names the entry: a page's key or a service's slug */
  name: string;
}

/** Each page's title and meta description, general pages then service pages, as the pages' head shows them. */
export function pageMetadata(d: SiteData): (Entry & { title: string; description: string; titleField: string })[] {
  return [
    ...d.pages.map((p, i) => ({
      file: 'pages' as const,
      field: `[${i}].description`,
      titleField: `[${i}].title`,
      name: p.key,
      title: p.title,
      description: p.description,
    })),
    ...d.services.map((s, i) => ({
      file: 'services' as const,
      field: `[${i}].seo.description`,
      titleField: `[${i}].seo.title`,
      name: s.slug,
      title: s.seo.title,
      description: s.seo.description,
    })),
    ...d['landing-pages'].map((p, i) => ({
      file: 'landing-pages' as const,
      field: `[${i}].description`,
      titleField: `[${i}].title`,
      name: p.slug,
      title: p.title,
      description: p.description,
    })),
  ];
}

/** Every photo entry of the data: the home page's hero, each service page's hero, the gallery, the team. */
export function photoEntries(
  d: SiteData,
): (Entry & { src: string; alt: string; placeholder?: string; service: boolean })[] {
  return [
    {
      file: 'copy' as const,
      field: 'home.hero.image.src',
      name: 'the home page',
      ...d.copy.home.hero.image,
      service: false,
    },
    ...d.services.map((s, i) => ({
      file: 'services' as const,
      field: `[${i}].hero.image.src`,
      name: s.slug,
      ...s.hero.image,
      service: true,
    })),
    ...d.gallery.map((g, i) => ({
      file: 'gallery' as const,
      field: `[${i}].src`,
      name: g.caption,
      ...g,
      service: false,
    })),
    ...d.team.map((t, i) => ({
      file: 'team' as const,
      field: `[${i}].image.src`,
      name: t.name,
      ...t.image,
      service: false,
    })),
    ...d['landing-pages'].map((p, i) => ({
      file: 'landing-pages' as const,
      field: `[${i}].image.src`,
      name: p.slug,
      ...p.image,
      service: false,
    })),
  ];
}

const at = (e: Entry) => `${e.file}.json ${e.field} (${e.name})`;

type Page = ReturnType<typeof pageMetadata>[number];

/** Two pages with one title or one description: the later entry is named, with the one it repeats. */
function duplicateMetadata(d: SiteData): Finding[] {
  const out: Finding[] = [];
  const kinds = [
    {
      name: 'title',
      text: (p: Page) => p.title,
      field: (p: Page) => p.titleField,
      why: 'give this page a title of its own (browser tabs, bookmarks and search results show it)',
    },
    {
      name: 'description',
      text: (p: Page) => p.description,
      field: (p: Page) => p.field,
      why: "write one that describes this page (search results show it under the page's title)",
    },
  ];
  for (const kind of kinds) {
    const seen = new Map<string, Entry>();
    for (const p of pageMetadata(d)) {
      const first = seen.get(kind.text(p).trim());
      if (first)
        out.push({
          file: p.file,
          field: kind.field(p),
          level: 'error',
          message: `the same ${kind.name} as ${at(first)}: ${kind.why}`,
        });
      else seen.set(kind.text(p).trim(), { ...p, field: kind.field(p) });
    }
  }
  return out;
}

/**
 * A photo file shown by two entries. A service page's photo is its own (a copied page shows its source's until
 * replaced), and an example picture is never shown twice (the pages would show one drawing as two things); a real
 * photo may be in the gallery and on a page.
 */
function sharedPhotos(d: SiteData): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, ReturnType<typeof photoEntries>[number]>();
  for (const p of photoEntries(d)) {
    const first = seen.get(p.src);
    if (!first) {
      seen.set(p.src, p);
      continue;
    }
    const bothServices = first.service && p.service;
    if (!bothServices && !first.placeholder && !p.placeholder) continue;
    out.push({
      file: p.file,
      field: p.field,
      level: 'error',
      message: `${p.src} is already the photo of ${at(first)}: upload ${bothServices ? "this page's own photo" : 'another photo'} here${p.placeholder ? ' (or run `npm run placeholders` for an example picture of its own)' : ''}`,
    });
  }
  return out;
}

/**
 * Two different photos described in the same words: usually a copied entry whose new photo kept the old words, so a
 * visitor who cannot see it is told about another photo. A warning: two photos of one job may look alike.
 */
function sharedAlts(d: SiteData): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, { src: string; entry: Entry }>();
  for (const p of photoEntries(d)) {
    const alt = p.alt.trim();
    const first = seen.get(alt);
    if (!first) seen.set(alt, { src: p.src, entry: p });
    else if (first.src !== p.src)
      out.push({
        file: p.file,
        field: p.field.replace(/src$/, 'alt'),
        level: 'warning',
        message: `the same alt text as ${at(first.entry).replace(/src \(/, 'alt (')}, for another photo: describe what this photo shows`,
      });
  }
  return out;
}

/** Filler or a template left in any text of any data file: it would be shown to visitors as it is. */
function junk(d: SiteData): Finding[] {
  const out: Finding[] = [];
  const walk = (file: DataName, v: unknown, field: string) => {
    if (typeof v === 'string') {
      const re = JUNK.find((r) => r.test(v));
      if (re)
        out.push({
          file,
          field: field || '(root)',
          level: 'error',
          message: `"${v.match(re)![0]}" is left in the text (${JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v)}): write the words visitors should read`,
        });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(file, x, `${field}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) walk(file, x, field ? `${field}.${k}` : k);
  };
  for (const [file, value] of Object.entries(d)) walk(file as DataName, value, '');
  return out;
}

/** "1000+" -> 1000 */
const count = (s: string) => parseInt(s.replace(/,/g, ''), 10);

/** Figures stated twice must agree (docs/design.md: no two sentences on the site contradict each other on a figure). */
function figures(d: SiteData): Finding[] {
  const out: Finding[] = [];
  const regions = d.areas.regions.map((r) => count(r.projects));
  const total = count(d.business.claims.projects ?? '');
  if (regions.every(Number.isFinite) && Number.isFinite(total)) {
    const sum = regions.reduce((a, b) => a + b, 0);
    if (sum !== total)
      out.push({
        file: 'business',
        field: 'claims.projects',
        level: 'error',
        message: `"${d.business.claims.projects}" projects, but the regions of areas.json (regions[].projects) add up to ${sum}: change one so they agree`,
      });
  }
  const founded = Number(d.copy.about.timeline[0]?.year);
  const years = count(d.business.claims.years ?? '');
  if (Number.isFinite(founded) && Number.isFinite(years) && years > new Date().getFullYear() - founded)
    out.push({
      file: 'business',
      field: 'claims.years',
      level: 'error',
      message: `"${d.business.claims.years}" years in business, but copy.json about.timeline[0] says the firm began in ${founded}: change one so they agree`,
    });
  return out;
}

/**
 * A landing page exists to bring enquiries: it has a quote form or a calculator. Once its last day has passed, the
 * build redirects its address (shared/landing.ts), so it must know where to: `redirectTo`, or a service chosen in an
 * enquiry block.
 */
function landingPages(d: SiteData, today: string): Finding[] {
  const out: Finding[] = [];
  d['landing-pages'].forEach((p, i) => {
    if (!p.blocks.some((b) => (ENQUIRY_BLOCKS as readonly string[]).includes(b.kind)))
      out.push({
        file: 'landing-pages',
        field: `[${i}].blocks`,
        level: 'error',
        message: `${p.slug} has no quote form or calculator: add a "quote" or "calculator" block, so the page can bring an enquiry`,
      });
    if (hasEnded(p, today) && !endTarget(p))
      out.push({
        file: 'landing-pages',
        field: `[${i}].redirectTo`,
        level: 'error',
        message: `${p.slug} ended on ${p.ends} and names no page to send its visitors to: set redirectTo to a service page's slug, or move the end date`,
      });
  });
  return out;
}

/** Every content rule's findings for a whole data set, on `today` (the build's day: when landing pages end). */
export function contentFindings(d: SiteData, today = isoDay(new Date())): Finding[] {
  return [
    ...duplicateMetadata(d),
    ...sharedPhotos(d),
    ...sharedAlts(d),
    ...junk(d),
    ...figures(d),
    ...landingPages(d, today),
  ];
}
