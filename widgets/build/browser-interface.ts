/**
 * What browser bundles get of a widget's interface.ts (widgets/common/element-interface.ts): its tag and the attributes r2wc
 * observes (`observed`), all `widget.ts` reads to define the element. The descriptions, events, parts and styles'
 * words stay in Node (docs, typings, tests), so they cost no visitor a byte. Both bundlers load interface.ts through
 * this: Vite for our pages (vite.config.ts) and esbuild for the partner release (tsup.config.ts).
 */
import { elements } from '../catalog.ts';
import { folderOf } from '../common/element-interface.ts';

/** A widget's interface.ts: widgets/<folder>/interface.ts. */
export const INTERFACE_FILE = /[\\/]widgets[\\/]([\w-]+)[\\/]interface\.ts$/;

/** The module a browser bundle gets for the interface.ts at `path`, or undefined when `path` is no widget's interface.ts. */
export function browserInterface(path: string): string | undefined {
  const folder = INTERFACE_FILE.exec(path)?.[1];
  if (!folder) return undefined;
  const element = elements.find((e) => folderOf(e) === folder);
  if (!element) throw new Error(`${path}: widgets/catalog.ts lists no widget of that folder`);
  return `export const element = ${JSON.stringify({ tag: element.tag, observed: element.observed })};\n`;
}
