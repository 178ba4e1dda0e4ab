import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as z from 'zod';
import { telHref } from '../tel.ts';

/** Shapes of the business data in shared/data/*.json. Validated at build time (shared/data/load.ts). */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** UK phone number in E.164 form, e.g. +441632960123 */
const e164 = z.string().regex(/^\+44\d{9,10}$/, 'must be a UK number in E.164 form, e.g. +441632960123');
const url = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug like steel-fabrication');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 07:30');
const imagePath = z
  .string()
  .regex(/^images\/[\w\-/]+\.(jpe?g|png|webp)$/, 'must be a path under site/images, e.g. images/gallery/gate.jpg');
const day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

/** What a generated placeholder picture shows (scripts/placeholders.ts draws one per subject). */
export const placeholderSubjects = {
  beam: 'a steel beam over an opening in a brick wall',
  stair: 'a steel staircase',
  crane: 'a lorry-mounted crane lifting a load',
  platform: 'a steel platform on columns',
  gate: 'a pair of steel gates',
  frame: 'a steel building frame',
  welding: 'a welder and sparks',
  railing: 'a steel balustrade',
  workshop: 'a fabrication workshop',
  design: 'a 3D model of a steel frame on a screen',
  portrait: 'a head-and-shoulders silhouette',
} as const;
export type PlaceholderSubject = keyof typeof placeholderSubjects;

/**
 * A photo. `alt` describes the real photo; while `placeholder` is set (the file is a generated drawing), pages show
 * `shownAlt()` instead, which says it is an example, so no one is told about a photo that is not there.
 */
export const Image = z.object({
  src: imagePath,
  placeholder: z.enum(Object.keys(placeholderSubjects) as [PlaceholderSubject, ...PlaceholderSubject[]]).optional(),
  alt: nonEmpty,
  caption: nonEmpty.optional(),
});

/** The alt text a page shows for an image entry. */
export const shownAlt = (img: { alt: string; placeholder?: PlaceholderSubject }) =>
  img.placeholder
    ? `Example picture until a real photo is added: a drawing of ${placeholderSubjects[img.placeholder]}`
    : img.alt;

const Address = z.object({
  street: nonEmpty,
  locality: nonEmpty,
  region: nonEmpty,
  postcode: nonEmpty,
  country: z.literal('GB'),
});

/** Trading disclosures of a registered company (Companies Act 2006; docs/design.md): shown in the footer and on the legal pages. */
const Company = z.object({
  /** Companies House number: 8 digits, or 2 letters and 6 digits (SC, NI, OC...) */
  number: z.string().regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'must be a Companies House number like 01234567 or SC123456'),
  /** where the company is registered, e.g. England and Wales */
  registeredIn: z.enum(['England and Wales', 'Scotland', 'Northern Ireland', 'Wales']),
  registeredOffice: Address,
  /** UK VAT registration number, if registered */
  vatNumber: z
    .string()
    .regex(/^GB\d{9}(\d{3})?$/, 'must be a UK VAT number like GB123456789')
    .optional(),
});
/**
 * A number as shown must dial the number in `e164`: a widget given a shown number makes its tel: link from it
 * (shared/tel.ts), e.g. the calculator's line for browsers without JavaScript.
 */
const dialsItself = (p: { display: string; e164: string }) => telHref(p.display) === `tel:${p.e164}`;
const dialsItselfError = {
  path: ['display'],
  message: 'must show the number in e164, e.g. 01632 960 418 for +441632960418',
};

/** A legal name ending in Ltd, Limited, plc or LLP is a registered company. */
export const isRegisteredCompany = (legalName: string) =>
  /\b(ltd|limited|plc|llp|cyf|cyfyngedig)\.?$/i.test(legalName.trim());

/** The claims the pages name one by one (the about page's figures, the quote area's promises): each must be written. */
export const requiredClaims = [
  'quoteResponse',
  'emergencyResponse',
  'emergencyResponseArea',
  'years',
  'projects',
  'kentProjects',
] as const;

