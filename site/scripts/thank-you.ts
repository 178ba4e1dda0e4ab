// /thank-you says that a request sent to the form endpoint arrived, or shows the message the quote or contact
// form composed (kept in sessionStorage, never in the URL), with a copy button, for visitors whose device opened
// no mail program. Opened directly, with
// nothing handed over, the page stays neutral. The message holds personal data: once shown it is cleared
// from storage (it stays on this page until the visitor leaves).
import { loadHandoff, clearHandoff } from '../../shared/handoff.ts';

// Sent to the form endpoint (docs/form-endpoint.md) just before: the form came here with #received
// (widgets/common/deliver.ts). The page says it arrived, and what happens next; the mark leaves the address.
const next = document.querySelector<HTMLElement>('#next');
if (next && location.hash === '#received') {
  const h1 = document.querySelector('h1');
  if (h1) h1.textContent = next.dataset.receivedHeading ?? h1.textContent;
  for (const step of next.querySelectorAll<HTMLElement>('[data-mail-only]')) step.hidden = true; // nothing to send
  next.hidden = false;
  history.replaceState(history.state, '', location.pathname + location.search);
}

const section = document.querySelector<HTMLElement>('[data-composed]');
const message = loadHandoff();
if (section && message) {
  clearHandoff();
  const $ = <T extends HTMLElement>(sel: string) => section.querySelector<T>(sel)!;
  // The page now says what happened: a request is ready to send, and what to do next.
  const h1 = document.querySelector('h1');
  if (h1) h1.textContent = section.dataset.readyHeading ?? h1.textContent;
  const lead = document.querySelector('.hero .lead');
  if (lead) lead.textContent = section.dataset.readyIntro ?? lead.textContent;
  for (const el of document.querySelectorAll<HTMLElement>('[data-composed-only]')) el.hidden = false;
  $('[data-composed-subject]').textContent = message.subject;
  $('[data-composed-body]').textContent = message.body;
  $<HTMLAnchorElement>('[data-composed-link]').href = message.href;
  for (const a of section.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]:not([data-composed-link])')) {
    a.href = `mailto:${message.to}`;
    a.textContent = message.to;
  }
  section.hidden = false;
  const status = $('[data-copy-status]');
  $('[data-copy]').addEventListener('click', async () => {
    const text = `To: ${message.to}\nSubject: ${message.subject}\n\n${message.body}`;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Message copied. Paste it into a new e-mail.';
    } catch {
      // No clipboard permission: select the text so the visitor can copy it themselves.
      const range = document.createRange();
      range.selectNodeContents($('[data-composed-body]'));
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      status.textContent = 'Press Ctrl+C (or Cmd+C) to copy the selected message.';
    }
  });
}
