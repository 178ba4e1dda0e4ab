import { emit } from '../common/events.ts';
import { track } from '../../shared/analytics.ts';
import { estimateMail, siteVisitMail, composeMail } from '../../shared/estimate-mail.ts';
import type { Done, Sent } from './Result.tsx';
import type { Values } from './values.ts';

/** How a composed mail leaves the page. Tests (or an app bundling the widget) replace it to stay on the page. */
export const navigation = {
  open(href: string) {
    location.href = href;
  },
};

export const analytics = (fn: () => void) => {
  try {
    fn();
  } catch {
    /* analytics must never stop the calculator */
  }
};

/**
 * Composes the estimate's e-mail (or the site visit request) and, unless the page prevents the
 * (cancelable) event, opens it in the mail program. The widget shows it to copy either way.
 */
export function sendEstimate(
  visit: boolean,
  done: Done,
  v: Values,
  { email, brand, container }: { email: string; brand: string; container?: ShadowRoot },
): Sent {
  const input = {
    to: email,
    brand,
    name: v.name,
    email: v.email,
    phone: v.phone,
    details: v.additionalDetails,
    choices: done.options,
    estimate: done.result,
    pageUrl: location.href,
  };
  const mail = composeMail(visit ? siteVisitMail(input) : estimateMail(input));
  analytics(() =>
    visit
      ? track('calculator_site_visit_requested', { service_type: done.options.serviceType })
      : track('calculator_email_clicked', { estimate_range: done.result.priceRange }),
  );
  const opened = emit(
    container,
    visit ? 'steel-calculator-site-visit' : 'steel-calculator-email',
    { href: mail.href, subject: mail.subject, body: mail.body, truncated: mail.truncated, ...done },
    true,
  );
  if (opened) navigation.open(mail.href);
  return { mail, opened };
}
