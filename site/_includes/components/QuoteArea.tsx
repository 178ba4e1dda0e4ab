import { site, telHref, mailHref, chatHref, pageByKey } from '../data.ts';
import { Icon } from './Icon.tsx';
import { Widget } from './Widget.tsx';
import { widget as quoteForm } from '../../../widgets/quote-form/widget.ts';

const b = site.business;
/** Our pages name their thank-you page; without the attribute a form shows its own confirmation (docs/widgets.md, "Forms on a partner's page"). */
export const thankYouUrl = pageByKey('thank-you').url;

/** The quote form area every service page and the home page end with, anchored #get-quote. */
/**
 * `emergency`: the emergency page's form area leads with the call and promises what an emergency needs (the emergency
 * line, answered day and night), not a written reply; its chat link opens with the emergency greeting.
 */
export function QuoteArea({
  heading,
  intro,
  service,
  emergency = false,
}: {
  heading: string;
  intro?: string;
  service?: string;
  emergency?: boolean;
}) {
  const emergencyIntro =
    `In an emergency, call ${b.phone.display} now: the line is answered 24 hours a day, 7 days a week, and ` +
    `${b.claims.emergencyResponseArea} we aim to be with you ${b.claims.emergencyResponse}. ` +
    `Use this form only for a repair that can wait a day: we reply within ${b.claims.quoteResponse}.`;
  return (
    <section id="get-quote" class="section section-alt quote-area" aria-labelledby="get-quote-title">
      <div class="wrap quote-grid">
        <div>
          <h2 id="get-quote-title">{heading}</h2>
          <p>
            {emergency
              ? emergencyIntro
              : (intro ??
                `Tell us about the job and we'll come back with a quote within ${b.claims.quoteResponse}. Prefer to talk? Call or message us.`)}
          </p>
          <ul class="contact-points">
            <li>
              <a href={telHref}>
                <Icon name="phone" /> {emergency ? 'Emergency line' : 'Call'} {b.phone.display}
              </a>
            </li>
            <li>
              <a href={mailHref}>
                <Icon name="mail" /> E-mail {b.email}
              </a>
            </li>
            <li>
              <a href={chatHref(emergency ? b.emergencyChatGreeting : undefined)} rel="noopener" target="_blank">
                <Icon name="chat" /> WhatsApp {b.chat.display}
              </a>
            </li>
            <li>
              <Icon name="clock" /> {b.emergency}
            </li>
          </ul>
        </div>
        <Widget
          definition={quoteForm}
          class="widget-box"
          attrs={{ ...(service ? { service } : {}), 'thank-you-url': thankYouUrl }}
        />
      </div>
    </section>
  );
}
