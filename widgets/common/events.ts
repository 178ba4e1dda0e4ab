import { dataLayerEntry } from '../../shared/analytics.ts';

/**
 * Dispatches a bubbling, composed `steel-*` event from the widget's host element (Shoelace-style).
 * A `cancelable` event lets the page say "leave this to me" with preventDefault(): the return value is
 * false then, and the widget skips its default action (docs/widgets.md#events).
 * Where the page already has a tag manager's `dataLayer`, an enquiry's events go there too, without anything the
 * visitor typed (dataLayerEntry); none is created. On our pages only analytics consent creates one
 * (site/scripts/consent.ts), so nothing is pushed before it. On a campaign landing page of ours each entry names its
 * campaign, page and variant as well (campaignEntry below; docs/widgets.md "Landing pages"), never on a partner's page.
 */
export function emit<T>(
  root: ShadowRoot | HTMLElement | undefined,
  name: `steel-${string}`,
  detail: T,
  cancelable = false,
): boolean {
  const host = root && 'host' in root ? root.host : root;
  try {
    const layer = (window as { dataLayer?: unknown }).dataLayer;
    const entry = Array.isArray(layer) && dataLayerEntry(name, detail as never);
    if (entry) layer.push(import.meta.env.STEEL_PARTNER ? entry : { ...entry, ...campaignEntry() });
  } catch {
    /* a tag manager's failure must never stop a widget */
  }
  return host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })) ?? true;
}

/**
 * A landing page's campaign, named in its `<meta name="steel-campaign">` (site/_includes/layout/Base.tsx) with the
 * variant its script chose while the page was parsed: every key, unset ones undefined (a tag manager keeps a key's
 * last value). Read here, as in attribution.ts, without a module of its own: a module more in the partner release's
 * graph renames its chunks, though the release never calls this.
 */
function campaignEntry() {
  const meta = document.querySelector('meta[name="steel-campaign"]');
  const campaign = meta?.getAttribute('content') || undefined;
  return {
    campaign,
    campaign_page: campaign && location.pathname,
    variant: campaign && (meta?.getAttribute('data-variant') || 'a'),
  };
}
