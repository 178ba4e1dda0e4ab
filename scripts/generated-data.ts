// Valid data sets made from the zod schemas (shared/schema/*.ts) with fast-check, for `npm run test:generated`
// (scripts/test-generated.js) and `npm run generate:data`. Each schema is read through zod's JSON Schema export (a
// documented format, unlike zod's internals) and mapped to an arbitrary; what the schemas cannot say (references
// between files, photos that exist, the pages the templates link by key) is made valid afterwards, in `connect`.
// A seed names a set: the same seed and mode give the same files.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { dataFiles, validate, type DataName, type SiteData } from '../shared/data/load.ts';
import { iconNames, isRegisteredCompany, requiredClaims } from '../shared/schema/content.ts';
import { serviceValue } from '../shared/service-choice.ts';
import { endTarget, hasEnded, isoDay } from '../shared/landing.ts';
import { contentFindings } from '../shared/data/rules.ts';
import { jsonOf, type Json } from '../shared/schema/json-schema.ts';

/**
 * `random`: sizes and optional fields vary. `edge`: every string as long and every list as long as the schema allows
 * (or `LONG_TEXT` / `LARGE_LIST` where it sets no bound), every optional field present, and the smallest site the
 * schemas allow where it matters: no reviews, one service, one photo in the gallery.
 */
export type Mode = 'random' | 'edge';

/** A string without a maximum, in an edge set: longer than any real name, title or sentence field. */
const LONG_TEXT = 120;
/** A list without a maximum, in an edge set. */
const LARGE_LIST = 6;

// The photos shipped in site/images, with the subject each one draws (its `placeholder`, as the shipped data and the
// test fixture write it): every generated photo is one of them, so the build finds the file and the words match it.
const root = join(import.meta.dirname, '..');
const images = readdirSync(join(root, 'site/images'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(jpe?g|png|webp)$/.test(f))
  .map((f) => relative(join(root, 'site'), join(root, 'site/images', f)).replaceAll('\\', '/'))
  .sort();
type Photo = { src: string; placeholder?: string };
const photoOf = new Map<string, Photo>();
const collectPhotos = (v: unknown): void => {
  if (Array.isArray(v)) v.forEach(collectPhotos);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.src === 'string' && images.includes(o.src))
      photoOf.set(o.src, { src: o.src, placeholder: o.placeholder as string | undefined });
    Object.values(o).forEach(collectPhotos);
  }
};
for (const dir of ['shared/data', 'tests/fixtures/other-business'])
  for (const f of readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')))
    collectPhotos(JSON.parse(readFileSync(join(root, dir, f), 'utf8')));
const photos = [...photoOf.values()];

// Words an owner might type, with the characters that must be escaped in HTML, attributes and JSON-LD.
const oddWords = ['&', "O'Brien", '<b>', '"quoted"', 'café', 'Łódź', '£1,250', '50%', '—', '#1', 'A&B', 'x>y'];
const word = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[a-z]{1,9}$/) },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Z][a-z]{1,11}$/) },
  { weight: 1, arbitrary: fc.constantFrom(...oddWords) },
);

/** Words cut or padded to a length from min to max, with no space at either end (zod's trim would change it). */
function fit(text: string, min: number, max: number): string {
  let t = text;
  while (t.length < min) t += ' steel';
  t = t.slice(0, max).trim();
  while (t.length < min) t += 'x';
  return t;
}

function text(min: number, max: number | undefined, mode: Mode): fc.Arbitrary<string> {
  if (mode === 'edge') {
    const n = max ?? Math.max(min, LONG_TEXT);
    // a quarter as many words as characters: with their spaces about 1.6 times the length, cut to it (a word a character
    // made the edge set take half a minute, most of it fast-check's and the collector's)
    const words = Math.ceil(n / 4);
    return fc.array(word, { minLength: words, maxLength: words }).map((ws) => fit(ws.join(' '), n, n));
  }
  const hi = max ?? Math.max(min, 60);
  return fc
    .tuple(fc.integer({ min, max: hi }), fc.array(word, { minLength: 1, maxLength: 30 }))
    .map(([n, ws]) => fit(ws.join(' '), Math.max(min, Math.min(n, ws.join(' ').length)), hi));
}

