import { site, telHref, mailHref, chatHref } from '../data.ts';
import { Icon } from './Icon.tsx';
import { Widget } from './Widget.tsx';
import { spec as quoteForm } from '../../../widgets/quote-form/widget.ts';

const b = site.business;

/** The quote form area every service page and the home page end with, anchored #get-quote. */
export function QuoteArea({ heading, intro, service }: { heading: string; intro?: string; service?: string }) {
  return (
    <section id="get-quote" class="section section-alt quote-area" aria-labelledby="get-quote-title">
      <div class="wrap quote-grid">
        <div>
          <h2 id="get-quote-title">{heading}</h2>
          <p>{intro ?? `Tell us about the job and we'll come back with a quote within ${b.claims.quoteResponse}. Prefer to talk? Call or message us.`}</p>
          <ul class="contact-points">
            <li><a href={telHref}><Icon name="phone" /> Call {b.phone.display}</a></li>
            <li><a href={mailHref}><Icon name="mail" /> E-mail {b.email}</a></li>
            <li><a href={chatHref()} rel="noopener" target="_blank"><Icon name="chat" /> WhatsApp {b.chat.display}</a></li>
            <li><Icon name="clock" /> {b.emergency}</li>
          </ul>
        </div>
        <Widget spec={quoteForm} class="widget-box" attrs={service ? { service } : {}} />
      </div>
    </section>
  );
}
