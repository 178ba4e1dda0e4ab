import { declareElement, type ElementInterface } from '../common/element-interface.ts';
import { mailFormAttributes, mailFormCss, mailFormEvents, mailFormParts } from '../mail-form/mail-form-interface.ts';

/** steel-quote-form's public interface (docs/widgets.md#quote-form-steel-quote-form-widgetsquote-form). */
export const element = declareElement({
  tag: 'steel-quote-form',
  title: 'Quote request form',
  summary: "Collects the job details and composes an e-mail in the visitor's mail program.",
  embeddable: true,
  attributes: mailFormAttributes('quote', 'Ask us for a quote'),
  properties: [],
  events: mailFormEvents,
  cssProperties: mailFormCss,
  parts: mailFormParts,
  slots: [],
  reserve: { part: 'form' },
  fallback: { page: 'contact', text: 'Ask us for a quote', mail: true },
} as const satisfies ElementInterface);
