// For both form widgets' journeys in three engines (quote-form.journeys.ts, contact-form.journeys.ts): what a form
// shows of a partner's example attributes (named.configured) where it stands with them (tests/engines/journeys.ts).
import { parseMailto } from '../../shared/mailto.ts';
import { untilText } from '../../tests/engines/page.ts';
import { equal, ok, type ConfiguredCheck } from '../../tests/engines/steps.ts';

/**
 * Its heading; and where the form composes an e-mail (a data set without a form endpoint), the example address as the
 * recipient and the example brand in the subject. The thank-you page and the fallback's phone follow a send and a
 * broken address: the forms' happy-dom tests see those (configured-check.ts).
 */
export const mailFormConfigured =
  (tag: string, configured: Record<string, string>): ConfiguredCheck =>
  async (d) => {
    await untilText(d, `${tag} >>> h2`, configured.heading);
    const action = await d.run<string>(
      `window.__engines.find(${JSON.stringify(`${tag} >>> form`)}).getAttribute('action')`,
    );
    if (!action.startsWith('mailto:')) return;
    const mail = parseMailto(action);
    equal(mail.to, configured.email, `${tag}: the example e-mail as the recipient`);
    ok(mail.subject.includes(configured.brand), `${tag}: the example brand in the subject (${mail.subject})`);
  };
