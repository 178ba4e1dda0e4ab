/**
 * Live facts, the browser side (docs/widgets.md "Live facts"; the build side is ../build/facts.ts, the addresses
 * ../loader/host-files.ts). A partner release carries the business facts of its day (phone, e-mail, prices, form
 * options, FAQ, photos); the loader fetches today's from our host before any widget module runs, and the partner
 * build (../build/esbuild-plugins.ts, `carriedFacts`) makes every data file a widget reads `await live(file)`:
 * today's value when the loader has it, else the carried one. So a fact changed in shared/data reaches every partner
 * page, pinned releases included, with no release. Browser code of the partner runtime chunk (../README.md).
 */
declare global {
  // Set once by the loader, before it imports a widget; read only through live().
  var __steelFacts: Record<string, unknown> | undefined;
}

/**
 * Today's value of a data file (its fields that partner code reads), or, when the loader could not fetch today's
 * (or there is no loader), the one the release carries: a module of its own, fetched only then.
 */
export const live = async (file: string): Promise<unknown> =>
  globalThis.__steelFacts?.[file] ?? ((await import('carried:facts')).default as Record<string, unknown>)[file];
