/**
 * Fills the `{name}` slots of a line of copy (shared/data/copy.json) with figures written elsewhere in the data, so
 * copy never repeats a figure (docs/design.md, "One data path"). A slot with no value fails the build, naming it.
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values))
      throw new Error(`copy "${text}": no value for {${name}} (known: ${Object.keys(values).join(', ')})`);
    return values[name];
  });
}
