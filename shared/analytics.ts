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
