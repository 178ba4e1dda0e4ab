/** Types of shared/data/json-hooks.js (Node module hooks). */
export declare function resolve(
  specifier: string,
  context: unknown,
  next: (s: string, c: unknown) => Promise<{ url: string }>,
): Promise<{ url: string }>;
