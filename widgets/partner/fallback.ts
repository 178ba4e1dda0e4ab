/**
 * What a partner snippet carries inside each tag (docs/widgets.md "Fallback in the snippet"): one paragraph with a
 * link to the widget's page on our site, the phone number as a tel: link and, for the forms, the e-mail address.
 * A visitor sees it until the widget runs, and for good where it never does (its script blocked, stripped or held
 * back); a WordPress author's post keeps it when the tag itself is removed (only <p> and <a href> are in it). Once
 * the widget runs, its shadow root (which has no slot) takes the tag's place and the paragraph is not rendered.
 * Written from the data of the build, so /embed's snippets say today's phone number and addresses.
 */
import { readData } from '../../shared/data/load.ts';
import { telHref } from '../../shared/tel.ts';
import { elements } from '../catalog.ts';

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');

/** The fallback of `tag`, its links on `origin` (our site's, as the snippet's loader is); '' for a widget without. */
export function fallbackHtml(tag: string, origin: string): string {
  const fallback = elements.find((e) => e.tag === tag)?.fallback;
  if (!fallback) return '';
  const business = readData('business');
  const page = readData('pages').find((p) => p.key === fallback.page);
  if (!page) throw new Error(`${tag}'s fallback names the page "${fallback.page}", which pages.json does not have`);
  const phone = `<a href="${attr(telHref(business.phone.e164))}">${text(business.phone.display)}</a>`;
  const mail = fallback.mail ? `, or e-mail <a href="mailto:${attr(business.email)}">${text(business.email)}</a>` : '';
  return (
    `<p><a href="${attr(origin.replace(/\/$/, '') + page.url)}">${text(fallback.text)}</a> ` +
    `or call ${text(business.brand)} on ${phone}${mail}.</p>`
  );
}
