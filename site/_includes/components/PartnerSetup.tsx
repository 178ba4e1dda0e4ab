import { formOrigin } from '../headers.ts';
import { pageUrl } from '../data.ts';
import { Hero, Scrollable, Section } from './ui.tsx';
import { elements } from '../../../widgets/catalog.ts';
import { reserveHref, FACTS_URL } from '../../../widgets/partner/loader/host-files.ts';
import { dataLayerEntry } from '../../../shared/analytics.ts';
import { CARRIED_PARAMS } from '../../../shared/attribution.ts';

/*
 * What a partner's developer and marketer set up around the widgets, on the guides' page (site/pages/embed-guides.11ty.tsx)
 * beside the platforms, which /embed links to: its snippets and configurators alone fill that page's first round trip.
 */
/** The head of a page /embed links to (its guides, its reference): what it is, and the way back to the snippets. */
export function EmbedSubpageHero({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Hero eyebrow="For partner sites" heading={heading} facts={false} intro={intro}>
      <p>
        <a class="btn btn-outline" href={pageUrl('embed')}>
          Snippets and configurators
        </a>
      </p>
    </Hero>
  );
}

/** What a partner's Content-Security-Policy needs for our widgets. */
export function CspSection({ loader, tone }: { loader: string; tone?: 'alt' }) {
  const origin = new URL(loader).origin;
  return (
    <Section id="csp" heading="Content-Security-Policy" tone={tone}>
      <div class="prose">
        <p>
          If your site sends a Content-Security-Policy, add our origin, <code>{origin}</code>, to these directives:
        </p>
        <ul>
          <li>
            <code>script-src {origin}</code>: the loader and the widgets' modules.
          </li>
          <li>
            <code>style-src</code> with the hash of each widget's <code>&lt;style&gt;</code> as you pasted it (your
            browser's console names the <code>'sha256-…'</code> it refused): the rules that keep the widget's space from
            the first frame. Without it the widgets still work, and the loader keeps their space once it has run (it
            reads today's rules, <code>{reserveHref(loader)}</code>, through <code>connect-src</code>); text below a
            widget may then move once, when the loader arrives.
          </li>
          <li>
            <code>img-src {origin}</code>: the gallery's photos.
          </li>
          <li>
            <code>connect-src {origin}</code>: today's business facts, <code>{origin + FACTS_URL}</code> (phone number,
            prices, form options, questions and photos), which the loader reads before the widgets start, so a pinned
            release shows them too. Without it the widgets show the facts of their release's day.
          </li>
          {formOrigin && (
            <li>
              <code>connect-src {formOrigin}</code>: our form service, where the quote form, the contact form and the
              calculator send enquiries (with their files). Without it they offer to send the enquiry by e-mail instead.
            </li>
          )}
        </ul>
        <p>
          No <code>'unsafe-inline'</code> and no <code>'unsafe-eval'</code> are needed: the widgets style themselves
          with constructable stylesheets, never with inline styles, and write no HTML strings, so they work under
          Trusted Types too. The stylesheet is a file from our origin, never an inline style.
        </p>
      </div>
      <Scrollable>
        <code>{`Content-Security-Policy: script-src 'self' ${origin}; img-src 'self' ${origin}; style-src 'self' ${origin}; connect-src 'self' ${origin}${formOrigin ? ' ' + formOrigin : ''}`}</code>
      </Scrollable>
    </Section>
  );
}

/** The widget events a tag manager's dataLayer gets (docs/widgets.md "Tag managers"), from the interfaces, once each. */
const layerEvents = () => [
  ...new Map(
    elements.flatMap((e) => e.events).flatMap((ev) => (dataLayerEntry(ev.name, {}) ? [[ev.name, ev] as const] : [])),
  ).values(),
];

/**
 * Google Tag Manager recipe (docs/widgets.md "Tag managers" and "Where an enquiry came from"): a Custom Event trigger
 * fires on a dataLayer push whose `event` equals its event name (or matches it, with regex matching).
 */
export function TagManagerSection({ tone }: { tone?: 'alt' }) {
  return (
    <Section id="tag-manager" heading="Tag managers and campaigns" tone={tone}>
      <div class="prose">
        <p>
          If your page has Google Tag Manager (or any tool reading <code>window.dataLayer</code>), the widgets push each
          enquiry event to it as <code>{'{ event: "steel_…" }'}</code>, with the estimate, options, form type, service
          or refusal reason, never anything the visitor typed. They push only to a <code>dataLayer</code> that is there
          when the event happens and never create one, so a container added after our loader works too. Asking your
          visitors' consent for your tags stays with you.
        </p>
        <ul>
          {layerEvents().map((ev) => (
            <li>
              <code>{ev.name.replace(/-/g, '_')}</code>: {ev.description.split('.')[0].split(': ')[0]}
            </li>
          ))}
        </ul>
        <ol>
          <li>
            <strong>Trigger</strong>: Triggers, New, type <em>Custom Event</em>, event name{' '}
            <code>steel_quote_composed</code> (or, with <em>Use regex matching</em>,{' '}
            <code>steel_(quote_composed|calculator_email|calculator_site_visit)</code>), fires on all custom events.
          </li>
          <li>
            <strong>Variables</strong>: a <em>Data Layer Variable</em> each for <code>form_type</code>,{' '}
            <code>service</code> and <code>estimate_range</code>.
          </li>
          <li>
            <strong>GA4</strong>: a <em>Google Analytics: GA4 Event</em> tag with your measurement ID, event name{' '}
            <code>generate_lead</code> and those variables as event parameters, on the trigger.
          </li>
          <li>
            <strong>Google Ads</strong>: a <em>Google Ads Conversion Tracking</em> tag with your conversion ID and
            label, on the same trigger (for the calculator, <code>estimate_low</code> can be its value).
          </li>
        </ol>
        <p>
          Each enquiry also says where it came from, with nothing to set up: the{' '}
          {CARRIED_PARAMS.map((p, i) => (
            <>
              {i ? ', ' : ''}
              <code>{p}</code>
            </>
          ))}{' '}
          of the address your page was opened with, its path, the site that sent the visitor and your page's address, in
          the e-mail and as fields of our form service.
        </p>
      </div>
    </Section>
  );
}
