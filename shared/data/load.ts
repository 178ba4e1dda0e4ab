import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type * as z from 'zod';
import { dataDir, dataFile } from '../data-set.js';
import * as S from '../schema/content.ts';
import { serviceValue } from '../service-choice.ts';
import { landingUrl } from '../landing.ts';
import { contentFindings, type Finding } from './rules.ts';
import { Pricing, QuoteForm, ContactForm, ServiceNames, Uploads } from '../schema/pricing.ts';

/** Every data file and the schema it must satisfy. */
export const dataFiles = {
  business: S.Business,
  services: S.Services,
  pages: S.Pages,
  reviews: S.Reviews,
  faq: S.Faq,
  gallery: S.Gallery,
  team: S.Team,
  areas: S.Areas,
  legal: S.Legal,
  copy: S.Copy,
  pricing: Pricing,
  'quote-form': QuoteForm,
  'contact-form': ContactForm,
  uploads: Uploads,
  'service-names': ServiceNames,
  'landing-pages': S.LandingPages,
} as const;

export type DataName = keyof typeof dataFiles;
export type SiteData = { [K in DataName]: z.infer<(typeof dataFiles)[K]> };

export class DataError extends Error {}

/** The data folder as messages name it: shared/data, or the other set a build was given (shared/data-set.js). */
export const dataLabel = relative(process.cwd(), dataDir).replaceAll('\\', '/') || '.';

/** Validates one value against the schema of `name`; the error names the file and each bad field. */
export function validate<K extends DataName>(name: K, value: unknown): SiteData[K] {
  const result = dataFiles[name].safeParse(value);
  if (result.success) return result.data as SiteData[K];
  const lines = result.error.issues.map(
    (i) => `  ${dataLabel}/${name}.json: ${formatPath(i.path) || '(root)'}: ${i.message}`,
  );
  throw new DataError(`Invalid business data in ${dataLabel}/${name}.json:\n${lines.join('\n')}`);
}

function formatPath(path: PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/** One file of the chosen data set (shared/data unless STEEL_DATA names another; shared/data-set.js), validated. */
export function readData<K extends DataName>(name: K): SiteData[K] {
  return parseData(name, readFileSync(dataFile(name), 'utf8'));
}

/** Parses and validates the text of shared/data/<name>.json (the bundler plugins in plugins.ts use this too). */
export function parseData<K extends DataName>(name: K, text: string): SiteData[K] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new DataError(`${dataLabel}/${name}.json is not valid JSON: ${(e as Error).message}`);
  }
  return validate(name, json);
}

/** Loads and validates every data file, then the references between them. */
export function loadAll(): SiteData {
  const data = Object.fromEntries(Object.keys(dataFiles).map((n) => [n, readData(n as DataName)])) as SiteData;
  // A build with analytics on, for the consent tests (tests/browser/consent.spec.ts); validated like the file.
  const testId = process.env.STEEL_ANALYTICS_ID;
  if (testId !== undefined)
    data.business = validate('business', {
      ...data.business,
      analytics: { ...data.business.analytics, measurementId: testId },
    });
  checkReferences(data);
  const errors = contentFindings(data).filter((f) => f.level === 'error');
  if (errors.length) throw new DataError(`Invalid business data:\n  ${errors.map(formatFinding).join('\n  ')}`);
  return data;
}

/** A content rule's finding as the build prints it: "shared/data/services.json: [13].seo.description: ..." */
export const formatFinding = (f: Finding) => `${dataLabel}/${f.file}.json: ${f.field}: ${f.message}`;

