import * as z from 'zod';

/** Shapes of the business data in shared/data/*.json. Validated at build time (shared/data/load.ts). */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** UK phone number in E.164 form, e.g. +441632960123 */
const e164 = z.string().regex(/^\+44\d{9,10}$/, 'must be a UK number in E.164 form, e.g. +441632960123');
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug like steel-fabrication');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 07:30');
const imagePath = z.string().regex(/^images\/[\w\-/]+\.(jpe?g|png|webp)$/, 'must be a path under site/images, e.g. images/gallery/gate.jpg');
const day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const Image = z.object({ src: imagePath, alt: nonEmpty, caption: nonEmpty.optional() });

export const Business = z.object({
  brand: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty.max(300),
  siteUrl: url.refine((u) => !u.endsWith('/'), 'must not end with /'),
  phone: z.object({ display: nonEmpty, e164 }),
  chat: z.object({ display: nonEmpty, e164, greeting: nonEmpty }),
  email: z.email('must be a valid e-mail address'),
  address: z.object({
    street: nonEmpty,
    locality: nonEmpty,
    region: nonEmpty,
    postcode: nonEmpty,
    country: z.literal('GB'),
  }),
  geo: z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-9).max(2) }),
  hours: z
    .array(z.object({ label: nonEmpty, days: z.array(day).min(1), opens: time.optional(), closes: time.optional() }))
    .min(1),
  emergency: nonEmpty,
  serviceRadiusMetres: z.number().int().positive(),
  socials: z.array(z.object({ name: nonEmpty, url })).length(2),
  reviewUrl: url,
  listingUrl: url,
  analytics: z.object({ measurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/, 'must be empty or a GA4 ID like G-XXXXXXX') }),
  /** Where browsers report Content-Security-Policy violations (report-uri / report-to); empty or absent: no reports. */
  cspReportUri: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be empty or an https:// URL' })]).optional(),
  /** Claims and figures shown to visitors (spec section 9), written once. */
  claims: z.record(z.string(), nonEmpty),
  homeStats: z.array(z.object({ value: nonEmpty, label: nonEmpty })).length(4),
  footerAreas: z.array(nonEmpty).length(11),
  offerCatalogue: z.array(slug).length(3),
});

const Step = z.object({ name: nonEmpty, description: nonEmpty });
const Card = z.object({
  title: nonEmpty,
  description: nonEmpty,
  icon: nonEmpty.optional(),
  listLabel: z.enum(['Features', 'Standards', 'Benefits', 'Includes']).optional(),
  list: z.array(nonEmpty).optional(),
});
const TypeItem = z.object({
  name: nonEmpty,
  description: nonEmpty,
  /** a headline figure, e.g. load capacity, durability, timeframe */
  figure: z.object({ label: nonEmpty, value: nonEmpty }).optional(),
  applications: z.array(nonEmpty).optional(),
  features: z.array(nonEmpty).optional(),
  benefits: z.array(nonEmpty).optional(),
});

/** A section of a service page; each kind has one shared template. */
export const Section = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) }),
  z.object({ kind: z.literal('list'), heading: nonEmpty, intro: nonEmpty.optional(), style: z.enum(['check', 'tags']), items: z.array(nonEmpty).min(2) }),
  z.object({ kind: z.literal('steps'), heading: nonEmpty, intro: nonEmpty.optional(), steps: z.array(Step).min(3) }),
  z.object({ kind: z.literal('cards'), heading: nonEmpty, intro: nonEmpty.optional(), cards: z.array(Card).min(2) }),
  z.object({ kind: z.literal('types'), heading: nonEmpty, intro: nonEmpty.optional(), figureLabel: nonEmpty.optional(), items: z.array(TypeItem).min(2) }),
  /** one of the place lists in areas.json, so towns and boroughs are written once */
  z.object({ kind: z.literal('places'), heading: nonEmpty, intro: nonEmpty, source: z.enum(['kentTowns', 'londonBoroughs', 'counties']) }),
  z.object({ kind: z.literal('stats'), heading: nonEmpty, items: z.array(z.object({ value: nonEmpty, label: nonEmpty })).min(2) }),
  z.object({
    kind: z.literal('panel'),
    tone: z.enum(['emergency', 'guarantee']),
    heading: nonEmpty,
    text: nonEmpty,
    actions: z.array(z.enum(['call', 'chat', 'quote'])).min(1),
  }),
]);

