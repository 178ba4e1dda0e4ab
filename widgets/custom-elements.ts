/**
 * custom-elements.json (the Custom Elements Manifest standard, schema 2.1.0; "manifest" alone in this project means
 * Vite's build manifest) of elements, made from their interfaces (widgets/catalog.ts):
 * /custom-elements.json for editors and tools, and the package's copy (scripts/types.ts).
 */
import { propertyType, type ElementInterface } from './common/element-interface.ts';

/** steel-quote-form -> SteelQuoteFormElement, the class name in custom-elements.json and the typings. */
export const className = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';

/** `path`: where the module that defines an element is, relative to the file's reader; `readme`: the page or file that documents them. */
export function customElementsJson(list: ElementInterface[], path: (e: ElementInterface) => string, readme: string) {
  return {
    schemaVersion: '2.1.0',
    readme,
    modules: list.map((e) => ({
      kind: 'javascript-module',
      path: path(e),
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className(e.tag),
          tagName: e.tag,
          summary: e.title,
          description: e.summary,
          superclass: { name: 'HTMLElement' },
          attributes: e.attributes.map((a) => ({
            name: a.name,
            fieldName: a.property,
            description: a.description,
            type: { text: propertyType(a) },
            ...(a.default !== undefined ? { default: JSON.stringify(a.default) } : {}),
          })),
          members: [
            ...e.attributes.map((a) => ({
              kind: 'field',
              name: a.property,
              attribute: a.name,
              reflects: true,
              description: a.description,
              type: { text: `${propertyType(a)} | undefined` },
            })),
            ...e.properties.map((p) => ({
              kind: 'field',
              name: p.name,
              description: p.description,
              type: { text: p.type },
            })),
          ],
          events: e.events.map((ev) => ({
            name: ev.name,
            type: { text: `CustomEvent<${ev.detail}>` },
            description: `${ev.description}. Bubbles, composed${ev.cancelable ? ', cancelable' : ''}.`,
          })),
          cssProperties: e.cssProperties.map((c) => ({ name: c.name, description: c.description, default: c.default })),
          cssParts: e.parts,
          slots: e.slots,
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: e.tag, declaration: { name: className(e.tag) } }],
    })),
  };
}
