/**
 * What partners and marketers need to know about each element, for the /embed page: made from each
 * widget's interface.ts (widgets/catalog.ts), never written here.
 */
import { elements } from './catalog.ts';
import { propertyType } from './common/element-interface.ts';

export interface Attr {
  name: string;
  description: string;
  default?: string;
  /** the element property that mirrors it */
  property: string;
  /** TypeScript type of the property */
  type: string;
}
export interface WidgetDoc {
  tag: string;
  title: string;
  summary: string;
  /** offered to partners: the loader defines it (module elements/<tag>.js in the release, docs/widgets.md "Loader") */
  embeddable: boolean;
  attributes: Attr[];
  /** `detail`: TypeScript type text of event.detail */
  events: { name: string; detail: string; description: string; cancelable: boolean }[];
  cssProperties: { name: string; description: string; default: string }[];
  parts?: readonly { name: string; description: string }[];
  slots?: readonly { name: string; description: string }[];
}

export const docs: WidgetDoc[] = elements.map((e) => ({
  tag: e.tag,
  title: e.title,
  summary: e.summary,
  embeddable: e.embeddable,
  attributes: e.attributes.map((a) => ({
    name: a.name,
    description: a.description,
    default: a.default,
    property: a.property,
    type: propertyType(a),
  })),
  events: e.events.map(({ name, detail, description, cancelable }) => ({ name, detail, description, cancelable })),
  cssProperties: e.cssProperties.map(({ name, description, default: d }) => ({ name, description, default: d })),
  ...(e.parts.length ? { parts: e.parts } : {}),
  ...(e.slots.length ? { slots: e.slots } : {}),
}));
