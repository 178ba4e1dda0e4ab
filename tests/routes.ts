import { readData } from '../shared/data/load.ts';
import { hasEnded, isoDay, landingUrl } from '../shared/landing.ts';

/**
 * Every general route of docs/requirements.md#routes: the tests' own list, written here once for the build and
 * browser tests and independent of the templates and of shared/data/pages.json, so a page that a data
 * edit drops or renames fails the tests instead of quietly leaving them.
 */
export const generalRoutes = [
  '/',
  '/about',
  '/gallery',
  '/reviews',
  '/areas-we-serve',
  '/calculator',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/thank-you',
];
/**
 * The service pages: one per entry of the data set's services.json (adding a service is one entry there,
 * CONTRIBUTING.md). The specification's thirteen are checked against the shipped data in
 * tests/requirements/shipped-data.test.ts.
 */
export const serviceRoutes = readData('services').map((s) => `/${s.slug}`);
/**
 * Old addresses that send visitors on (docs/requirements.md#routes): the host's redirect (`_redirects`), and a refresh
 * page at the same address for hosts without redirects. The tests' own list, like the routes above.
 */
export const redirectRoutes = ['/project-gallery'];
/**
 * Campaign landing pages (docs/cms.md "Landing pages"): one per entry of the data set's landing-pages.json still
 * running on the day of the build (the tests run on the day they build); those that have ended are redirects.
 */
const today = isoDay(new Date());
export const landingRoutes = readData('landing-pages')
  .filter((p) => !hasEnded(p, today))
  .map((p) => landingUrl(p.slug));
export const endedLandingRoutes = readData('landing-pages')
  .filter((p) => hasEnded(p, today))
  .map((p) => landingUrl(p.slug));
