import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir } from '../shared/data-set.js';

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
/** The service pages of each data set (shared/data-set.js), by the folder it is read from. */
const serviceRoutesOf: Record<string, string[]> = {
  'shared/data': [
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
  ],
  // the test fixture: the shipped 13 and a 14th
  'tests/fixtures/other-business': [
    '/steel-fabrication-kent',
    '/structural-steel-london',
    '/welding-services',
    '/steel-construction-gravesend',
    '/onsite-steel-fabrication',
    '/steel-beam-installation',
    '/marine-steel-repair',
    '/3d-modeling-services',
    '/crane-hire-services',
    '/emergency-steel-repair',
    '/architectural-metalwork-london',
    '/steel-staircase-installation',
    '/industrial-steel-platforms',
    '/steel-building-extensions-kent',
  ],
};
const set = relative(fileURLToPath(new URL('..', import.meta.url)), dataDir).replaceAll('\\', '/');
if (!serviceRoutesOf[set]) throw new Error(`tests/routes.ts: no list of the service pages of the data set ${set}`);
export const serviceRoutes = serviceRoutesOf[set];
