/**
 * Content of the built site against docs/requirements.md (pages, routes, business figures) and docs/design.md.
 * Everything is read from the BUILT HTML in dist/site, with widgets' declarative shadow roots opened, because
 * that is what visitors without JavaScript and search engines get.
 *
 * Counts, names and figures that docs/requirements.md states are written here; the data files are only used for
 * what the requirements leave to them (which borough names, which review texts), so a page that loses a section, an item or a
 * figure fails even if the data lost it too.
 */
import { describe, it, expect } from 'vitest';
import { allRoutes, serviceRoutes, generalRoutes, SITE_URL, ROOT } from './built-site.ts';
import {
  load,
  norm,
  textOf,
  hasFigure,
  sameName,
  outline,
  cardOf,
  linksIn,
  countProblem,
  namesProblem,
  blockProblems,
  quoteAreaProblems,
  claimProblems,
  readableText,
  type Block,
  type Link,
  type Claim,
} from './content-helpers.ts';
import { readData } from '../../shared/data/load.ts';
import { reviewRating } from '../../shared/review-rating.ts';
// the words `npm run check:data` refuses in the data, looked for in the built pages too (code can make them)
import { JUNK } from '../../shared/data/rules.ts';

const business = readData('business');
const services = readData('services');
const reviews = readData('reviews');
const gallery = readData('gallery');
const faq = readData('faq');
const areas = readData('areas');
const copy = readData('copy');
const pricing = readData('pricing');
/** What the pages show of the reviews: the rating, the count, the first 6 on the home page (docs/requirements.md#home). */
const rating = reviewRating(reviews, business.reviewRating);
const onHome = Math.min(6, reviews.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Opening hours as the frame and /contact show them: "Monday to Friday: 07:30-17:00", "Sunday: Closed". */
const HOURS: [string, RegExp][] = business.hours.map((h) => {
  const time = h.opens ? `${h.opens}-${h.closes}` : 'closed';
  return [`${h.label} ${time}`, new RegExp(`${escape(h.label)}:?\\s*${escape(time)}`, 'i')];
});

const TEL = `tel:${business.phone.e164}`;
const MAILTO = `mailto:${business.email}`;
const CHAT = /^https:\/\/wa\.me\//;
const fileOf = (route: string) => (route === '/404' ? `${ROOT}/404.html` : route);

// ---------------------------------------------------------------------------------------------------------------
// Expectation tables
// ---------------------------------------------------------------------------------------------------------------

const places = (names: string[], n: number): Partial<Block> => ({ items: n, itemNames: names });
const tel: Link = { href: TEL };
const chat: Link = { href: CHAT };
const mail: Link = { href: MAILTO };

/** docs/requirements.md#service-pages: what each one shows, in order, and the title of its quote form. */
const SERVICE_PAGES: Record<string, { blocks: Block[]; quoteTitle: RegExp }> = {
  '/steel-fabrication-kent': {
    blocks: [
      { what: 'capability list', at: /what we fabricate|capabilit/i, items: { min: 3 } },
      {
        what: 'four-step process',
        at: /process|how .* runs|steps/i,
        h3Names: ['Consultation', 'Design & Quote', 'Fabrication', 'Installation'],
      },
      { what: 'ten Kent towns', at: /across kent|kent towns/i, ...places(areas.kentTowns, 10) },
    ],
    quoteTitle: /steel fabrication/i,
  },
  '/structural-steel-london': {
    blocks: [
      { what: 'project types', at: /projects we take on|project types/i, h3: { min: 2 } },
      { what: 'London regulation points', at: /regulation/i, items: { min: 3 } },
      { what: 'delivery hours 7:00-17:00', at: /deliver/i, figures: [/\b0?7[:.]00-17[:.]00\b/] },
      { what: 'fifteen borough names', at: /boroughs/i, ...places(areas.londonBoroughs, areas.londonBoroughs.length) },
    ],
    quoteTitle: /structural steel/i,
  },
  '/welding-services': {
    blocks: [
      { what: 'capability checklist', at: /what our welders|capabilit/i, items: { min: 3 } },
      {
        what: 'four processes with description and applications',
        at: /process/i,
        h3Names: ['MIG', 'TIG', 'ARC', 'Gas'],
        eachCard: [/applications/i],
        check: cardsHaveDescriptions,
      },
      { what: '24/7 emergency panel with call link', at: /24\/7|emergency/i, figures: ['24/7'], links: [tel] },
      { what: 'six counties served', at: /counties/i, ...places(areas.counties, 6) },
    ],
    quoteTitle: /welding/i,
  },
  '/steel-construction-gravesend': {
    blocks: [
      { what: 'eight building types', at: /buildings we construct|building types/i, items: 8 },
      { what: 'three phases', at: /phases/i, h3Names: ['Planning', 'Construction', 'Completion'] },
      { what: 'guarantee panel', at: /guarantee|backed|warrant/i, figures: [/guarantee|warranty/i] },
    ],
    quoteTitle: /steel construction/i,
  },
  '/onsite-steel-fabrication': {
    blocks: [
      { what: 'equipment list', at: /equipment/i, items: { min: 3 } },
      { what: 'four benefit cards', at: /why fabricate on site|benefit/i, h3: 4 },
      { what: 'emergency panel', at: /24\/7|emergency|damaged/i, links: [tel] },
    ],
    quoteTitle: /onsite/i,
  },
  '/crane-hire-services': {
    blocks: [
      { what: 'equipment list', at: /equipment/i, items: { min: 3 } },
      { what: 'four service cards', at: /services/i, h3: 4 },
      { what: 'safety points', at: /safety/i, items: { min: 3 } },
      { what: 'emergency call panel', at: /urgent|emergency/i, links: [tel] },
    ],
    quoteTitle: /crane/i,
  },
  '/3d-modeling-services': {
    blocks: [
      { what: 'software list', at: /software/i, items: { min: 3 } },
      { what: 'four services', at: /services/i, h3: 4 },
      { what: 'four-step design process', at: /process/i, h3: 4 },
    ],
    quoteTitle: /3d|design/i,
  },
  '/emergency-steel-repair': {
    blocks: [
      { what: 'failure types', at: /failure/i, items: { min: 3 } },
      { what: 'four capabilities', at: /can do|capabilit/i, h3: 4 },
      { what: 'four steps', at: /call to a finished repair|steps/i, h3Names: ['Call', 'Assess', 'Secure', 'Repair'] },
      { what: 'call and chat-app buttons', at: /call us|emergency/i, links: [tel, chat] },
    ],
    quoteTitle: /emergency/i,
  },
  '/steel-beam-installation': {
    blocks: [
      { what: 'four beam types', at: /beam types/i, h3: 4, eachCard: [/applications/i] },
      { what: 'four service stages', at: /stages/i, h3: 4 },
      { what: 'project list', at: /projects/i, items: { min: 3 } },
      { what: 'statistics', at: /numbers|figures|statistics/i, items: { min: 4 } },
      { what: 'emergency panel', at: /lintel|sagging|emergency/i, links: [tel] },
    ],
    quoteTitle: /beam/i,
  },
  '/architectural-metalwork-london': {
    blocks: [
      { what: 'four services', at: /what we make|services/i, h3: 4 },
      { what: 'four finishes with durability', at: /finishes/i, h3: 4, eachCard: [/durability/i] },
      { what: 'project list', at: /projects/i, items: { min: 3 } },
      { what: 'four-step process', at: /process/i, h3: 4 },
    ],
    quoteTitle: /metalwork/i,
  },
  '/industrial-steel-platforms': {
    blocks: [
      {
        what: 'four platform types with load capacity',
        at: /platform types|load capacity/i,
        h3: 4,
        eachCard: [/load capacity/i, /kg\/m(²|2)/i],
      },
      { what: 'four safety features', at: /safety/i, h3: 4 },
      { what: 'industries', at: /industries/i, items: { min: 3 } },
      { what: 'five-step process', at: /process/i, h3: 5 },
      { what: 'maintenance section', at: /maintenance/i },
    ],
    quoteTitle: /platform/i,
  },
  '/steel-staircase-installation': {
    blocks: [
      { what: 'four staircase types', at: /staircase types/i, h3: 4 },
      { what: 'design options', at: /design options/i, items: { min: 3 } },
      { what: 'building regulations section', at: /building regulations/i },
      { what: 'projects', at: /projects/i, items: { min: 3 } },
      { what: 'four-step process', at: /process|first visit|steps/i, h3: 4 },
    ],
    quoteTitle: /staircase/i,
  },
  '/steel-building-extensions-kent': {
    blocks: [
      {
        what: 'four extension types with timeframes',
        at: /extension types|timeframes/i,
        h3: 4,
        eachCard: [/timeframe/i, /weeks/i],
      },
      { what: 'benefits', at: /why build|benefits/i, items: { min: 3 } },
      { what: 'Kent areas', at: /across kent|kent areas|kent towns/i, items: { min: 3 } },
      { what: 'planning and regulation cards', at: /planning|regulation/i, h3: { min: 2 } },
      { what: 'five-step journey', at: /journey|five/i, h3: 5 },
    ],
    quoteTitle: /extension/i,
  },
};

/** docs/requirements.md#pages, the other pages. */
const GENERAL_PAGES: Record<string, Block[]> = {
  '/': [
    {
      what: 'hero with Get Free Quote to #get-quote and a call link',
      at: 'h1',
      links: [{ href: '#get-quote', text: /get free quote/i }, tel],
    },
    { what: 'statistics row', at: /in numbers|statistics/i, items: business.homeStats.length },
    {
      what: 'services grid with Learn More links to every service page',
      at: /our services/i,
      h3: services.length,
      links: serviceRoutes.map((href) => ({ href, text: /learn more/i })),
    },
    {
      what: 'reviews block: first 6 reviews, Leave a Review, View All N Reviews',
      at: /customers say|reviews/i,
      count: [['blockquote', onHome]],
      links: [
        { href: business.reviewUrl, text: /leave a review/i },
        { href: '/reviews', text: new RegExp(`view all ${reviews.length} reviews`, 'i') },
      ],
      check: (b) => reviewsInOrder(b, reviews.slice(0, onHome)),
    },
    { what: 'why choose us', at: /why choose/i, h3: { min: 3 } },
    { what: 'team', at: /team/i, h3: { min: 2 } },
    { what: 'crane and lifting', at: /crane/i },
    { what: 'quote form anchored as get-quote', at: '#get-quote' },
  ],
  '/about': [
    { what: 'story', at: /story/i },
    // The HSE approves no firms: the original "HSE approved" is said as what it is (docs/design.md, honest content).
    {
      what: 'six certifications',
      at: /certif/i,
      h3Names: ['CWI', 'CSCS', 'ISO 9001:2015', 'CE marking', 'Working to HSE guidance', 'FMB member'],
    },
    {
      what: 'timeline of milestones (year, event)',
      at: /milestone|timeline|history/i,
      check: (b) => {
        const text = textOf(b);
        const missing = copy.about.timeline
          .filter((t) => !hasFigure(text, t.year) || !hasFigure(text, t.event))
          .map((t) => `${t.year} ${t.event}`);
        return [
          ...(copy.about.timeline.length < 3 ? ['fewer than 3 milestones'] : []),
          ...missing.map((m) => `milestone missing: ${m}`),
        ];
      },
    },
    {
      what: 'statistics (years, projects)',
      at: /numbers|statistics/i,
      figures: [
        new RegExp(`${escape(business.claims.years)} years`, 'i'),
        new RegExp(`${escape(business.claims.projects)} projects`, 'i'),
      ],
    },
    { what: 'contact buttons', at: /talk|contact|get in touch/i, links: [tel, { href: /^\/contact|#get-quote$/ }] },
  ],
  '/gallery': [
    { what: 'grid of every photo with its caption', at: /projects|photos|gallery/i, check: galleryPhotos },
    {
      what: 'free-quote link and call link',
      at: /similar|your project|quote/i,
      links: [{ href: /^\/contact|#get-quote$/, text: /quote/i }, tel],
    },
  ],
  '/reviews': [
    {
      what: 'the average and count of reviews',
      at: 'h1',
      figures: rating ? [`${rating.average}/5`, new RegExp(`from ${rating.count} reviews`, 'i')] : [],
    },
    {
      what: 'every customer review',
      at: /reviews/i,
      count: [['blockquote', reviews.length]],
      check: (b) => reviewsInOrder(b, reviews),
    },
    {
      what: 'leave-a-review and business listing links',
      at: /worked with us|review/i,
      links: [
        { href: business.reviewUrl, text: /review/i },
        { href: business.listingUrl, text: /listing/i },
      ],
    },
  ],
  '/areas-we-serve': [
    { what: 'hero', at: 'h1' },
    {
      what: 'three region cards (region, project badge, description, response time, coverage)',
      at: /where we work|regions/i,
      h3Names: [/^Kent\b/, /^London\b/, /^South East\b/],
      eachCard: [/\d+\+ projects/i, /response/i, /coverage/i],
      check: regionTiers,
    },
    { what: 'coverage map (static diagram, not "coming soon")', at: /map/i, check: coverageMap },
    { what: 'ten services available in all areas', at: /services available in all areas/i, items: 10 },
    { what: 'link to /contact', at: /not sure|cover you|contact/i, links: [{ href: '/contact' }] },
  ],
  '/calculator': [
    { what: 'cost calculator', at: /estimate|calculator/i, count: [['steel-calculator form', 1]] },
    { what: 'explanatory text', at: /how .* works/i, figures: [/\b40 hours/i, /80%(-| to )130%/] },
  ],
  '/contact': [
    {
      what: 'three contact cards (phone, e-mail, chat app)',
      at: /ways to reach|contact/i,
      h3Names: [/phone|call/i, /e-?mail/i, /whatsapp|chat|message/i],
      links: [tel, mail, chat],
    },
    { what: 'quote request form', at: /request a quote|quote/i, count: [['steel-contact-form form', 1]] },
    {
      what: 'office info: address, hours, service areas, emergency service, two direction links',
      at: /workshop|office/i,
      figures: [
        business.address.postcode,
        business.address.locality,
        ...HOURS.map(([, re]) => re),
        copy.contact.office.areasHeading,
        business.emergency,
      ],
      links: [
        {
          href: new RegExp(`^https://www\\.google\\.[a-z.]+/maps.*${business.geo.latitude},${business.geo.longitude}`),
          text: /google maps/i,
        },
        {
          href: new RegExp(`^https://(www\\.)?waze\\.com/.*${business.geo.latitude},${business.geo.longitude}`),
          text: /waze/i,
        },
      ],
      // docs/design.md ("No third-party requests on load"): the embedded map loads only when the visitor asks for it.
      check: (b) =>
        ([...b.querySelectorAll('button')] as Element[]).some((x) => /map/i.test(textOf(x)))
          ? []
          : ['no button to show the map'],
    },
    { what: 'coverage list', at: /coverage/i, items: { min: 3 } },
    { what: 'emergency hotline', at: /emergency/i, figures: ['24/7'], links: [tel] },
  ],
  '/faq': [
    { what: 'every category with its questions and answers', at: /questions|topic/i, check: faqCategories },
    { what: 'call and e-mail links', at: /question|ask|contact/i, links: [tel, mail] },
  ],
  '/privacy-policy': [{ what: '9 numbered sections', at: 'h1', check: (_b, doc) => numberedSections(doc, 9) }],
  '/terms-of-service': [{ what: '13 numbered sections', at: 'h1', check: (_b, doc) => numberedSections(doc, 13) }],
  '/sitemap': [
    {
      what: 'four groups of pages (title, URL, description) and the XML sitemap note',
      at: /pages|sitemap/i,
      h3: 4,
      check: sitemapGroups,
    },
  ],
  '/thank-you': [
    {
      what: 'confirmation (neutral: the "ready to send" text shows only when a form hands over a message)',
      at: 'h1',
      figures: [/^thank you/i],
    },
    { what: 'three next steps', at: /next/i, h3: 3 },
    {
      what: 'call and e-mail buttons, links to / and /#services',
      at: /talk|contact/i,
      links: [tel, mail, { href: '/' }, { href: '/#services' }],
    },
  ],
  '/404': [
    {
      what: "'Page Not Found', explanation, home link, back button, phone link",
      at: 'h1',
      figures: [/^page not found/i],
      links: [{ href: '/' }, tel],
      check: (b) => [
        ...(textOf(b).length < textOf(b.querySelector('h1')).length + 60 ? ['no explanation under the title'] : []),
        ...(b.querySelector('button') && /back/i.test(textOf(b.querySelector('button'))) ? [] : ['no back button']),
      ],
    },
    {
      what: 'links to the popular service pages (copy.json notFound.popular)',
      at: /services/i,
      check: (b) => {
        const n = new Set(
          linksIn(b, /^\//)
            .map((a) => a.getAttribute('href'))
            .filter((h) => serviceRoutes.includes(h!)),
        ).size;
        const want = copy.notFound.popular.length;
        return n === want ? [] : [`${n} service page links instead of ${want}`];
      },
    },
  ],
};

/** docs/requirements.md#business-figures-and-where-they-live: figures and where they belong. */
const range = (a: number, b: number, unit: string) => new RegExp(`(^|[^\\d])${a}(-| to )${b} ?${unit}`, 'i');

const SECTION_9: Claim[] = [
  {
    claim: 'home statistics',
    route: '/',
    at: /in numbers|statistics/i,
    figures: business.homeStats.map((s) => s.value),
  },
  ...(rating
    ? ([
        {
          claim: 'home reviews: the average and count of reviews',
          route: '/',
          at: /customers say|reviews/i,
          figures: [`${rating.average}/5`, new RegExp(`${rating.count} reviews`, 'i')],
        },
        {
          claim: 'reviews page: the average and count of reviews',
          route: '/reviews',
          at: 'main',
          figures: [`${rating.average}/5`, new RegExp(`from ${rating.count} reviews`, 'i')],
        },
      ] as Claim[])
    : []),
  {
    claim: 'about: 500+ Kent projects and a 24hr quote response',
    route: '/about',
    at: /numbers|statistics/i,
    figures: [/500\+ kent projects/i, /24 ?(hr|hours?) quote response/i],
  },
  { claim: 'quote response within 24 hours', route: '/', at: '#get-quote', figures: [/within 24 hours/i] },
  { claim: 'max 5 files, 10 MB each', route: '/', at: '#get-quote', figures: [/\b5 files/i, /\b10 ?MB\b/i] },
  {
    claim: 'quotes in 24-48 hours, 3-5 days for complex',
    route: '/faq',
    at: 'main',
    figures: [range(24, 48, 'hours'), range(3, 5, 'days')],
  },
  {
    claim: 'emergency response under 2 hours',
    route: '/emergency-steel-repair',
    at: 'main',
    figures: [/under (2|two) hours/i],
  },
  { claim: 'emergency response under 2 hours', route: '/contact', at: /emergency/i, figures: [/under (2|two) hours/i] },
  {
    claim: 'cranes 20 to 100 tonnes, CPCS and ALLMI',
    route: '/',
    at: /crane/i,
    figures: [range(20, 100, 'tonnes'), 'CPCS', 'ALLMI'],
  },
  {
    claim: 'cranes 20 to 100 tonnes (max 100t), CPCS and ALLMI',
    route: '/crane-hire-services',
    at: 'main',
    figures: [range(20, 100, 'tonnes'), /100 ?t(onnes)? max|max(imum)? (capacity )?(of )?100 ?t/i, 'CPCS', 'ALLMI'],
  },
  {
    claim: '3D design turnaround 24hr',
    route: '/3d-modeling-services',
    at: 'main',
    figures: [/24[- ]?(hr|hour) turnaround/i],
  },
  {
    claim: 'calculator base rates per hour',
    route: '/calculator',
    at: /how .* works/i,
    figures: pricing.serviceType.map((o) => new RegExp(`\\b${escape(o.label)} £${o.factor}\\b`, 'i')),
  },
  { claim: 'steel grade S355', route: '/steel-fabrication-kent', at: 'main', figures: ['S355'] },
  {
    claim: 'beams: 500+, 15+ years, 24-48 hours, 10 year warranty, £10M public liability',
    route: '/steel-beam-installation',
    at: /numbers|figures/i,
    figures: [
      '500+',
      '15+ years',
      range(24, 48, 'hours'),
      /10[- ]year (installation )?warranty/i,
      /£10m public liability/i,
    ],
  },
  {
    claim: 'metalwork: 200+ London projects, 25+ years, £50k+, 25 year guarantee',
    route: '/architectural-metalwork-london',
    at: /figures|numbers/i,
    figures: [/200\+ london projects/i, '25+ years', '£50k+', /25[- ]year (minimum )?guarantee/i],
  },
  {
    claim: 'galvanising lasts 50+ years',
    route: '/architectural-metalwork-london',
    at: /finishes/i,
    card: /galvani[sz]/i,
    figures: ['50+ years'],
  },
  {
    claim: 'powder coating lasts 15-20 years',
    route: '/architectural-metalwork-london',
    at: /finishes/i,
    card: /powder coat/i,
    figures: [range(15, 20, 'years')],
  },
  {
    claim: 'traditional paint lasts 5-10 years',
    route: '/architectural-metalwork-london',
    at: /finishes/i,
    card: /paint/i,
    figures: [range(5, 10, 'years')],
  },
  {
    claim: 'platform loads 500, 750, 1000 and 2000 kg/m², one per type',
    route: '/industrial-steel-platforms',
    at: /platform types|load capacity/i,
    onePerCard: true,
    figures: [500, 750, 1000, 2000].map(
      (n) => new RegExp(`(^|[^\\d,])${n === 1000 ? '1,?000' : n === 2000 ? '2,?000' : n} ?kg/m(²|2)`, 'i'),
    ),
  },
  {
    claim: 'platforms: 300+, lifespan 15-25 years, installation 1-4 weeks',
    route: '/industrial-steel-platforms',
    at: /figures|numbers/i,
    figures: ['300+', range(15, 25, 'years'), range(1, 4, 'weeks')],
  },
  {
    claim: 'staircases: 300+, 20+ years, 2-5 days, £3k-£15k, 25 year warranty',
    route: '/steel-staircase-installation',
    at: /figures|numbers/i,
    figures: ['300+', '20+ years', range(2, 5, 'days'), /£3k(-| to )£15k/i, /25[- ]year warranty/i],
  },
  {
    claim: 'extension timeframes 4-8, 8-12, 10-16 and 6-12 weeks, one per type',
    route: '/steel-building-extensions-kent',
    at: /extension types|timeframes/i,
    onePerCard: true,
    figures: [range(4, 8, 'weeks'), range(8, 12, 'weeks'), range(10, 16, 'weeks'), range(6, 12, 'weeks')],
  },
  {
    claim: 'extensions: 150+, 50% faster, 20m span, £25k+, 35%',
    route: '/steel-building-extensions-kent',
    at: /figures|numbers/i,
    figures: [
      '150+',
      '50% faster',
      /20 ?m (maximum |max )?(clear )?span/i,
      '£25k+',
      /35% (average )?(increase|value)/i,
    ],
  },
  {
    claim: 'Kent: same day within 30 miles, 500+ projects',
    route: '/areas-we-serve',
    at: /where we work|regions/i,
    card: /^kent/i,
    figures: [/same day within 30 miles/i, /500\+ projects/i],
  },
  {
    claim: 'London: 24-48 hours, 300+ projects',
    route: '/areas-we-serve',
    at: /where we work|regions/i,
    card: /^london/i,
    figures: [range(24, 48, 'hours'), /300\+ projects/i],
  },
  {
    claim: 'South East: 48 hours, 200+ projects',
    route: '/areas-we-serve',
    at: /where we work|regions/i,
    card: /^south east/i,
    figures: [/(^|[^-\d])48 hours/i, /200\+ projects/i],
  },
  { claim: 'quotes valid 30 days', route: '/terms-of-service', at: /quot/i, figures: [/valid for 30 days/i] },
  {
    claim: 'payment terms 30 days',
    route: '/terms-of-service',
    at: /payment/i,
    figures: [/within 30 days|30 days (of|from) (the )?invoice/i],
  },
  { claim: '12-month workmanship warranty', route: '/terms-of-service', at: /warranty/i, figures: [/12[- ]months?/i] },
  { claim: 'data retained 7 years', route: '/privacy-policy', at: /how long|keep/i, figures: [/7 years/i] },
];

// ---------------------------------------------------------------------------------------------------------------
// Checks a table cannot express
// ---------------------------------------------------------------------------------------------------------------

function cardsHaveDescriptions(s: Element): string[] {
  return ([...s.querySelectorAll('h3')] as Element[])
    .filter((h) => textOf(cardOf(h)).length < textOf(h).length + 40)
    .map((h) => `"${textOf(h)}" has no description`);
}

function reviewsInOrder(s: Element, want: typeof reviews): string[] {
  const quotes = ([...s.querySelectorAll('blockquote')] as Element[]).map(textOf);
  const p = namesProblem(
    'review texts',
    quotes.map((q) => q.slice(0, 50)),
    want.map((r) => norm(r.text).slice(0, 50)),
  );
  const text = textOf(s);
  // Dates are stored as dates and shown as month and year (a static page must not say "2 weeks ago" for ever).
  const shown = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (const r of want)
    if (!hasFigure(text, r.name) || !hasFigure(text, shown(r.date)))
      p.push(`review by ${r.name} lacks its name or date (${shown(r.date)})`);
  return p;
}

function galleryPhotos(s: Element): string[] {
  const figures = [...s.querySelectorAll('steel-gallery figure')] as Element[];
  const p = countProblem('photos', figures.length, gallery.length);
  figures.forEach((f, i) => {
    const img = f.querySelector('img');
    if (!img) p.push(`photo ${i + 1} has no <img>`);
    else if (!(img.getAttribute('alt') ?? '').trim()) p.push(`photo ${i + 1} has an empty alt`);
    if (!textOf(f.querySelector('figcaption'))) p.push(`photo ${i + 1} has no caption`);
  });
  p.push(
    ...namesProblem(
      'captions',
      figures.map((f) => textOf(f.querySelector('figcaption'))),
      gallery.map((g) => g.caption),
    ),
  );
  return p;
}

function regionTiers(s: Element): string[] {
  const tiers: [RegExp, RegExp][] = [
    [/^kent/i, /primary/i],
    [/^london/i, /extended/i],
    [/^south east/i, /regional/i],
  ];
  return tiers.flatMap(([name, tier]) => {
    const h = ([...s.querySelectorAll('h3')] as Element[]).find((e) => name.test(textOf(e)));
    return h && tier.test(textOf(cardOf(h))) ? [] : [`${name} card is not marked ${tier}`];
  });
}

function coverageMap(s: Element): string[] {
  const p: string[] = [];
  if (/coming soon/i.test(textOf(s))) p.push('still says "coming soon"');
  const graphic = s.querySelector('svg, img');
  const described =
    graphic &&
    (graphic.querySelector('title') ||
      graphic.getAttribute('alt') ||
      graphic.getAttribute('aria-label') ||
      s.querySelector('figcaption'));
  if (!described) p.push('no described map or diagram');
  for (const region of ['Kent', 'London', 'South East'])
    if (!hasFigure(textOf(s) + ' ' + (graphic?.textContent ?? ''), region)) p.push(`map does not name ${region}`);
  return p;
}

function faqCategories(s: Element): string[] {
  const widget = s.querySelector('steel-faq');
  if (!widget) return ['no steel-faq widget'];
  const hs = outline(widget);
  const top = Math.min(...hs.map((h) => h.level));
  const cats = hs.filter((h) => h.level === top);
  const p = namesProblem(
    'categories',
    cats.map((c) => c.text),
    faq.map((c) => c.category),
  );
  const widgetText = textOf(widget);
  cats.forEach((c, i) => {
    const from = hs.indexOf(c);
    const to = i + 1 < cats.length ? hs.indexOf(cats[i + 1]) : hs.length;
    const questions = hs
      .slice(from + 1, to)
      .filter((h) => h.level === top + 1)
      .map((h) => h.text);
    const data = faq.find((d) => d.category === c.text);
    if (questions.length !== data?.questions.length)
      p.push(`${c.text}: ${questions.length} questions, expected ${data?.questions.length}`);
    for (const q of data?.questions ?? []) {
      if (!questions.some((t) => sameName(t, q.question))) p.push(`${c.text}: question missing: ${q.question}`);
      if (!hasFigure(widgetText, q.answer)) p.push(`${c.text}: answer not in the HTML: ${q.question}`);
    }
  });
  return p;
}

function numberedSections(doc: Document, n: number): string[] {
  const hs = [...doc.querySelectorAll('main h2')] as Element[];
  const p = countProblem('sections', hs.length, n);
  hs.forEach((h, i) => {
    const num = i + 1;
    const numbered =
      new RegExp(`^(section )?${num}[.):]?\\s`, 'i').test(textOf(h)) ||
      new RegExp(`(^|\\D)${num}$`).test(h.id) ||
      !!h.closest('ol > li');
    if (!numbered) p.push(`section "${textOf(h)}" carries no number ${num}`);
  });
  return p;
}

function sitemapGroups(s: Element, doc: Document): string[] {
  const p: string[] = [];
  for (const h of [...s.querySelectorAll('h3')] as Element[]) {
    const group = h.closest('section') ?? h.parentElement!;
    const items = [...group.querySelectorAll('li')] as Element[];
    if (!items.length) p.push(`group "${textOf(h)}" lists no pages`);
    for (const li of items) {
      const a = li.querySelector('a[href^="/"]');
      const href = a?.getAttribute('href') ?? '';
      const rest = textOf(li).replace(textOf(a), '').replace(`${SITE_URL}${href}`, '').trim();
      if (!a) p.push(`"${textOf(li).slice(0, 40)}" has no link`);
      else if (!textOf(li).includes(`${SITE_URL}${href}`)) p.push(`${href} shows no URL`);
      else if (rest.length < 15) p.push(`${href} has no description`);
    }
  }
  const listed = new Set(linksIn(s, /^\//).map((a) => a.getAttribute('href')));
  for (const r of allRoutes) if (!listed.has(r)) p.push(`${r} is not listed`);
  if (!linksIn(doc.querySelector('main')!, /\/sitemap\.xml$/).length) p.push('no link to the XML sitemap');
  return p;
}

// ---------------------------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------------------------

describe('docs/requirements.md#pages: every page shows its sections, in order, with the documented counts', () => {
  // A service page the table does not describe (another data set's) is checked by the rule every one follows.
  it('the tables cover every general page and describe only pages that are built', () => {
    expect(Object.keys(GENERAL_PAGES).sort()).toEqual([...generalRoutes, '/404'].sort());
    expect(Object.keys(SERVICE_PAGES).filter((r) => !serviceRoutes.includes(r))).toEqual([]);
  });

  for (const [route, blocks] of Object.entries(GENERAL_PAGES)) {
    it(`${route} shows ${blocks.map((b) => b.what.split(/[:(]/)[0].trim()).join('; ')}`, () => {
      expect(blockProblems(load(fileOf(route)), blocks)).toEqual([]);
    });
  }

  it('/ ends with the quote form (no service preselected)', () => {
    const doc = load('/');
    expect(quoteAreaProblems(doc, /quote/i)).toEqual([]);
    expect(doc.querySelector('#get-quote select[name="service"] option[selected]')?.getAttribute('value') ?? '').toBe(
      '',
    );
  });

  for (const route of serviceRoutes) {
    const { blocks, quoteTitle } = SERVICE_PAGES[route] ?? { blocks: [], quoteTitle: /quote/i };
    const service = services.find((s) => `/${s.slug}` === route);
    it(`${route}: hero with quote and call buttons, then ${blocks.map((b) => b.what).join('; ')}, then the quote form`, () => {
      const doc = load(route);
      // "Each pushes the visitor to phone or use the shared quote form" (welding: "hero with quote button and emergency phone link").
      const hero: Block = {
        what: 'hero with quote button and phone link',
        at: 'h1',
        links: [{ href: '#get-quote', text: /quote/i }, tel],
      };
      expect(blockProblems(doc, [hero, ...blocks, { what: 'quote form area', at: '#get-quote' }])).toEqual([]);
    });
    it(`${route} ends its main content with the quote form, titled ${quoteTitle}, preselecting "${service?.quoteService}"`, () => {
      expect(service, `services.json has ${route}`).toBeTruthy();
      expect(quoteAreaProblems(load(route), quoteTitle, service!.quoteService)).toEqual([]);
    });
  }
});

describe('docs/requirements.md#business-figures-and-where-they-live: business figures appear where they belong', () => {
  for (const c of SECTION_9) {
    it(`${c.route}: ${c.claim}`, () => {
      expect(claimProblems(load(c.route), c)).toEqual([]);
    });
  }
});

describe('shared frame content on every page', () => {
  for (const route of [...allRoutes, '/404']) {
    it(`${route}: opening hours in the header or footer and the footer areas`, () => {
      const doc = load(fileOf(route));
      const frame = `${textOf(doc.querySelector('header'))} ${textOf(doc.querySelector('footer'))}`;
      expect(
        HOURS.filter(([, re]) => !re.test(frame)).map(([what]) => what),
        'hours missing',
      ).toEqual([]);
      const heading = outline(doc.querySelector('footer')!).find((h) => /areas/i.test(h.text));
      const list = ([...(heading?.el.closest('section')?.querySelectorAll('li') ?? [])] as Element[]).map(textOf);
      expect(list).toEqual(business.footerAreas);
    });
  }
});

describe('no placeholder junk in the text visitors read', () => {
  for (const route of [...allRoutes, '/404']) {
    it(`${route} has no lorem, TODO, undefined, null, [object Object], NaN or unfilled {placeholders}`, () => {
      const text = readableText(load(fileOf(route)));
      expect(text.length).toBeGreaterThan(200);
      const hits = JUNK.flatMap((re) => {
        const m = text.match(re);
        return m ? [`${re}: …${text.slice(Math.max(0, m.index! - 40), m.index! + 40)}…`] : [];
      });
      expect(hits).toEqual([]);
    });
  }
});
