/** The module tsup.config.ts generates for the loader from widgets/catalog.ts and reserve.ts. */
declare module 'steel:elements' {
  /** embeddable tag -> import of its element module (dist/embed/elements/<tag>.js) */
  export const load: Record<string, () => Promise<unknown>>;
  /** the rules that keep each widget's space (reserve.ts), as reserve.css has them */
  export const reserveCss: string;
}
