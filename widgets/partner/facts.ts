/**
 * Live facts, the browser side (docs/widgets.md "Live facts"). A partner release carries the business facts of
 * its day (phone, e-mail, prices, form options, FAQ, photos); the loader fetches today's from our host
 * (facts-file.ts), before any widget module runs, and the partner build (tsup.config.ts, `carriedFacts`) makes every
 * data file a widget reads `await live(file)`: today's value when the loader has it, else the carried one.
 * So a fact changed in shared/data reaches every partner page, pinned releases included, with no release.
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
