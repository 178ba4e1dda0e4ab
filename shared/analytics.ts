/** The analytics events and their parameters (docs/widgets.md#analytics-names). */
export interface AnalyticsEvents {
  phone_call: { phone_number: string; page_path: string };
  whatsapp_click: { page_path: string };
  form_submission: { form_type: string };
  quote_request: { service_type: string };
  get_directions_click: { provider: 'google' | 'waze' };
  calculator_estimate_calculated: { options: string; has_contact: boolean; estimate_range: string };
  calculator_email_clicked: { estimate_range: string };
  calculator_site_visit_requested: { service_type: string };
}
export type EventName = keyof AnalyticsEvents;

type Gtag = (command: 'event', name: string, params: object) => void;

/**
 * Sends an event only when an analytics function exists. None exists unless a measurement ID is
 * configured and the visitor has accepted analytics (see the consent banner), so by default this does nothing.
 */
export function track<K extends EventName>(name: K, params: AnalyticsEvents[K]): boolean {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', name, params);
  return true;
}

/** What dataLayerEntry reads of an event's detail (the interfaces declare the details: widgets/<folder>/interface.ts). */
interface Detail {
  result?: { priceRange: string; low: number; high: number };
  options?: Record<string, string>;
  formType?: string;
  fields?: Record<string, string>;
  reason?: string;
}

/**
 * A widget event as a tag manager's `dataLayer` entry (docs/widgets.md "Tag managers"), `{ event: 'steel_<name>' }`
 * with its details that say nothing about the visitor: the estimate's range and the six options chosen, the form's
 * type and the service chosen, why a file was refused. Never a name, e-mail, phone number, message or file name.
 * Only the events of an enquiry (estimate, the calculator's two mails, a composed quote, a refused file) have one.
 */
export function dataLayerEntry(name: string, d?: Detail): object | undefined {
  // Every key in every entry, unset ones undefined: a tag manager keeps a key's last value until it is set again,
  // so an estimate's range does not stay on a later refused file.
  const r = d?.result;
  return /^steel-(estimate|calculator-|quote-|file-)/.test(name) && d
    ? {
        event: name.replace(/-/g, '_'),
        estimate_range: r?.priceRange,
        estimate_low: r?.low,
        estimate_high: r?.high,
        options: d.options && { ...d.options },
        form_type: d.formType,
        service: d.fields?.service,
        reason: d.reason,
      }
    : undefined;
}
