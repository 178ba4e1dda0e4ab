import { useEffect, useState } from 'react';
import type { WidgetProps } from '../common/define.tsx';
import { emit } from '../common/events.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

/** Its attributes (interface.ts). */
export type ScrollTopProps = PropsOf<typeof element>;

/** A "back to top" button that appears once the page is scrolled past `threshold` pixels (docs/widgets.md#other-widgets: 300). */
export function ScrollTop({ threshold = 300, label = 'Back to top', container }: ScrollTopProps & WidgetProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const check = () => setVisible(window.scrollY > threshold);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [threshold]);

  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the button.
    document.querySelector<HTMLElement>('.skip-link, a[href], button')?.focus({ preventScroll: true });
    emit(container, 'steel-scroll-top', { from: window.scrollY });
  };

  return (
    <button type="button" part="button" class="to-top" hidden={!visible} onClick={toTop}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span class="sr-only">{label}</span>
    </button>
  );
}
