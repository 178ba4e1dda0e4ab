// Every widget's runtime spec (component, styles, observed attributes), in widgets/catalog.ts order, for
// the build (CSP style hashes, pre-rendering) and the all-widgets module. widgets/spec.test.tsx checks the order.
import { spec as calculator } from './calculator/widget.ts';
import { spec as quoteForm } from './quote-form/widget.ts';
import { spec as contactForm } from './contact-form/widget.ts';
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
