import type { ComponentChildren } from 'preact';
import { renderShadow } from '../../../widgets/common/ssr.tsx';
import type { WidgetSpec } from '../../../widgets/common/define.tsx';

/**
 * A widget pre-rendered with Declarative Shadow DOM: the page shows the widget's first state before
 * (and without) JavaScript, and the upgrade shifts nothing. `children` stay in the light DOM (slotted).
 */
export function Widget<P extends object>({ spec, attrs = {}, children, class: cls }: { spec: WidgetSpec<P>; attrs?: Record<string, string>; children?: ComponentChildren; class?: string }) {
  const Tag = spec.tag as unknown as 'div';
  return (
    <Tag {...attrs} class={cls}>
      <template {...{ shadowrootmode: 'open' }} dangerouslySetInnerHTML={{ __html: renderShadow(spec, attrs) }} />
      {children}
    </Tag>
  );
}
