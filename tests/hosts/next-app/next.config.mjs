/**
 * Its own root: the project around it has another package (and its react is preact/compat), so Next must not
 * take the repository's lockfile or tsconfig for this app's.
 */
const config = {
  turbopack: { root: import.meta.dirname },
};

export default config;
