/**
 * The public interface of a steel-* element, as plain data: each widget's `interface.ts` is the one place
 * it is written (docs/widgets.md#public-interface). Everything else is made from it: the component's props type
 * (`PropsOf`), the attributes r2wc observes (`observed`, `declareElement`), the list of widgets
 * (`widgets/catalog.ts`), the /embed page's tables (`site/pages/embed.11ty.tsx`), /custom-elements.json, the package's typings
 * (`scripts/types.ts`) and the partner page's reserved space (`widgets/partner/build/reserve.ts`);
 * `widgets/interface.test.tsx` proves each entry is real.
 * Browser bundles get a copy of each interface.ts with only its tag and `observed` (widgets/build/browser-interface.ts),
 * so its words cost no visitor a byte.
 * No component code and no data imports here or in an interface.ts (its styles, plain text, give its custom properties'
 * defaults): build configs read them.
 */
import { baseCss } from './base-css.ts';
import { defaultOf } from './css-defaults.ts';

/** How an attribute's text is read: `json` is JSON text the widget parses itself. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeDecl {
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
  /**
   * A value a partner might set, written once (docs/widgets.md "Example values"): /embed's configurator offers it and
   * the widget's tests render with it (its named.ts `configured`, from `examplesOf`). Valid whatever the owner's data,
   * so none where the valid values are the owner's (a form's services) or the default is the value to keep.
   */
  example?: string;
}

/** A property with no attribute (none today: every property mirrors an attribute). */
export interface PropertyDecl {
  name: string;
  /** TypeScript type text */
  type: string;
  description: string;
}

export interface EventDecl {
  /** `steel-*`; every event bubbles and is composed (widgets/common/events.ts) */
  name: `steel-${string}`;
  /** TypeScript type text of `event.detail` */
  detail: string;
  description: string;
  /** whether `preventDefault()` is honoured */
  cancelable: boolean;
}

/** A custom property as its interface declares it: its default is the fallback its styles give (`customProperties`). */
export interface CssPropertyDecl {
  name: `--steel-${string}`;
  description: string;
}

export interface CssProperty extends CssPropertyDecl {
  /** from the widget's styles, `var(--steel-x, <default>)` */
  default: string;
}

export interface NamedDecl {
  name: string;
  description: string;
}

/**
 * That a partner widget keeps its space on a partner's page before and after its code has run
 * (widgets/partner/build/reserve.ts, docs/widgets.md "Reserved space"), and where.
 */
export interface Reserve {
  /** the part (one of `parts`) that keeps the floor once the widget runs: its outermost element */
  part: string;
  /** a condition the floor needs, appended to the tag's selector */
  when?: string;
}

export interface ElementInterface {
  tag: `steel-${string}`;
  title: string;
  summary: string;
  /** offered to partner sites: built as a partner bundle and documented on /embed */
  embeddable: boolean;
  attributes: readonly AttributeDecl[];
  properties: readonly PropertyDecl[];
  events: readonly EventDecl[];
  cssProperties: readonly CssProperty[];
  /** names for `::part()` */
  parts: readonly NamedDecl[];
  slots: readonly NamedDecl[];
  /** an embeddable widget's reserved space on a partner's page (measured: `node scripts/reserve-heights.js`) */
  reserve?: Reserve;
  /**
   * What the partner snippet carries inside the tag (widgets/partner/build/fallback.ts, docs/widgets.md "Fallback in the
   * snippet"), seen until the widget runs and wherever it never does: a link with this text to the page of ours
   * (its `key` in pages.json) that has the widget, the phone number and, with `mail`, the e-mail address.
   */
  fallback?: { page: string; text: string; mail?: boolean };
}

/** The TypeScript type a component receives for an attribute's type (JSON attributes arrive as text). */
type PropOf<T extends AttributeType> = T extends 'number' ? number : T extends 'boolean' ? boolean : string;

/**
 * A component's props, from its interface.ts (declared `as const satisfies ElementInterface`): each attribute's property,
 * optional, typed by its `type`.
 */
export type PropsOf<E extends { attributes: readonly { property: string; type: AttributeType }[] }> = {
  [A in E['attributes'][number] as A['property']]?: PropOf<A['type']>;
};

/** The widget's folder under widgets/: its tag without `steel-`. */
export const folderOf = (e: Pick<ElementInterface, 'tag'>) => e.tag.slice('steel-'.length);

/** kebab-case attribute -> camelCase property, as r2wc maps them. */
export const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The r2wc props map of an element (`widget.ts`): property -> how r2wc reads the attribute. JSON
 * attributes reach the component as text (it parses them itself and shows its fallback on bad JSON).
 */
function observedProps(e: Pick<ElementInterface, 'attributes'>): Observed {
  return Object.fromEntries(e.attributes.map((a) => [a.property, a.type === 'json' ? 'string' : a.type]));
}

/** How r2wc reads each attribute, by property (`widget.ts`). */
export type Observed = Record<string, 'string' | 'number' | 'boolean'>;

/** A widget's interface with what browser code reads of it worked out once: `observed`, the attributes r2wc observes. */
export type DeclaredElement = ElementInterface & { observed: Observed };

/**
 * How an interface.ts declares its widget: `export const element = declareElement({ ... } as const satisfies
 * ElementInterface)`. Browser bundles get its `tag` and `observed` only (widgets/build/browser-interface.ts).
 */
export const declareElement = <E extends ElementInterface>(e: E): E & { observed: Observed } => ({
  ...e,
  observed: observedProps(e),
});

/**
 * A widget's example attributes, by name (docs/widgets.md "Example values"): what /embed's configurator fills in
 * and what each widget's named.ts calls `configured`.
 */
export const examplesOf = (e: Pick<ElementInterface, 'attributes'>): Record<string, string> =>
  Object.fromEntries(e.attributes.flatMap((a) => (a.example === undefined ? [] : [[a.name, a.example]])));

/** The TypeScript type of an attribute's property. */
export const propertyType = (a: AttributeDecl) => a.tsType ?? (a.type === 'json' ? 'string' : a.type);

/**
 * A widget's custom properties with their defaults, read from its styles (after the shared base): the default is
 * written once, in the CSS that uses it (widgets/common/css-defaults.ts).
 */
export const customProperties = (css: string, declared: readonly CssPropertyDecl[]): CssProperty[] =>
  declared.map((p) => ({ ...p, default: defaultOf(baseCss + css, p.name) }));

/**
 * Theming properties several widgets read (most in the shared base styles, widgets/common/base.css); each interface lists
 * the ones its widget shows.
 */
export const theme = {
  primary: { name: '--steel-primary', description: 'Main colour: buttons, headings, borders' },
  onPrimary: { name: '--steel-on-primary', description: 'Text on the main colour' },
  accent: { name: '--steel-accent', description: 'Call-to-action colour' },
  onAccent: { name: '--steel-on-accent', description: 'Text on the accent (keep AA contrast)' },
  text: { name: '--steel-text', description: 'Body text' },
  muted: { name: '--steel-muted', description: 'Secondary text' },
  surface: { name: '--steel-surface', description: 'Background of panels and fields' },
  border: { name: '--steel-border', description: 'Borders of panels and fields' },
  link: { name: '--steel-link', description: 'Links' },
  focus: { name: '--steel-focus', description: 'Focus ring' },
  danger: { name: '--steel-danger', description: 'Errors' },
  radius: { name: '--steel-radius', description: 'Corner radius' },
  fieldBorder: { name: '--steel-field-border', description: 'Borders of the form fields only' },
} satisfies Record<string, CssPropertyDecl>;
