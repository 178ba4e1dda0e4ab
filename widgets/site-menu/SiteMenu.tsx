import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { emit } from '../common/events.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

/** Its attributes (interface.ts). */
export type SiteMenuProps = PropsOf<typeof element>;

/**
 * The small-screen menu. It is a native <details>, so it opens and closes without JavaScript;
 * the links are the element's own children (slotted), so they stay in the page for search engines.
 * With JavaScript it also closes when a link is chosen or Escape is pressed, returning focus to the toggle.
 */
export function SiteMenu({ label = 'Menu', container }: SiteMenuProps & WidgetProps) {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const host = container?.host as HTMLElement | undefined;
    if (!host) return;
    const close = (returnFocus: boolean) => {
      if (!details.current?.open) return;
      details.current.open = false;
      if (returnFocus) summary.current?.focus();
    };
    const onClick = (e: Event) => {
      if ((e.target as Element).closest?.('a')) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const d = details.current;
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKey);
    d?.addEventListener('keydown', onKey);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKey);
      d?.removeEventListener('keydown', onKey);
    };
  }, [container]);

  const onToggle = () => {
    const now = !!details.current?.open;
    setOpen(now);
    emit(container, 'steel-menu-toggle', { open: now });
  };

  return (
    <details ref={details} part="menu" onToggle={onToggle}>
      <summary ref={summary} part="toggle" aria-label={open ? `Close ${label.toLowerCase()}` : undefined}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
        <span>{label}</span>
      </summary>
      <slot />
    </details>
  );
}