const host = fc.stringMatching(/^[a-z]{3,12}\.(co\.uk|com|org|uk)$/);
const url = fc.tuple(host, fc.stringMatching(/^(\/[a-z0-9-]{1,12}){0,2}$/)).map(([h, path]) => `https://${h}${path}`);
const email = fc.tuple(fc.stringMatching(/^[a-z]{1,12}(\.[a-z]{1,8})?$/), host).map(([l, h]) => `${l}@${h}`);
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Property names whose value is a photo's path: always one of the shipped photos. */
const photoKeys = new Set(['src', 'ogImage']);

/** The arbitrary of a JSON Schema as zod writes it for our schemas (the subset they use). */
export function arbitrary(s: Json, mode: Mode, key = ''): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((o) => arbitrary(o, mode, key)));
  switch (s.type) {
    case 'string':
      if (photoKeys.has(key)) return fc.constantFrom(...images);
      if (key === 'icon') return fc.constantFrom(...[...iconNames].sort());
      if (s.format === 'email') return email;
      if (s.format === 'uri') return url;
      if (s.format === 'date') return isoDate;
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return text(s.minLength ?? 0, s.maxLength, mode);
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      return fc.integer({ min, max: s.maximum ?? min + 10_000 });
    }
    case 'number': {
      // in hundredths, as an owner writes a rate or a factor
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 0.01 : 0);
      const max = s.maximum ?? min + 200;
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = s.minItems ?? 0;
      const max = s.maxItems ?? (mode === 'edge' ? Math.max(min, LARGE_LIST) : min + 4);
      const item = arbitrary(s.items ?? {}, mode, key);
      return mode === 'edge'
        ? fc.array(item, { minLength: max, maxLength: max })
        : fc.array(item, { minLength: min, maxLength: max });
    }
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitrary(v, mode, k)] as const),
      );
      const record = fc.record(props, mode === 'edge' ? {} : { requiredKeys: s.required ?? [] });
      const extra = s.additionalProperties;
      if (!extra || extra === true) return record;
      const entries = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z]{2,15}$/), arbitrary(extra, mode), {
        maxKeys: mode === 'edge' ? LARGE_LIST : 4,
      });
      return fc.tuple(entries, record).map(([e, r]) => ({ ...e, ...r }));
    }
    default:
      throw new Error(`generated-data.ts: no arbitrary for ${JSON.stringify(s).slice(0, 200)}`);
  }
}

const json = (name: DataName) => jsonOf(dataFiles[name]);

/**
 * The general pages: keys (the templates link them by key), addresses and which are indexed, as the shipped data has
 * them (a template per key in site/pages/; docs/requirements.md#routes). The rest of each page is generated.
 */
const generalPages = (
  JSON.parse(readFileSync(new URL('../shared/data/pages.json', import.meta.url), 'utf8')) as {
    key: string;
    url: string;
    indexable: boolean;
  }[]
).map((p) => [p.key, p.url, p.indexable] as const);

/** A whole data set, files as the schemas allow, then connected (`connect`). */
export function dataSet(mode: Mode): fc.Arbitrary<SiteData> {
  const files = Object.fromEntries(
    (Object.keys(dataFiles) as DataName[]).map((name) => {
      const s = json(name);
      if (name === 'pages') {
        const page = arbitrary(s.items!, mode);
        return [
          name,
          fc.tuple(
            ...generalPages.map(([key, url, indexable]) =>
              page.map((p) => ({ ...(p as object), key, url, indexable })),
            ),
          ),
        ];
      }
      if (mode === 'edge' && name === 'reviews') return [name, fc.constant([])];
      // two landing pages, each as long as the schema allows (one may have ended): more would only repeat them
      // at least one in a random set too, so the landing-page checks run on every set
      if (name === 'landing-pages')
        return [
          name,
          fc.array(
            arbitrary(s.items!, mode),
            mode === 'edge' ? { minLength: 2, maxLength: 2 } : { minLength: 1, maxLength: 4 },
          ),
        ];
      if (mode === 'edge' && (name === 'services' || name === 'gallery'))
        return [name, arbitrary(s.items!, mode).map((x) => [x])];
      return [name, arbitrary(s, mode)];
    }),
  );
  return fc
    .tuple(fc.record(files), fc.infiniteStream(fc.nat()))
    .map(([d, picks]) => connect(d as unknown as SiteData, () => picks.next().value as number));
}