export const Business = z
  .object({
    brand: nonEmpty,
    legalName: nonEmpty,
    tagline: nonEmpty,
    description: nonEmpty.max(300),
    siteUrl: url
      .refine((u) => !u.endsWith('/'), 'must not end with /')
      // the pages link from the root (/about), and the embed guides name the release at <siteUrl>/embed/
      .refine(
        (u) => !URL.canParse(u) || new URL(u).pathname === '/',
        'must be the address of the site itself, without a path, e.g. https://www.example.co.uk',
      ),
    phone: z.object({ display: nonEmpty, e164 }).refine(dialsItself, dialsItselfError),
    chat: z.object({ display: nonEmpty, e164, greeting: nonEmpty }).refine(dialsItself, dialsItselfError),
    /** the first message of a chat from an emergency panel or the emergency page (top level: widgets import `chat` whole) */
    emergencyChatGreeting: nonEmpty,
    email: z.email('must be a valid e-mail address'),
    address: Address,
    /** company number, registered office and VAT number; required when legalName is a company's (Ltd, Limited, plc, LLP) */
    company: Company.optional(),
    geo: z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-9).max(2) }),
    hours: z
      .array(z.object({ label: nonEmpty, days: z.array(day).min(1), opens: time.optional(), closes: time.optional() }))
      .min(1),
    emergency: nonEmpty,
    /** any number: the footer links each, the structured data names each (sameAs) */
    socials: z.array(z.object({ name: nonEmpty, url })),
    reviewUrl: url,
    listingUrl: url,
    analytics: z.object({
      measurementId: z.string().regex(/^(G-[A-Z0-9]+)?$/, 'must be empty or a GA4 ID like G-XXXXXXX'),
    }),
    /** Where browsers report Content-Security-Policy violations (report-uri / report-to); empty or absent: no reports. */
    cspReportUri: z
      .union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be empty or an https:// URL' })])
      .optional(),
    /**
     * Where the forms send enquiries (docs/form-endpoint.md): a form service's or the owner's own receiver's address.
     * Empty: the forms open the visitor's e-mail program (mailto:), as before. http:// only on this computer. Required:
     * the widgets import it by name.
     */
    formEndpoint: z
      .union([
        z.literal(''),
        z.url({
          protocol: /^https?$/,
          error: 'must be empty or an https:// URL',
        }),
      ])
      .refine(
        (u) => !u.startsWith('http:') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(u),
        'must be empty or an https:// URL (http:// only for a receiver on this computer)',
      )
      .optional(),
    /** Claims and figures shown to visitors (docs/requirements.md#business-figures-and-where-they-live), written once. */
    claims: z.record(z.string(), nonEmpty),
    /**
     * The rating to show when it is not that of reviews.json, e.g. the figure of a review platform that counts more
     * reviews than the site lists; absent: the average and count of reviews.json (shared/review-rating.ts).
     */
    reviewRating: z
      .object({
        average: z.number().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
        count: z.number().int().min(1, 'at least 1: with no reviews, leave reviewRating out'),
      })
      .optional(),
    /** any number: the home page's statistics row wraps (site/styles/sections.css .stats); none hides the row */
    homeStats: z.array(z.object({ value: nonEmpty, label: nonEmpty })),
    /** any number: the footer's area list wraps (site/_includes/layout/Footer.css .footer-areas); none hides it */
    footerAreas: z.array(nonEmpty),
    /** the services named in the structured-data offer catalogue, any number (none: no catalogue) */
    offerCatalogue: z.array(slug),
  })
  .superRefine((b, ctx) => {
    // The widgets import the field by name (widgets/common/defaults.ts), which fails when it is left out.
    if (b.formEndpoint === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['formEndpoint'],
        message: 'is required: "" for the e-mail program, or the address of a form service (docs/form-endpoint.md)',
      });
    for (const name of requiredClaims)
      if (!(name in b.claims))
        ctx.addIssue({
          code: 'custom',
          path: ['claims', name],
          message: `is required: the pages show it (${requiredClaims.join(', ')} are each shown)`,
        });
    if (isRegisteredCompany(b.legalName) && !b.company) {
      ctx.addIssue({
        code: 'custom',
        path: ['company'],
        message: `is required for a registered company ("${b.legalName}"): number, registeredIn and registeredOffice`,
      });
    }
  });

/** Our names for Lucide icons (site/_includes/components/Icon.tsx draws them). */
export const iconAliases: Record<string, string> = {
  beam: 'construction',
  crane: 'hard-hat',
  cube: 'box',
  stairs: 'layers',
  platform: 'factory',
  bolt: 'zap',
  chat: 'message-circle',
};
/** Every icon a card may name: a Lucide icon's file name (lucide-static, https://lucide.dev/icons) or an alias. */
export const iconNames: ReadonlySet<string> = new Set([
  ...readdirSync(join(dirname(createRequire(import.meta.url).resolve('lucide-static/package.json')), 'icons'))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -'.svg'.length)),
  ...Object.keys(iconAliases),
]);
// Checked here, not only when the page is drawn, so a misspelt icon is named with its file and field.
const icon = z
  .string()
  .refine(
    (n) => iconNames.has(n),
    `must be the name of a Lucide icon (https://lucide.dev/icons) or one of ${Object.keys(iconAliases).join(', ')}`,
  );