export const QuoteServiceValue = z.enum(['steel-fabrication', 'structural-steel', 'welding', 'onsite-fabrication', 'crane-hire', 'emergency', 'other']);

export const Service = z.object({
  slug,
  /** short name used in menus, breadcrumbs and cards */
  title: nonEmpty,
  group: z.enum(['Core', 'Specialized', 'Technical', 'Architectural', 'Construction']),
  summary: nonEmpty.max(200),
  /** value preselected in the quote form on this page */
  quoteService: QuoteServiceValue,
  seo: z.object({ title: nonEmpty.max(70), description: z.string().min(50).max(160), keywords: z.array(nonEmpty).min(3) }),
  hero: z.object({ eyebrow: nonEmpty, heading: nonEmpty, intro: nonEmpty, image: Image }),
  sections: z.array(Section).min(3),
  quoteHeading: nonEmpty,
});
export const Services = z.array(Service).length(13);

/** Page list: every general page, its metadata and its place in the sitemap. */
export const Page = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  url: z.string().regex(/^\/([a-z0-9-]+)?$/),
  navLabel: nonEmpty,
  title: nonEmpty.max(70),
  description: z.string().min(50).max(160),
  keywords: z.array(nonEmpty).min(3),
  sitemapGroup: z.enum(['Main pages', 'Services', 'Information', 'Legal and help']),
  sitemapDescription: nonEmpty,
  indexable: z.boolean(),
  mainNav: z.boolean(),
  ogImage: imagePath.optional(),
});
export const Pages = z.array(Page).min(12);

export const Review = z.object({
  name: nonEmpty,
  rating: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  date: nonEmpty,
  service: nonEmpty.optional(),
  location: nonEmpty.optional(),
  text: nonEmpty,
});
export const Reviews = z.array(Review).length(12);

export const Faq = z
  .array(z.object({ category: nonEmpty, questions: z.array(z.object({ question: nonEmpty, answer: nonEmpty })).min(3).max(4) }))
  .length(5);

export const Gallery = z.array(Image.extend({ caption: nonEmpty, category: nonEmpty })).length(15);
export const Team = z.array(z.object({ name: nonEmpty, role: nonEmpty, bio: nonEmpty, image: Image })).min(2);

export const Areas = z.object({
  regions: z
    .array(
      z.object({
        region: nonEmpty,
        tier: z.enum(['Primary', 'Extended', 'Regional']),
        projects: nonEmpty,
        description: nonEmpty,
        responseTime: nonEmpty,
        coverage: nonEmpty,
        mainCities: z.array(nonEmpty).min(3),
      }),
    )
    .length(3),
  servicesEverywhere: z.array(nonEmpty).length(10),
  kentTowns: z.array(nonEmpty).length(10),
  londonBoroughs: z.array(nonEmpty).length(15),
  counties: z.array(nonEmpty).length(6),
});

const LegalSection = z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1), list: z.array(nonEmpty).optional() });
export const Legal = z.object({
  updated: z.iso.date(),
  privacy: z.array(LegalSection).length(9),
  terms: z.array(LegalSection).length(13),
});

/** Prose of the general pages. */
export const Copy = z.object({
  home: z.object({
    hero: z.object({ eyebrow: nonEmpty, heading: nonEmpty, intro: nonEmpty, image: Image }),
    servicesIntro: nonEmpty,
    reviewsIntro: nonEmpty,
    whyChooseUs: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(4),
    teamIntro: nonEmpty,
    crane: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1), points: z.array(nonEmpty).min(3) }),
    quoteIntro: nonEmpty,
  }),
  about: z.object({
    intro: nonEmpty,
    story: z.array(nonEmpty).min(2),
    certifications: z.array(z.object({ name: nonEmpty, description: nonEmpty })).length(6),
    timeline: z.array(z.object({ year: z.string().regex(/^\d{4}$/), event: nonEmpty })).min(4),
  }),
  gallery: z.object({ intro: nonEmpty }),
  reviews: z.object({ intro: nonEmpty }),
  areas: z.object({ intro: nonEmpty, mapNote: nonEmpty }),
  calculator: z.object({ intro: nonEmpty, howItWorks: z.array(nonEmpty).min(2), disclaimer: nonEmpty }),
  contact: z.object({ intro: nonEmpty, emergency: nonEmpty }),
  faq: z.object({ intro: nonEmpty }),
  thankYou: z.object({ intro: nonEmpty, steps: z.array(z.object({ title: nonEmpty, text: nonEmpty })).length(3) }),
  notFound: z.object({ text: nonEmpty }),
});