/** Makes the references between files valid, with `pick` choosing among the candidates (a seeded stream). */
function connect(d: SiteData, pick: () => number): SiteData {
  const taken = new Set(d.pages.map((p) => p.url));
  d.services.forEach((s, i) => {
    // unique slugs that are not the address of a general page
    while (taken.has(`/${s.slug}`)) s.slug = `${s.slug}-${i}`;
    taken.add(`/${s.slug}`);
  });
  const slugs = d.services.map((s) => s.slug);
  const someSlugs = (n: number) => Array.from({ length: n }, () => slugs[pick() % slugs.length]);
  d.business.offerCatalogue = [...new Set(someSlugs(d.business.offerCatalogue.length))];
  d.copy.notFound.popular = [...new Set(someSlugs(d.copy.notFound.popular.length))];
  d.copy.home.crane.service = someSlugs(1)[0];
  // Each photo entry a different shipped photo while they last, with the subject that photo draws.
  const free = [...photos];
  const place = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(place);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.src === 'string') {
        const [photo] = free.length ? free.splice(pick() % free.length, 1) : [photos[pick() % photos.length]];
        o.src = photo.src;
        if (photo.placeholder) o.placeholder = photo.placeholder;
        else delete o.placeholder;
      }
      Object.values(o).forEach(place);
    }
  };
  place(d);
  connectLandingPages(d, pick);
  // a shown number is the E.164 one as dialled in the UK, spaced (a refinement)
  for (const p of [d.business.phone, d.business.chat])
    p.display = `0${p.e164.slice(3)}`.replace(/^(\d{5})(\d{3})/, '$1 $2 ');
  // the calculator's range goes from below to above the estimate (a refinement, absent from the JSON Schema)
  d.pricing.range = { low: ((pick() % 99) + 1) / 100, high: 1 + ((pick() % 300) + 1) / 100 };
  // the claims the pages show by name (a refinement: the schema's record allows any names)
  for (const name of requiredClaims) d.business.claims[name] ??= `${(pick() % 900) + 1}+`;
  // figures stated twice agree (shared/data/rules.ts): the regions' projects add up to the claim, and the firm's
  // first year on the about page is no later than its years in business allow
  for (const r of d.areas.regions) r.projects = `${(pick() % 400) + 1}+`;
  d.business.claims.projects = `${d.areas.regions.reduce((n, r) => n + parseInt(r.projects, 10), 0)}+`;
  const years = parseInt(d.business.claims.years ?? '', 10);
  if (Number.isFinite(years) && d.copy.about.timeline[0])
    d.copy.about.timeline[0].year = String(new Date().getFullYear() - Math.min(years, 999));
  // a company's legal name (Ltd, plc...) needs its company details (a refinement too)
  if (isRegisteredCompany(d.business.legalName) && !d.business.company) d.business.legalName += ' Trading';
  // Forms send to a receiver a test starts itself (tests/browser/form-endpoint.spec.ts), never to a made-up host.
  d.business.formEndpoint = '';
  // the site's own address has no path (a refinement)
  d.business.siteUrl = new URL(d.business.siteUrl).origin;
  // Each service value once per list (the options of one <select>), then groups of one value from each list.
  const unique = <T>(list: T[], id: (t: T) => string) =>
    list.filter((x, i) => list.findIndex((y) => id(y) === id(x)) === i);
  for (const k of ['serviceType', 'projectSize', 'material', 'complexity', 'timeframe', 'location'] as const)
    d.pricing[k] = unique(d.pricing[k], (o) => o.value);
  for (const k of ['service', 'location', 'timeline', 'contactMethod'] as const)
    d['quote-form'][k] = unique(d['quote-form'][k], (o) => o.value);
  for (const k of ['location', 'timeline', 'budget'] as const)
    d['contact-form'][k] = unique(d['contact-form'][k], (o) => o.value);
  d['contact-form'].service = unique(d['contact-form'].service, serviceValue);
  const lists = [
    d.pricing.serviceType.map((o) => o.value),
    d['quote-form'].service.map((o) => o.value),
    d['contact-form'].service.map(serviceValue),
  ];
  const used = new Set<string>();
  d['service-names'].sameService = d['service-names'].sameService
    .map((_, i) => [...new Set(lists.map((l) => l[i]).filter((v) => v !== undefined && !used.has(v)))])
    .filter((g) => g.length >= 2 && g.every((v) => /^[a-z0-9-]+$/.test(v)))
    .filter((g) => (g.some((v) => used.has(v)) ? false : (g.forEach((v) => used.add(v)), true)));
  return d;
}