function checkReferences(d: SiteData) {
  const slugs = new Set(d.services.map((s) => s.slug));
  const problems: string[] = [];
  d.business.offerCatalogue.forEach((s, i) => {
    if (!slugs.has(s)) problems.push(`${dataLabel}/business.json: offerCatalogue[${i}]: no service with slug "${s}"`);
  });
  d.copy.notFound.popular.forEach((s, i) => {
    if (!slugs.has(s)) problems.push(`${dataLabel}/copy.json: notFound.popular[${i}]: no service with slug "${s}"`);
  });
  if (!slugs.has(d.copy.home.crane.service))
    problems.push(`${dataLabel}/copy.json: home.crane.service: no service with slug "${d.copy.home.crane.service}"`);
  const urls = new Set<string>();
  for (const p of [...d.pages.map((p) => p.url), ...d.services.map((s) => `/${s.slug}`)]) {
    if (urls.has(p)) problems.push(`duplicate page URL ${p} (shared/data/pages.json or services.json)`);
    urls.add(p);
  }
  problems.push(...landingReferences(d, urls));
  // Each name in shared/data/service-names.json is a value of one of the three lists, and in one group only.
  const values = new Set([
    ...d.pricing.serviceType.map((o) => o.value),
    ...d['quote-form'].service.map((o) => o.value),
    ...d['contact-form'].service.map(serviceValue),
  ]);
  const grouped = new Set<string>();
  d['service-names'].sameService.forEach((group, i) =>
    group.forEach((name, j) => {
      const at = `${dataLabel}/service-names.json: sameService[${i}][${j}]`;
      if (!values.has(name))
        problems.push(`${at}: "${name}" is not a service value of the calculator, quote form or contact form`);
      if (grouped.has(name)) problems.push(`${at}: "${name}" is already in another group`);
      grouped.add(name);
    }),
  );
  if (problems.length) throw new DataError(`Invalid business data:\n  ${problems.join('\n  ')}`);
}

/**
 * A landing page's address is its own (no other page, landing page or page under it), and what its blocks name
 * exists: a service page, a review, a question of the FAQ, a photo of the gallery (docs/cms.md "Landing pages").
 */
function landingReferences(d: SiteData, urls: Set<string>): string[] {
  const problems: string[] = [];
  const slugs = new Set(d.services.map((s) => s.slug));
  const reviews = new Set(d.reviews.map((r) => r.name));
  const questions = new Set(d.faq.flatMap((c) => c.questions.map((q) => q.question)));
  const photos = new Set(d.gallery.map((g) => g.src));
  const taken = [...urls];
  d['landing-pages'].forEach((p, i) => {
    const at = `${dataLabel}/landing-pages.json: [${i}]`;
    const url = landingUrl(p.slug);
    const clash = taken.find((u) => u === url || u.startsWith(`${url}/`) || url.startsWith(`${u}/`));
    if (clash)
      problems.push(
        `${at}.slug: ${url} is already the address of ${clash === url ? 'another page' : `the page ${clash}`}: choose another slug`,
      );
    taken.push(url);
    if (p.redirectTo && !slugs.has(p.redirectTo))
      problems.push(`${at}.redirectTo: no service with slug "${p.redirectTo}"`);
    p.blocks.forEach((b, j) => {
      const f = `${at}.blocks[${j}]`;
      if ((b.kind === 'quote' || b.kind === 'calculator') && b.service && !slugs.has(b.service))
        problems.push(`${f}.service: no service with slug "${b.service}"`);
      if (b.kind === 'reviews')
        b.reviews.forEach((r, k) => {
          if (!reviews.has(r)) problems.push(`${f}.reviews[${k}]: no review by "${r}" in reviews.json`);
        });
      if (b.kind === 'faq')
        b.questions.forEach((q, k) => {
          if (!questions.has(q)) problems.push(`${f}.questions[${k}]: faq.json has no question "${q}"`);
        });
      if (b.kind === 'photos')
        b.photos.forEach((s, k) => {
          if (!photos.has(s)) problems.push(`${f}.photos[${k}]: ${s} is not a photo of gallery.json`);
        });
    });
    const values = new Set<string>();
    p.dynamicHeadline?.values.forEach((v, k) => {
      if (values.has(v.value))
        problems.push(`${at}.dynamicHeadline.values[${k}].value: "${v.value}" is listed twice: list each value once`);
      values.add(v.value);
    });
  });
  return problems;
}
