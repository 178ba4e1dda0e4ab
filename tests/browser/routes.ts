import { generalRoutes, redirectRoutes, serviceRoutes } from '../routes.ts';

export { generalRoutes, redirectRoutes, serviceRoutes };
/** The pages the browser tests visit: every route, and /embed and its guides (pages for partners). */
export const allRoutes = [...generalRoutes, ...serviceRoutes, '/embed', '/embed/guides'];
