import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { Hero, Section, CallButton, EmailButton } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('thank-you') };
const { copy, business: b } = site;

export async function render() {
  return renderPage(
    await pageMeta('thank-you'),
    <>
      <Hero eyebrow="Quote request" heading="Thank you: your quote request is ready to send" intro={copy.thankYou.intro} facts={false} />
      <Section id="next" heading="What happens next">
        <ol class="steps">
          {copy.thankYou.steps.map((s) => <li><h3>{s.title}</h3><p>{s.text}</p></li>)}
        </ol>
      </Section>
      <section class="section section-alt" aria-labelledby="composed-title" data-composed hidden>
        <div class="wrap prose">
          <h2 id="composed-title">Your message</h2>
          <p>If no e-mail program opened, or the message was shortened, copy this text and send it to <a href={`mailto:${b.email}`}>{b.email}</a>.</p>
          <p><strong>Subject:</strong> <span data-composed-subject></span></p>
          <pre class="composed" data-composed-body tabIndex={0}></pre>
          <div class="btn-row">
            <button type="button" class="btn" data-copy>Copy message</button>
            <a class="btn btn-outline" data-composed-link href={`mailto:${b.email}`}>Open in e-mail program</a>
          </div>
          <p role="status" data-copy-status></p>
        </div>
      </section>
      <Section id="talk" heading="Prefer to talk?" intro={`We answer quote requests within ${b.claims.quoteResponse}.`}>
        <div class="btn-row"><CallButton /><EmailButton /></div>
        <p><a href="/">Back to the home page</a> · <a href="/#services">Browse our services</a></p>
      </Section>
    </>,
  );
}
