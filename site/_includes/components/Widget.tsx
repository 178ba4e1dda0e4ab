import type { ComponentChildren } from 'preact';
import { renderShadow } from '../../../widgets/common/ssr.tsx';
import { stateCssOf } from '../../../widgets/definitions.ts';
import type { WidgetDefinition } from '../../../widgets/common/define.tsx';

const MAIL_FORMS = ['steel-quote-form', 'steel-contact-form'];
import { site } from '../data.ts';
import { prerendering } from '../prerendering.ts';
import { quoteSubject } from '../../../shared/quote-mail.ts';
import { escapeHtml } from '../../../shared/html.ts';

/** Said under a mail form where JavaScript is off: where the browser posts it (business.json formEndpoint). */
export const NOJS_NOTE = site.business.formEndpoint
  ? `Without JavaScript this form is posted, with your files, to our form service at ${new URL(site.business.formEndpoint).host}, which shows its own confirmation.`
  : 'Without JavaScript this opens your e-mail program: check the message before sending, as "&" may become a new line and "+" a space.';

/**
 * A mail form posted without JavaScript to the form endpoint (docs/form-endpoint.md) carries the protocol's envelope
 * as hidden fields: the subject, which form (its form-type, else quote or contact) and which page. Written here, in the
 * page only, as the widgets' code sends its own (widgets/common/deliver.ts).
 */
function withEnvelope(tag: string, attrs: Record<string, string>, html: string): string {
  const endpoint = site.business.formEndpoint;
  if (!endpoint || !MAIL_FORMS.includes(tag)) return html;
  const fields = {
    _subject: quoteSubject(attrs.brand || site.business.brand),
    _form: attrs['form-type'] || tag.replace(/^steel-|-form$/g, ''),
    _page: prerendering.page,
  };
  const hidden = Object.entries(fields).map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v)}">`);
  if (!html.includes('</form>')) throw new Error(`${tag}: no form to add the endpoint's fields to`);
  return html.replace('</form>', hidden.join('') + '</form>');
}

/**
 * A widget pre-rendered with Declarative Shadow DOM: the page shows the widget's first state before
 * (and without) JavaScript, and the upgrade shifts nothing. `children` stay in the light DOM (slotted).
 */
export function Widget<P extends object>({
  definition,
  attrs = {},
  children,
  class: cls,
}: {
  definition: WidgetDefinition<P>;
  attrs?: Record<string, string>;
  children?: ComponentChildren;
  class?: string;
}) {
  const Tag = definition.tag as unknown as 'div';
  return (
    <>
      <Tag {...attrs} class={cls}>
        <template
          {...{ shadowrootmode: 'open' }}
          dangerouslySetInnerHTML={{
            __html: withEnvelope(definition.tag, attrs, renderShadow(definition, attrs, stateCssOf[definition.tag])),
          }}
        />
        {children}
      </Tag>
      {/* Without JavaScript a mail form is posted by the browser: to the form endpoint, or text/plain to mailto:, which mangles "&" and "+".
          Only in the page (no bytes in the widget's code); never shown with scripts on. */}
      {MAIL_FORMS.includes(definition.tag) && (
        <noscript>
          <p class="nojs-note">{NOJS_NOTE}</p>
        </noscript>
      )}
    </>
  );
}
