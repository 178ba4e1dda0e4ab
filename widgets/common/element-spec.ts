/**
 * The public interface of a steel-* element, as plain data: each widget's `spec.ts` is the one place
 * it is written (docs/widgets.md#public-interface). The list of widgets (`widgets/catalog.ts`), the /embed
 * docs (`widgets/docs.ts`), /custom-elements.json and the package's typings (`scripts/types.ts`) are made
 * from it, and `widgets/spec.test.tsx` proves each entry is real. Browser code never imports a spec (its
 * descriptions would cost bytes on every page): the props map r2wc observes stays literal in `widget.ts`,
 * and the test checks it is `observedProps(spec)`.
 * No component code and no data imports here or in a spec.ts: build configs read them.
 */

/** How an attribute's text is read: `json` is JSON text the widget parses itself. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  /** kebab-case, as written in HTML */
  name: string;
  /** the element property that mirrors it (r2wc writes the property back to the attribute) */
  property: string;
  type: AttributeType;
  /** TypeScript type text of the property when narrower than `type`, e.g. `'1' | '2'` */
  tsType?: string;
  /** what the widget does without the attribute, in words or as the literal value */
  default?: string;
  description: string;
}

/** A property with no attribute (none today: every property mirrors an attribute). */
export interface PropertySpec {
  name: string;
  /** TypeScript type text */
  type: string;
  description: string;
}

export interface EventSpec {
  /** `steel-*`; every event bubbles and is composed (widgets/common/events.ts) */
  name: `steel-${string}`;
  /** TypeScript type text of `event.detail` */
  detail: string;
  description: string;
  /** whether `preventDefault()` is honoured */
  cancelable: boolean;
}

export interface CssPropertySpec {
  name: `--steel-${string}`;
  default: string;
  description: string;
}

export interface NamedSpec {
  name: string;
  description: string;
}

export interface ElementSpec {
  tag: `steel-${string}`;
  title: string;
  summary: string;
  /** offered to partner sites: built as a partner bundle and documented on /embed */
  embeddable: boolean;
  attributes: AttributeSpec[];
  properties: PropertySpec[];
  events: EventSpec[];
  cssProperties: CssPropertySpec[];
  /** names for `::part()` */
  parts: NamedSpec[];
  slots: NamedSpec[];
}

/** The widget's folder under widgets/: its tag without `steel-`. */
export const folderOf = (e: Pick<ElementSpec, 'tag'>) => e.tag.slice('steel-'.length);

/** kebab-case attribute -> camelCase property, as r2wc maps them. */
export const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The r2wc props map of an element (`widget.ts`): property -> how r2wc reads the attribute. JSON
 * attributes reach the component as text (it parses them itself and shows its fallback on bad JSON).
 */
export function observedProps(e: ElementSpec): Record<string, 'string' | 'number' | 'boolean'> {
  return Object.fromEntries(e.attributes.map((a) => [a.property, a.type === 'json' ? 'string' : a.type]));
}

/** The TypeScript type of an attribute's property. */
export const propertyType = (a: AttributeSpec) => a.tsType ?? (a.type === 'json' ? 'string' : a.type);

/** Theming properties the shared base styles read (widgets/common/base-css.ts); each spec lists the ones its widget shows. */
export const theme = {
  primary: { name: '--steel-primary', default: '#0f2a3d', description: 'Main colour: buttons, headings, borders' },
  onPrimary: { name: '--steel-on-primary', default: '#fff', description: 'Text on the main colour' },
  accent: { name: '--steel-accent', default: '#f59e0b', description: 'Call-to-action colour' },
  onAccent: { name: '--steel-on-accent', default: '#111827', description: 'Text on the accent (keep AA contrast)' },
  text: { name: '--steel-text', default: '#1f2933', description: 'Body text' },
  muted: { name: '--steel-muted', default: '#52606d', description: 'Secondary text' },
  surface: { name: '--steel-surface', default: '#fff', description: 'Background of panels and fields' },
  border: { name: '--steel-border', default: '#9aa5b1', description: 'Borders of panels and fields' },
  link: { name: '--steel-link', default: '#0b4f8a', description: 'Links' },
  focus: { name: '--steel-focus', default: '#1d4ed8', description: 'Focus ring' },
  danger: { name: '--steel-danger', default: '#b42318', description: 'Errors' },
  radius: { name: '--steel-radius', default: '8px', description: 'Corner radius' },
} satisfies Record<string, CssPropertySpec>;
