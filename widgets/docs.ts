/**
 * What partners and marketers need to know about each element: rendered on /embed and written to
 * /custom-elements.json. Keep it in step with each widget's spec (widget.ts) and events.
 */
import { catalog } from './catalog.ts';

export interface Attr { name: string; description: string; default?: string }
export interface WidgetDoc {
  tag: string;
  title: string;
  summary: string;
  /** has a self-contained bundle at /embed/v1/<tag>.js (from widgets/catalog.ts) */
  embeddable: boolean;
  attributes: Attr[];
  events: { name: string; detail: string }[];
  cssProperties: { name: string; description: string; default: string }[];
  parts?: { name: string; description: string }[];
}

/** Theming properties every widget reads. */
const theme: WidgetDoc['cssProperties'] = [
  { name: '--steel-primary', description: 'Main colour: buttons, headings, borders', default: '#0f2a3d' },
  { name: '--steel-on-primary', description: 'Text on the main colour', default: '#fff' },
  { name: '--steel-accent', description: 'Call-to-action colour', default: '#f59e0b' },
  { name: '--steel-on-accent', description: 'Text on the accent (keep AA contrast)', default: '#111827' },
  { name: '--steel-text', description: 'Body text', default: '#1f2933' },
  { name: '--steel-muted', description: 'Secondary text', default: '#52606d' },
  { name: '--steel-surface', description: 'Background of panels', default: '#fff' },
  { name: '--steel-border', description: 'Field borders', default: '#9aa5b1' },
  { name: '--steel-link', description: 'Links', default: '#0b4f8a' },
  { name: '--steel-focus', description: 'Focus ring', default: '#1d4ed8' },
  { name: '--steel-danger', description: 'Errors', default: '#b42318' },
  { name: '--steel-radius', description: 'Corner radius', default: '8px' },
];

const business: Attr[] = [
  { name: 'email', description: 'Address the composed e-mail goes to', default: 'the business e-mail' },
  { name: 'phone', description: 'Phone number shown in help and the error fallback', default: 'the business phone' },
  { name: 'brand', description: 'Business name used in the e-mail subject', default: 'the business name' },
];
const fileRejected = { name: 'steel-file-rejected', detail: '{ file, reason: "too-large" | "bad-type" | "too-many" }' };
const composed = { name: 'steel-quote-composed', detail: '{ formType, href, subject, body, fields, truncated } (cancelable: preventDefault() stops the move to the thank-you page)' };