const Step = z.object({ name: nonEmpty, description: nonEmpty });
const Card = z.object({
  title: nonEmpty,
  description: nonEmpty,
  icon: icon.optional(),
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
  z.object({
    kind: z.literal('list'),
    heading: nonEmpty,
    intro: nonEmpty.optional(),
    style: z.enum(['check', 'tags']),
    items: z.array(nonEmpty).min(2),
  }),
  z.object({ kind: z.literal('steps'), heading: nonEmpty, intro: nonEmpty.optional(), steps: z.array(Step).min(3) }),
  z.object({ kind: z.literal('cards'), heading: nonEmpty, intro: nonEmpty.optional(), cards: z.array(Card).min(2) }),
  z.object({
    kind: z.literal('types'),
    heading: nonEmpty,
    intro: nonEmpty.optional(),
    figureLabel: nonEmpty.optional(),
    items: z.array(TypeItem).min(2),
  }),
  /** one of the place lists in areas.json, so towns and boroughs are written once */
  z.object({
    kind: z.literal('places'),
    heading: nonEmpty,
    intro: nonEmpty,
    source: z.enum(['kentTowns', 'londonBoroughs', 'counties']),
  }),
  z.object({
    kind: z.literal('stats'),
    heading: nonEmpty,
    items: z.array(z.object({ value: nonEmpty, label: nonEmpty })).min(2),
  }),
  z.object({
    kind: z.literal('panel'),
    tone: z.enum(['emergency', 'guarantee']),
    heading: nonEmpty,
    text: nonEmpty,
    actions: z.array(z.enum(['call', 'chat', 'quote'])).min(1),
  }),
]);

export const QuoteServiceValue = z.enum([
  'steel-fabrication',
  'structural-steel',
  'welding',
  'onsite-fabrication',
  'crane-hire',
  'emergency',
  'other',
]);

// Rules across pages (shared/data/rules.ts), shown as the editor's hint beside the field (shared/cms/fields.ts).
const uniqueTitle = "unlike every other page's title";
const uniqueDescription = "unlike every other page's description";
/** A search result shows it as the page's name: a word or two says too little (tests/build/metadata.test.ts). */
const seoTitle = nonEmpty
  .min(10, 'at least 10 characters: search results show it as the name of the page')
  .max(70)
  .describe(uniqueTitle);

export const Service = z.object({
  slug,
  /** short name used in menus, breadcrumbs and cards */
  title: nonEmpty,
  group: z.enum(['Core', 'Specialized', 'Technical', 'Architectural', 'Construction']),
  summary: nonEmpty.max(200),
  /** value preselected in the quote form on this page */
  quoteService: QuoteServiceValue,
  seo: z.object({
    title: seoTitle,
    description: z.string().min(50).max(160).describe(uniqueDescription),
    keywords: z.array(nonEmpty).min(3),
  }),
  hero: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty,
    intro: nonEmpty,
    image: Image.extend({ src: imagePath.describe("this page's own photo, not another service page's") }),
  }),
  sections: z.array(Section).min(3),
  quoteHeading: nonEmpty,
});
/** Any number of service pages: the menus, the footer (the first 6) and the sitemap list them all. */
export const Services = z
  .array(Service)
  .min(1, 'at least 1 service page: the menus, the home page and the quote form offer services');

/** Page list: every general page, its metadata and its place in the sitemap. */
export const Page = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** `/`, `/my-page`, or a page under another, `/embed/guides` (its breadcrumbs pass through the parent) */
  url: z
    .string()
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'a path of lower-case segments: /, /my-page or /parent/page'),
  navLabel: nonEmpty,
  /** the page's label in breadcrumbs, when not its navLabel (e.g. "Areas We Serve" for "Areas") */
  crumbLabel: nonEmpty.optional(),
  title: seoTitle,
  description: z.string().min(50).max(160).describe(uniqueDescription),
  keywords: z.array(nonEmpty).min(3),
  sitemapGroup: z.enum(['Main pages', 'Services', 'Information', 'Legal and help']),
  sitemapDescription: nonEmpty,
  indexable: z.boolean(),
  mainNav: z.boolean(),
  ogImage: imagePath.optional(),
});
export const Pages = z.array(Page).min(12, 'at least the 12 general pages of docs/requirements.md#routes');

