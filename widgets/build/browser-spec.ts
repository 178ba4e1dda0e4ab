/**
 * What browser bundles get of a widget's spec.ts (widgets/common/element-spec.ts): its tag and its attributes'
 * properties and types, all `widget.ts` reads to define the element. The descriptions, events, parts and styles'
 * words stay in Node (docs, typings, tests), so they cost no visitor a byte. Both bundlers load spec.ts through
 * this: Vite for our pages (vite.config.ts) and esbuild for the partner release (tsup.config.ts).
 */
import { elements } from '../catalog.ts';
import { folderOf, type ElementSpec } from '../common/element-spec.ts';

/** A widget's spec.ts: widgets/<folder>/spec.ts. */
export const SPEC_FILE = /[\\/]widgets[\\/]([\w-]+)[\\/]spec\.ts$/;

/** The part of an element's spec that browser code reads. */
export const browserPart = (e: ElementSpec) => ({
  tag: e.tag,
  attributes: e.attributes.map(({ property, type }) => ({ property, type })),
});

/** The module a browser bundle gets for the spec.ts at `path`, or undefined when `path` is no widget's spec.ts. */
export function browserSpec(path: string): string | undefined {
  const folder = SPEC_FILE.exec(path)?.[1];
  if (!folder) return undefined;
  const element = elements.find((e) => folderOf(e) === folder);
  if (!element) throw new Error(`${path}: widgets/catalog.ts lists no widget of that folder`);
  return `export const element = ${JSON.stringify(browserPart(element))};\n`;
}
