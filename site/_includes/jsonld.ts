import { site, absUrl, breadcrumbs, serviceUrl, type Service } from './data.ts';
import { imageSet } from './images.ts';
import { reviewRating } from '../../shared/review-rating.ts';

/** schema.org objects for the JSON-LD blocks. */
const b = site.business;
export const businessId = `${b.siteUrl}/#business`;

/**
 * The business as every page names it: who, where and how to reach it, under the same @id as the whole profile
 * (business()), which the about, contact, areas and reviews pages carry (Google's advice: on one page that describes the
 * business, like the about page). Repeating the whole profile (hours, areas, catalogue) on every page would take a
 * share of each page's first round trip (docs/performance.md).
 */
export function businessCard(extra: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: b.brand,
    url: absUrl('/'),
    telephone: b.phone.e164,
    email: b.email,
    image: absUrl(imageSet(site.copy.home.hero.image.src).jpeg.at(-1)!.url),
    logo: absUrl('/favicon.svg'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      addressLocality: b.address.locality,
      addressRegion: b.address.region,
      postalCode: b.address.postcode,
      addressCountry: b.address.country,
    },
    ...extra,
  };
}

/** The whole profile of the business: its card, with its description, hours, areas, catalogue and profiles. */
export function business(extra: Record<string, unknown> = {}) {
  const { '@context': context, '@type': type, '@id': id, name, ...card } = businessCard();
  return {
    '@context': context,
    '@type': type,
    '@id': id,
    name,
    legalName: b.legalName,
    description: b.description,
    ...card,
    priceRange: '££',
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.latitude, longitude: b.geo.longitude },
    openingHoursSpecification: b.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days /* schema.org DayOfWeek names */,
        opens: h.opens,
        closes: h.closes,
      })),
    // The areas the copy names (Kent, London and the South East counties), not a radius that would leave out Brighton or Guildford.
    areaServed: site.areas.counties, // place names (schema.org accepts Text): the counties served
    // an empty catalogue or sameAs says nothing: left out
    ...(b.offerCatalogue.length && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Steel fabrication, welding and crane hire services',
        itemListElement: b.offerCatalogue.map((slug) => {
          const s = site.services.find((x) => x.slug === slug)!;
          return {
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: s.title, description: s.summary, url: absUrl(serviceUrl(s)) },
          };
        }),
      },
    }),
    ...(b.socials.length && { sameAs: b.socials.map((s) => s.url) }),
    ...extra,
  };
}

/**
 * The business with its rating and, where a page shows them in full, the reviews themselves; while the reviews are
 * placeholders (invented examples), or there are none, the business alone: invented reviews never carry review markup.
 */
export function withReviews(
  reviews: typeof site.reviews = [],
  profile: (extra?: Record<string, unknown>) => object = business,
) {
  const rating = reviewRating(site.reviews, b.reviewRating);
  if (!rating || site.reviews.some((r) => r.placeholder)) return profile();
  return profile({
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: String(rating.count),
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.name },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            reviewBody: r.text,
          })),
        }
      : {}),
  });
}

export function service(s: Service) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absUrl(serviceUrl(s))}#service`,
    name: s.title,
    serviceType: s.title,
    description: s.summary,
    url: absUrl(serviceUrl(s)),
    provider: { '@id': businessId },
    areaServed: site.areas.regions.map((r) => ({ '@type': 'AdministrativeArea', name: r.region })),
  };
}

export function faqPage() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: site.faq.flatMap((c) =>
      c.questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer },
      })),
    ),
  };
}

export function breadcrumbList(url: string, crumbs = breadcrumbs(url)) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absUrl(c.url),
    })),
  };
}

/** JSON for a <script type="application/ld+json"> block; `<` is escaped so no text can close the script. */
export const ldJson = (o: unknown) => JSON.stringify(o).replace(/</g, '\\u003c');
