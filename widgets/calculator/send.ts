import { emit } from '../common/events.ts';
import { track } from '../../shared/analytics.ts';
import { estimateMail, siteVisitMail, composeMail } from '../../shared/estimate-mail.ts';
import type { Done, Sent } from './Result.tsx';
import type { Values } from './values.ts';
import { defaults } from '../common/defaults.ts';
import { source as sourceNow } from '../common/attribution.ts';

type Deliver = typeof import('../common/deliver.ts');

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
 * Composes the estimate's e-mail (or the site visit request) and, unless the page prevents the (cancelable) event,
 * sends it: to the form endpoint when one is set (docs/form-endpoint.md), else to the mail program. `update` hears
 * each state: composed (the widget shows it to copy), sending (with the share uploaded), received, or failed.
 */
export function sendEstimate(
  visit: boolean,
  done: Done,
  v: Values,
  { email, brand, container }: { email: string; brand: string; container?: ShadowRoot },
  update: (sent: Sent) => void,
): void {
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
    source: sourceNow(),
  };
  const mail = composeMail(visit ? siteVisitMail(input) : estimateMail(input));
  analytics(() =>
    visit
      ? track('calculator_site_visit_requested', { service_type: done.options.serviceType })
      : track('calculator_email_clicked', { estimate_range: done.result.priceRange }),
  );
  const go = emit(
    container,
    visit ? 'steel-calculator-site-visit' : 'steel-calculator-email',
    { href: mail.href, subject: mail.subject, body: mail.body, truncated: mail.truncated, ...done },
    true,
  );
  const { endpoint } = defaults;
  if (!go || !endpoint) {
    if (go) navigation.open(mail.href);
    return update({ mail, opened: go });
  }
  // The form endpoint (docs/form-endpoint.md): the code that sends is fetched now, and says how it went (`+ ''`
  // keeps Vite's preload helper out, as in the forms' register.ts).
  const state = (s: Partial<Sent>) => update({ mail, opened: false, ...s });
  (import('../common/deliver.ts' + '') as Promise<Deliver>)
    .then((d) =>
      d.deliver({
        endpoint,
        mail,
        values: { ...v, ...done.options, estimate: done.result.priceRange, message: mail.body },
        files: [],
        source: input.source,
        form: visit ? 'calculator-site-visit' : 'calculator-estimate',
        known: [],
        progress: (progress) => state({ progress }),
        end: ({ title, text, received }) => state({ note: received ? `${title}. ${text}` : text, received }),
      }),
    )
    .catch(() =>
      state({ note: 'Your request was not sent: check your connection, then try again or send it by e-mail.' }),
    );
}
