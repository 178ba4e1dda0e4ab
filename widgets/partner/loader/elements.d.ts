/** The module the partner build generates for the loader (build/esbuild-plugins.ts) from widgets/catalog.ts and build/reserve.ts. */
declare module 'steel:elements' {
  /** embeddable tag -> import of its element module (dist/embed/elements/<tag>.js) */
  export const load: Record<string, () => Promise<unknown>>;
  /** the rule that keeps the floors of the tags the loader will define (reserve.ts `keepFloors`) */
  export const keepFloors: string;
}