const written: Omit<WidgetDoc, 'embeddable'>[] = [
  {
    tag: 'steel-calculator',
    title: 'Cost calculator',
    summary: 'Indicative price range for a steel job from six choices, with buttons to e-mail the estimate or ask for a site visit.',
    attributes: [...business, { name: 'service', description: 'Preselected service type, e.g. "welding" or "staircases"' }, { name: 'heading', description: 'Optional heading shown above the form' }],
    events: [
      { name: 'steel-estimate', detail: '{ options, result: { basePrice, totalPrice, low, high, priceRange, factors } }' },
      { name: 'steel-calculator-email', detail: '{ href, subject, body, truncated, options, result }' },
      { name: 'steel-calculator-site-visit', detail: '{ href, subject, body, truncated, options, result }' },
    ],
    cssProperties: [
      ...theme,
      { name: '--steel-field-border', description: 'Borders of the option cards and fields', default: 'var(--steel-muted)' },
      { name: '--steel-selected', description: 'Background of a chosen option', default: '#e6edf3' },
      { name: '--steel-result-bg', description: 'Background of the result panel', default: '#f3f5f7' },
      { name: '--steel-disabled', description: 'Colour of the Calculate button before every choice is made', default: '#e4e7eb' },
    ],
    parts: ['calculator', 'form', 'calculate', 'reset', 'result', 'email', 'site-visit'].map((name) => ({ name, description: `The ${name.replace('-', ' ')} ${['form', 'result', 'calculator'].includes(name) ? 'area' : 'button'}` })),
  },
  {
    tag: 'steel-quote-form',
    title: 'Quote request form',
    summary: "Collects the job details and composes an e-mail in the visitor's mail program, then moves to the thank-you page.",
    attributes: [
      ...business,
      { name: 'service', description: 'Preselected service, e.g. "welding", "crane-hire"' },
      { name: 'thank-you-url', description: 'Where to go after composing', default: '/thank-you' },
      { name: 'heading', description: 'Optional heading shown above the form' },
      { name: 'form-type', description: 'Reported in analytics as form_type', default: 'quote' },
    ],
    events: [composed, fileRejected],
    cssProperties: theme,
  },
  {
    tag: 'steel-contact-form',
    title: 'Contact form',
    summary: 'The fuller enquiry form of the contact page; composes an e-mail like the quote form.',
    attributes: [...business, { name: 'thank-you-url', description: 'Where to go after composing', default: '/thank-you' }, { name: 'heading', description: 'Optional heading' }],
    events: [composed, fileRejected],
    cssProperties: theme,
  },
  {
    tag: 'steel-chat-button',
    title: 'Chat button',
    summary: 'A floating WhatsApp button with a prefilled greeting. Phones try the app first, then the web chat after a second.',
    attributes: [
      { name: 'number', description: 'Chat number in E.164 form', default: 'the business chat number' },
      { name: 'message', description: 'Prefilled greeting', default: 'the business greeting' },
      { name: 'label', description: 'Accessible name (visible on wide screens)', default: 'Chat with us on WhatsApp' },
      { name: 'fallback-delay', description: 'Milliseconds before the web link opens on phones', default: '1000' },
    ],
    events: [{ name: 'steel-chat-click', detail: '{ mobile, app, web }' }],
    cssProperties: [
      { name: '--steel-chat-bg', description: 'Button colour', default: '#0b6b3a' },
      { name: '--steel-chat-fg', description: 'Icon and text colour', default: '#fff' },
      { name: '--steel-chat-right', description: 'Distance from the right edge', default: '1rem' },
      { name: '--steel-chat-bottom', description: 'Distance from the bottom edge', default: '1rem' },
    ],
    parts: [{ name: 'button', description: 'The link itself' }],
  },
  {
    tag: 'steel-faq',
    title: 'FAQ',
    summary: 'Questions in five categories; one category and one answer open at a time. Native <details>, so it works without JavaScript.',
    attributes: [{ name: 'items', description: 'JSON array of { category, questions: [{ question, answer }] }', default: 'the business FAQ' }, { name: 'heading-level', description: 'Heading level of the category titles', default: '2' }],
    events: [{ name: 'steel-faq-category', detail: '{ category }' }, { name: 'steel-faq-toggle', detail: '{ category, question, open }' }],
    cssProperties: [...theme, { name: '--steel-faq-hover', description: 'Background of a hovered category or question', default: '#e6edf3' }],
    parts: ['category', 'category-button', 'question', 'question-button', 'answer'].map((name) => ({ name, description: `Each ${name.replace('-', ' ')}` })),
  },
  {
    tag: 'steel-gallery',
    title: 'Photo gallery',
    summary: 'A lazy-loading photo grid; each photo opens in a large view (a modal dialog) with its caption.',
    attributes: [{ name: 'photos', description: 'JSON array of { src, srcset?, avif?, webp?, sizes?, width, height, alt, caption, full }' }],
    events: [{ name: 'steel-gallery-open', detail: '{ index, photo }' }, { name: 'steel-gallery-close', detail: '{ index }' }],
    cssProperties: [...theme, { name: '--steel-gallery-ratio', description: 'Aspect ratio of the thumbnails', default: '4 / 3' }],
    parts: ['grid', 'thumb', 'caption', 'dialog'].map((name) => ({ name, description: `The ${name}` })),
  },
  {
    tag: 'steel-site-menu',
    title: 'Small-screen menu',
    summary: "Our pages' menu toggle: a native disclosure around the links you put inside it; closes on a link or Escape.",
    attributes: [{ name: 'label', description: 'Text of the toggle', default: 'Menu' }],
    events: [{ name: 'steel-menu-toggle', detail: '{ open }' }],
    cssProperties: theme,
    parts: [{ name: 'toggle', description: 'The menu button' }, { name: 'menu', description: 'The disclosure' }],
  },
  {
    tag: 'steel-scroll-top',
    title: 'Back to top',
    summary: 'A button that appears once the page is scrolled past the threshold.',
    attributes: [{ name: 'threshold', description: 'Pixels scrolled before it shows', default: '300' }, { name: 'label', description: 'Accessible name', default: 'Back to top' }],
    events: [{ name: 'steel-scroll-top', detail: '{ from }' }],
    cssProperties: [
      { name: '--steel-scroll-top-right', description: 'Distance from the right edge', default: '1rem' },
      { name: '--steel-scroll-top-bottom', description: 'Distance from the bottom edge', default: '5.5rem' },
    ],
    parts: [{ name: 'button', description: 'The button' }],
  },
];

export const docs: WidgetDoc[] = written.map((d) => {
  const entry = catalog.find((e) => e.tag === d.tag);
  if (!entry) throw new Error(`${d.tag} is documented but not in widgets/catalog.ts`);
  return { ...d, embeddable: entry.embeddable };
});

/** The Custom Elements Manifest (schema 2.1.0) for editors and tools. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: '/embed',
    modules: docs.map((d) => ({
      kind: 'javascript-module',
      path: d.embeddable ? `embed/v1/${d.tag}.js` : 'embed/v1/steel-widgets.mjs',
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: d.tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element',
          tagName: d.tag,
          summary: d.title,
          description: d.summary,
          attributes: d.attributes.map((a) => ({ name: a.name, description: a.description, type: { text: 'string' }, ...(a.default ? { default: JSON.stringify(a.default) } : {}) })),
          events: d.events.map((e) => ({ name: e.name, type: { text: 'CustomEvent' }, description: `detail: ${e.detail}` })),
          cssProperties: d.cssProperties.map((c) => ({ name: c.name, description: c.description, default: c.default })),
          cssParts: d.parts ?? [],
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: d.tag, declaration: { name: d.tag } }],
    })),
  };
}
