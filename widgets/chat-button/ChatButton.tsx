import type { WidgetProps } from '../common/define.tsx';
import { emit } from '../common/events.ts';
import { defaults } from '../common/defaults.ts';
import { track } from '../../shared/analytics.ts';
import { chatLinks, isMobileAgent } from '../../shared/chat.ts';
import type { PropsOf } from '../common/element-interface.ts';
import type { element } from './interface.ts';

/** Its attributes (interface.ts). */
export type ChatButtonProps = PropsOf<typeof element>;

/**
 * Floating chat-app button. Without JavaScript it is a plain link to the web chat. With it, phones
 * try the app first and, only if the page is still in view after `fallbackDelay` (the app did not open), open the
 * web chat: in a new tab, or in this one where the browser blocks a tab opened from a timer (iOS). Desktops open the
 * web link.
 */
export function ChatButton({
  number = defaults.chatE164,
  message = defaults.greeting,
  label = 'Chat with us on WhatsApp',
  fallbackDelay = 1000,
  container,
}: ChatButtonProps & WidgetProps) {
  const { app, web } = chatLinks(number, message);
  const onClick = (e: MouseEvent) => {
    track('whatsapp_click', { page_path: location.pathname });
    const mobile = isMobileAgent(navigator.userAgent);
    emit(container, 'steel-chat-click', { mobile, app, web });
    if (!mobile) return; // the link itself opens the web chat in a new tab
    e.preventDefault();
    // the app taking over hides the page (or blurs it, for a system prompt): then no web fallback
    let left = false;
    const away = () => {
      if (document.visibilityState === 'hidden' || !document.hasFocus()) left = true;
    };
    document.addEventListener('visibilitychange', away);
    window.addEventListener('pagehide', away);
    window.addEventListener('blur', away);
    location.href = app;
    setTimeout(() => {
      document.removeEventListener('visibilitychange', away);
      window.removeEventListener('pagehide', away);
      window.removeEventListener('blur', away);
      if (left || document.visibilityState !== 'visible') return;
      // not 'noopener' (window.open then returns null whether or not it opened), so a blocked tab can be told apart
      const tab = window.open(web, '_blank');
      if (!tab) location.href = web;
      else
        try {
          tab.opener = null;
        } catch {
          // a window that is already cross-origin (happy-dom's, at once) refuses it: the tab is open either way
        }
    }, fallbackDelay);
  };
  return (
    <a part="button" class="chat" href={web} target="_blank" rel="noopener" onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
      </svg>
      <span class="label">{label}</span>
    </a>
  );
}
