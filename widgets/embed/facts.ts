/**
 * Live facts, the browser side (docs/widgets.md "Live facts"). A partner release carries the business facts of
 * its day (phone, e-mail, prices, form options, FAQ, photos); the loader fetches today's from our host
 * (facts-file.ts), before any widget module runs, and the partner build (tsup.config.ts, `carriedFacts`) makes every
 * data file a widget reads `fact(file, carried)`: today's value when the loader has it, else the carried one.
 * So a fact changed in shared/data reaches every partner page, pinned releases included, with no release.
 */
declare global {
  // Set once by the loader, before it imports a widget; read only through fact().
  var __steelFacts: Record<string, unknown> | undefined;
}

/** Today's value of a data file (its fields that partner code reads), or the one the release carries. */
export const fact = <T>(file: string, carried: T): T => (globalThis.__steelFacts?.[file] as T | undefined) ?? carried;
