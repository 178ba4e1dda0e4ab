// Every widget's runtime spec (component, styles, observed attributes), in widgets/catalog.ts order, for
// the build (CSP style hashes, pre-rendering) and the all-widgets module. widgets/spec.test.tsx checks the order.
import { spec as calculator } from './calculator/widget.ts';
import { spec as quoteForm, stateCss as quoteFormState } from './quote-form/widget.ts';
import { spec as contactForm, stateCss as contactFormState } from './contact-form/widget.ts';
import { spec as chatButton } from './chat-button/widget.ts';
import { spec as faq } from './faq/widget.ts';
import { spec as gallery } from './gallery/widget.ts';
import { spec as siteMenu } from './site-menu/widget.ts';
import { spec as scrollTop } from './scroll-top/widget.ts';
import type { WidgetSpec } from './common/define.tsx';

export const specs: WidgetSpec<object>[] = [
  calculator,
  quoteForm,
  contactForm,
  chatButton,
  faq,
  gallery,
  siteMenu,
  scrollTop,
];

/**
 * The tail of a widget's css that only its script reaches (errors, sending, toasts): our pre-rendered roots leave it
 * out (ssr.tsx) and adopt it when the widget's code arrives (mail-form/lazy.ts).
 */
export const stateCssOf: Partial<Record<string, string>> = {
  [quoteForm.tag]: quoteFormState,
  [contactForm.tag]: contactFormState,
};
