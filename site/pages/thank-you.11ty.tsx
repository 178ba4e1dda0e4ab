import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { Hero, Scrollable, Section, CallButton, EmailButton } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('thank-you') };
const { copy, business: b } = site;

export async function render() {
  return renderPage(
    await pageMeta('thank-you'),
    <>
      {/* Opened directly (a bookmark, a shared link) there is nothing to send: the page stays neutral. The
          "ready to send" text and the steps show only when a form has just handed over a message, the "received" heading
          and the steps only when a form endpoint has just received one (thank-you.ts). */}
      <Hero
        heading="Thank you for contacting us"
        intro={`We answer every message within ${b.claims.quoteResponse}. You can call or e-mail us at any time.`}
        facts={false}
      />
      <section
        id="next"
        class="section"
        aria-labelledby="next-title"
        data-composed-only
        hidden
        data-received-heading="Thank you: we have received your request"
      >
        <div class="wrap">
          <div class="section-head">
            <h2 id="next-title">What happens next</h2>
          </div>
          <ol class="steps">
            {copy.thankYou.steps.map((s) => (
              <li data-mail-only={s.mailOnly ? '' : undefined}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section
        class="section section-alt"
        aria-labelledby="composed-title"
        data-composed
        hidden
        data-ready-heading="Thank you: your quote request is ready to send"
        data-ready-intro={copy.thankYou.intro}
      >
        <div class="wrap prose">
          <h2 id="composed-title">Your message</h2>
          <p>
            If no e-mail program opened, or the message was shortened, copy this text and send it to{' '}
            <a href={`mailto:${b.email}`}>{b.email}</a>.
          </p>
          <p>
            <strong>Subject:</strong> <span data-composed-subject></span>
          </p>
          <Scrollable data-composed-body></Scrollable>
          <div class="btn-row">
            <button type="button" class="btn" data-copy>
              Copy message
            </button>
            <a class="btn btn-outline" data-composed-link href={`mailto:${b.email}`}>
              Open in e-mail program
            </a>
          </div>
          <p role="status" data-copy-status></p>
        </div>
      </section>
      <Section id="talk" heading="Prefer to talk?" intro={`We answer quote requests within ${b.claims.quoteResponse}.`}>
        <div class="btn-row">
          <CallButton />
          <EmailButton />
        </div>
        <p>
          <a href="/">Back to the home page</a> · <a href="/#services">Browse our services</a>
        </p>
      </Section>
    </>,
  );
}