export const Review = z.object({
  /** true for an invented example: the page says so and no Review or AggregateRating markup is emitted (docs/design.md) */
  placeholder: z.boolean().default(false),
  name: nonEmpty,
  rating: z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  /** the day the review was written (shown as month and year, so static pages never go stale) */
  date: z.iso.date('must be a date like 2026-03-14'),
  service: nonEmpty.optional(),
  location: nonEmpty.optional(),
  text: nonEmpty,
});
/** Any number of reviews, newest first; none hides the reviews section and the rating everywhere (docs/requirements.md#reviews). */
export const Reviews = z.array(Review);

export const Faq = z
  .array(
    z.object({
      category: nonEmpty,
      questions: z
        .array(z.object({ question: nonEmpty, answer: nonEmpty }))
        .min(1, 'at least 1 question: a category is a heading over its questions (docs/requirements.md#faq)'),
    }),
  )
  .min(
    1,
    'at least 1 category: the FAQ page and its FAQPage structured data need a question (docs/requirements.md#faq)',
  );

export const Gallery = z
  .array(Image.extend({ caption: nonEmpty, category: nonEmpty }))
  .min(1, 'at least 1 photo: the gallery page and the partner gallery show the photos (docs/requirements.md#gallery)');
/** `placeholder`: an invented example person; the pages say so until the owner enters the real team. */
export const Team = z
  .array(
    z.object({ placeholder: z.boolean().default(false), name: nonEmpty, role: nonEmpty, bio: nonEmpty, image: Image }),
  )
  .min(1, 'at least 1 person: the home and about pages introduce the team');

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
    .length(3, 'exactly 3 regions: Kent, London, South East (docs/requirements.md#areas-we-serve)'),
  servicesEverywhere: z.array(nonEmpty).length(10, 'the areas page lists exactly 10 services available everywhere'),
  kentTowns: z
    .array(nonEmpty)
    .length(10, 'exactly 10 Kent towns: the Steel Fabrication Kent page lists ten (also on the areas page)'),
  londonBoroughs: z.array(nonEmpty).length(15, 'exactly 15 boroughs: the Structural Steel London page lists fifteen'),
  counties: z.array(nonEmpty).length(6, 'exactly 6 counties: the welding page shows a grid of six'),
});

const LegalSection = z.object({
  heading: nonEmpty,
  paragraphs: z.array(nonEmpty).min(1),
  /**
   * Said instead of `paragraphs` while business.json `formEndpoint` is set (the forms then send enquiries to it,
   * docs/form-endpoint.md); `{formEndpointHost}` names where they go.
   */
  paragraphsWithFormEndpoint: z.array(nonEmpty).min(1).optional(),
  list: z.array(nonEmpty).optional(),
});
export const Legal = z.object({
  updated: z.iso.date(),
  privacy: z.array(LegalSection).length(9, 'the privacy policy has 9 numbered sections'),
  terms: z.array(LegalSection).length(13, 'the terms of service have 13 numbered sections'),
});