/**
 * Landing pages (docs/cms.md "Landing pages") name what exists: a service page, reviews, questions and photos of the
 * set; each slug once; a quote form or calculator on each; a page that has ended names where it goes.
 */
function connectLandingPages(d: SiteData, pick: () => number) {
  const slugs = d.services.map((s) => s.slug);
  const one = <T>(list: T[]) => list[pick() % list.length];
  const names = d.reviews.map((r) => r.name);
  const questions = d.faq.flatMap((c) => c.questions.map((q) => q.question));
  const photos = d.gallery.map((g) => g.src);
  const seen = new Set<string>();
  d['landing-pages'].forEach((p, i) => {
    while (seen.has(p.slug)) p.slug = `${p.slug}-${i}`;
    seen.add(p.slug);
    if (p.redirectTo !== undefined) p.redirectTo = one(slugs);
    type Block = (typeof p.blocks)[number];
    p.blocks = p.blocks.flatMap((b): Block[] => {
      if (b.kind === 'quote' || b.kind === 'calculator') return [{ ...b, ...(b.service && { service: one(slugs) }) }];
      if (b.kind === 'reviews') return names.length ? [{ ...b, reviews: b.reviews.map(() => one(names)) }] : [];
      if (b.kind === 'faq') return [{ ...b, questions: b.questions.map(() => one(questions)) }];
      if (b.kind === 'photos') return [{ ...b, photos: b.photos.map(() => one(photos)) }];
      return [b];
    });
    if (!p.blocks.some((b) => b.kind === 'quote' || b.kind === 'calculator'))
      p.blocks.unshift({ kind: 'quote', heading: p.headline, service: one(slugs) });
    // the first still running, so every set builds one; the others as drawn, some ended
    if (i === 0 && hasEnded(p, isoDay(new Date()))) p.ends = '2099-12-31';
    if (hasEnded(p, isoDay(new Date())) && !endTarget(p)) p.redirectTo = one(slugs);
    const values = new Set<string>();
    if (p.dynamicHeadline)
      p.dynamicHeadline.values = p.dynamicHeadline.values.filter((v) => !values.has(v.value) && values.add(v.value));
  });
}

/**
 * One data set from a seed, every file checked against its schema (a failure names the seed). The content rules
 * across entries (shared/data/rules.ts: unique titles, no template marks, figures that agree) are the build's too:
 * a sample that breaks one is passed over for the seed's next, as fast-check's filter would, so the same seed still
 * gives the same set.
 */
export function generate(seed: number, mode: Mode): SiteData {
  const samples = fc.sample(dataSet(mode), { seed, numRuns: 20 });
  const d = samples.find((x) => !contentFindings(x).some((f) => f.level === 'error'));
  if (!d)
    throw new Error(
      `generated set (seed ${seed}, ${mode}): every sample breaks a content rule, e.g. ${JSON.stringify(contentFindings(samples[0]).find((f) => f.level === 'error'))}`,
    );
  for (const name of Object.keys(dataFiles) as DataName[]) {
    try {
      validate(name, d[name]);
    } catch (e) {
      throw new Error(`generated set (seed ${seed}, ${mode}) breaks its own schema: ${(e as Error).message}`);
    }
  }
  return d;
}
