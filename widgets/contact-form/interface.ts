import { declareElement, type ElementInterface } from '../common/element-interface.ts';
import { mailFormAttributes, mailFormCss, mailFormEvents, mailFormParts } from '../mail-form/mail-form-interface.ts';

/** steel-contact-form's public interface (docs/widgets.md#contact-form-steel-contact-form-widgetscontact-form). */
export const element = declareElement({
  tag: 'steel-contact-form',
  title: 'Contact form',
  summary: 'The fuller enquiry form of the contact page; composes an e-mail like the quote form.',
  embeddable: true,
  attributes: mailFormAttributes('contact', 'Send us a message'),
  properties: [],
  events: mailFormEvents,
  cssProperties: mailFormCss,
  parts: mailFormParts,
  slots: [],
  reserve: { part: 'form' },
  fallback: { page: 'contact', text: 'Send us a message', mail: true },
} as const satisfies ElementInterface);
