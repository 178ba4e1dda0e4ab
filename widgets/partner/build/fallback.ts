/**
 * The placeholder a partner snippet carries inside each tag (docs/widgets.md "Placeholder in the snippet"): the
 * widget's name, what it will ask or show (its folder's `placeholder.ts`: the calculator's choices, a form's fields,
 * the questions, the photos' captions), a link to the widget's page on our site, the phone number as a tel: link
 * and, for the forms, the e-mail address. A visitor sees it until the widget runs, and for good where it never does
 * (its script blocked, stripped or held back): the snippet's inline rules (widgets/partner/build/reserve.ts) lay it out to
 * the widget's box, so the box is never blank and nothing moves when the widget replaces it. Without those rules
 * (a WordPress author's post keeps only plain markup, a strict style-src refuses them) it reads as a short text and
 * a list. Once the widget runs, its shadow root (which has no slot) takes the tag's place and this is not rendered.
 * Written from the data of the build, so /embed's snippets say today's phone number, addresses and items.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readData } from '../../../shared/data/load.ts';
import { telHref } from '../../../shared/tel.ts';
import { escapeHtml } from '../../../shared/html.ts';
import { elements } from '../../catalog.ts';
import { PLACEHOLDER_ITEMS } from './placeholder-items.ts';
import { snippetReserve } from './reserve.ts';

/** The items each placeholder lists, as the build wrote them (scripts/partner-photos.ts, placeholder-items.ts); none under `npm run dev`, which skips that step. */
const itemsOf = (tag: string): string[] =>
  existsSync(PLACEHOLDER_ITEMS) ? (JSON.parse(readFileSync(PLACEHOLDER_ITEMS, 'utf8'))[tag] ?? []) : [];

/** The placeholder of `tag`, its links on `origin` (our site's, as the snippet's loader is); '' for a widget without. */
export function fallbackHtml(tag: string, origin: string): string {
  const element = elements.find((e) => e.tag === tag);
  const fallback = element?.fallback;
  if (!element || !fallback) return '';
  const business = readData('business');
  const page = readData('pages').find((p) => p.key === fallback.page);
  if (!page) throw new Error(`${tag}'s fallback names the page "${fallback.page}", which pages.json does not have`);
  const phone = `<a href="${escapeHtml(telHref(business.phone.e164))}">${escapeHtml(business.phone.display)}</a>`;
  const mail = fallback.mail
    ? `, or e-mail <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a>`
    : '';
  const items = itemsOf(tag);
  return (
    `<div><p><strong>${escapeHtml(element.title)}</strong></p>` +
    (items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '') +
    `<p><a href="${escapeHtml(origin.replace(/\/$/, '') + page.url)}">${escapeHtml(fallback.text)}</a> ` +
    `or call ${escapeHtml(business.brand)} on ${phone}${mail}.</p></div>`
  );
}

/** What a snippet of `tag` carries besides the loader and the tag: its placeholder and its box rules, as /embed gives them. */
export const snippetParts = (tag: string, origin: string) => ({
  fallback: fallbackHtml(tag, origin),
  reserve: snippetReserve(tag),
});
