import type { ComponentChildren } from 'preact';
import { renderShadow } from '../../../widgets/common/ssr.tsx';
import { stateCssOf } from '../../../widgets/specs.ts';
import type { WidgetSpec } from '../../../widgets/common/define.tsx';

const MAIL_FORMS = ['steel-quote-form', 'steel-contact-form'];
export const NOJS_NOTE =
  'Without JavaScript this opens your e-mail program: check the message before sending, as "&" may become a new line and "+" a space.';

/**
 * A widget pre-rendered with Declarative Shadow DOM: the page shows the widget's first state before
 * (and without) JavaScript, and the upgrade shifts nothing. `children` stay in the light DOM (slotted).
 */
export function Widget<P extends object>({
  spec,
  attrs = {},
  children,
  class: cls,
}: {
  spec: WidgetSpec<P>;
  attrs?: Record<string, string>;
  children?: ComponentChildren;
  class?: string;
}) {
  const Tag = spec.tag as unknown as 'div';
  return (
    <>
      <Tag {...attrs} class={cls}>
        <template
          {...{ shadowrootmode: 'open' }}
          dangerouslySetInnerHTML={{ __html: renderShadow(spec, attrs, stateCssOf[spec.tag]) }}
        />
        {children}
      </Tag>
      {/* Without JavaScript a mail form is posted by the browser (text/plain to mailto:), which mangles "&" and "+".
          Only in the page (no bytes in the widget's code); never shown with scripts on. */}
      {MAIL_FORMS.includes(spec.tag) && (
        <noscript>
          <p class="nojs-note">{NOJS_NOTE}</p>
        </noscript>
      )}
    </>
  );
}
