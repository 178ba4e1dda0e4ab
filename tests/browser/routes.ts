import { generalRoutes, landingRoutes, redirectRoutes, serviceRoutes } from '../routes.ts';

export { generalRoutes, landingRoutes, redirectRoutes, serviceRoutes };
/** The pages the browser tests visit: every route, /embed, its guides and its reference (pages for partners), the landing pages. */
export const allRoutes = [
  ...generalRoutes,
  ...serviceRoutes,
  '/embed',
  '/embed/guides',
  '/embed/reference',
  ...landingRoutes,
];