/** Prose of the general pages. */
export const Copy = z.object({
  home: z.object({
    hero: z.object({ eyebrow: nonEmpty, heading: nonEmpty, intro: nonEmpty, image: Image }),
    servicesIntro: nonEmpty,
    reviewsIntro: nonEmpty,
    whyChooseUs: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(4),
    teamIntro: nonEmpty,
    crane: z.object({
      heading: nonEmpty,
      paragraphs: z.array(nonEmpty).min(1),
      points: z.array(nonEmpty).min(3),
      /** the service page the section links to (a slug of services.json) and the link's text */
      service: slug,
      linkLabel: nonEmpty,
    }),
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
  /** `{openingHours}` and `{quoteResponse}` in a line are filled from business.json (site/_includes/fill.ts) */
  contact: z.object({
    eyebrow: nonEmpty,
    heading: nonEmpty,
    intro: nonEmpty,
    ways: z.object({
      heading: nonEmpty,
      phone: z.object({ heading: nonEmpty, text: nonEmpty }),
      email: z.object({ heading: nonEmpty, text: nonEmpty }),
      chat: z.object({ heading: nonEmpty, text: nonEmpty }),
    }),
    form: z.object({ heading: nonEmpty, intro: nonEmpty }),
    office: z.object({
      heading: nonEmpty,
      addressHeading: nonEmpty,
      hoursHeading: nonEmpty,
      /** after business.json `emergency` and a colon */
      emergencyNote: nonEmpty,
      areasHeading: nonEmpty,
      /** before the list of regions and their response times */
      areasLead: nonEmpty,
      directionsHeading: nonEmpty,
      googleMaps: nonEmpty,
      waze: nonEmpty,
      mapNote: nonEmpty,
      showMap: nonEmpty,
    }),
    coverageHeading: nonEmpty,
    emergencyHeading: nonEmpty,
    emergency: nonEmpty,
  }),
  faq: z.object({ intro: nonEmpty }),
  thankYou: z.object({
    intro: nonEmpty,
    /** `mailOnly`: a step about sending the e-mail, left out when a form endpoint received the request (docs/form-endpoint.md) */
    steps: z.array(z.object({ title: nonEmpty, text: nonEmpty, mailOnly: z.boolean().optional() })).length(3),
  }),
  /** `popular`: the service pages (slugs of services.json) the 404 page suggests */
  notFound: z.object({ text: nonEmpty, popular: z.array(slug) }),
});

/**
 * Campaign landing pages (docs/cms.md "Landing pages"): one per ad group, made by the marketer in the editor, each at
 * `/offers/<slug>`, `noindex`, out of the sitemap, with no main menu. Its blocks are chosen and ordered; references
 * (services, reviews, questions, photos) are checked against the other files by shared/data/load.ts.
 */
const blockHeading = nonEmpty.max(120);
/** A service page's slug (services.json): the form's or calculator's service, and where the page goes when it ends. */
const serviceRef = slug.describe('the slug of a service page (services.json)');
export const LandingBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quote'), heading: blockHeading, service: serviceRef.optional() }),
  z.object({ kind: z.literal('calculator'), heading: blockHeading, service: serviceRef.optional() }),
  z.object({
    kind: z.literal('reviews'),
    heading: blockHeading,
    reviews: z.array(nonEmpty.describe("a review's name (reviews.json)")).min(1),
  }),
  z.object({
    kind: z.literal('faq'),
    heading: blockHeading,
    questions: z.array(nonEmpty.describe('a question of faq.json, word for word')).min(1),
  }),
  z.object({
    kind: z.literal('photos'),
    heading: blockHeading,
    photos: z.array(imagePath.describe('a photo of the gallery (gallery.json)')).min(1),
  }),
  z.object({ kind: z.literal('figures'), heading: blockHeading }),
  z.object({ kind: z.literal('contact'), heading: blockHeading }),
  z.object({ kind: z.literal('text'), heading: blockHeading, text: nonEmpty }),
]);
/** The blocks that send an enquiry: a landing page has at least one (shared/data/rules.ts). */
export const ENQUIRY_BLOCKS = ['quote', 'calculator'] as const;

/** A URL parameter's value the ad may carry, and the headline shown for it: lower-case words only, never markup. */
const paramValue = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case letters, digits and hyphens, as the ad writes it: steel-gates',
  );
export const LandingPage = z.object({
  /** true for the shipped example: the page says so (docs/design.md "Honest placeholders") */
  placeholder: z.boolean().default(false),
  slug: slug.describe('its address is /offers/ and this; unlike every other landing page'),
  campaign: nonEmpty.max(80).describe('the campaign name enquiries and the dataLayer carry (utm_campaign, say)'),
  title: seoTitle,
  description: z.string().min(50).max(160).describe(uniqueDescription),
  headline: nonEmpty.max(120),
  intro: nonEmpty.max(400),
  image: Image,
  blocks: z.array(LandingBlock).min(1, 'at least 1 block: a quote form or a calculator'),
  /** the last day of the offer; a build after it redirects the address (shared/landing.ts) */
  ends: z.iso.date('must be a date like 2026-03-14'),
  /** where the address goes once the offer has ended: a service page's slug; else the first enquiry block's service */
  redirectTo: serviceRef.optional(),
  /** one URL parameter whose listed values choose the headline (`?kw=gates`); anything else shows `headline` */
  dynamicHeadline: z
    .object({
      param: z.string().regex(/^[a-z][a-z0-9_]{0,19}$/, 'must be a parameter name like kw or utm_term'),
      values: z.array(z.object({ value: paramValue, headline: nonEmpty.max(120) })).min(1),
    })
    .optional(),
  /** a second headline and intro, shown to about half of the visits (docs/widgets.md "Landing pages") */
  variantB: z.object({ headline: nonEmpty.max(120), intro: nonEmpty.max(400) }).optional(),
});
/** Any number of landing pages, none included. */
export const LandingPages = z.array(LandingPage);
