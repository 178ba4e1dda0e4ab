import { h } from 'preact';
import { defineWidget, definitionOf, type WidgetProps } from '../common/define.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { Faq, type FaqCategory, type FaqProps } from './Faq.tsx';
import { element } from './interface.ts';
import { readPrerendered } from './prerendered.ts';
import { css } from './styles.ts';

/**
 * Our pages' entry. The build pre-rendered each <steel-faq> from shared/data/faq.json; the text is read
 * back from that HTML (the element keeps its pre-rendered nodes: define.tsx) instead of shipping the JSON again (it would
 * cost every page's shared chunk, or the FAQ page its byte budget). The first client render therefore
 * equals the pre-rendered one, as hydration needs. Partner pages have no pre-rendered HTML: they load partner.ts, which bundles the JSON.
 */
const prerendered = new WeakMap<Element, FaqCategory[]>();
/** Read once per element: here for those already in the page, on first render for any added later with a <template>. */
const fromHtml = (host: Element) => {
  const items = prerendered.get(host) ?? readPrerendered(host);
  if (items) prerendered.set(host, items);
  return items;
};
document.querySelectorAll(element.tag).forEach(fromHtml);

defineWidget(
  definitionOf(
    element,
    (p: FaqProps & WidgetProps) => h(Faq, { fallback: p.container && fromHtml(p.container.host), ...p }),
    css,
  ),
);
jsonProperty(element.tag, 'items');
