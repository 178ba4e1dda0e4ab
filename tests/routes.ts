/**
 * Every route of docs/requirements.md#routes: the tests' own list, written here once for the build and
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
export const serviceRoutes = [
  '/steel-fabrication-kent',
  '/structural-steel-london',
  '/welding-services',
  '/steel-construction-gravesend',
  '/onsite-steel-fabrication',
  '/steel-beam-installation',
  '/3d-modeling-services',
  '/crane-hire-services',
  '/emergency-steel-repair',
  '/architectural-metalwork-london',
  '/steel-staircase-installation',
  '/industrial-steel-platforms',
  '/steel-building-extensions-kent',
];
