export const generalRoutes = ['/', '/about', '/gallery', '/reviews', '/areas-we-serve', '/calculator', '/contact', '/faq', '/privacy-policy', '/terms-of-service', '/sitemap', '/thank-you'];
export const serviceRoutes = [
  '/steel-fabrication-kent', '/structural-steel-london', '/welding-services', '/steel-construction-gravesend', '/onsite-steel-fabrication',
  '/steel-beam-installation', '/3d-modeling-services', '/crane-hire-services', '/emergency-steel-repair', '/architectural-metalwork-london',
  '/steel-staircase-installation', '/industrial-steel-platforms', '/steel-building-extensions-kent',
];
export const allRoutes = [...generalRoutes, ...serviceRoutes, '/embed'];
