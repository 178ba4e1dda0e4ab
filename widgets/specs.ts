// Every widget's spec, for the build (CSP style hashes, the embed page, the element manifest).
import { spec as siteMenu } from './site-menu/widget.ts';
import { spec as scrollTop } from './scroll-top/widget.ts';
import { spec as chatButton } from './chat-button/widget.ts';
import { spec as quoteForm } from './quote-form/widget.ts';
import { spec as contactForm } from './contact-form/widget.ts';
import { spec as calculator } from './calculator/widget.ts';
import { spec as gallery } from './gallery/widget.ts';
import { spec as faq } from './faq/widget.ts';
import type { WidgetSpec } from './common/define.tsx';

export const specs: WidgetSpec<any>[] = [siteMenu, scrollTop, chatButton, quoteForm, contactForm, calculator, gallery, faq];
