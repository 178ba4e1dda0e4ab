import { telHref, pageUrl } from '../data.ts';
import { Icon } from '../components/Icon.tsx';
import { Widget } from '../components/Widget.tsx';
import { widget as chatButton } from '../../../widgets/chat-button/widget.ts';
import { widget as scrollTop } from '../../../widgets/scroll-top/widget.ts';

/** Call and quote within thumb reach on small screens; `quote`: where the quote button goes, when not the contact page. */
export function MobileActions({ quote }: { quote?: string }) {
  return (
    <nav class="mobile-actions-bar" aria-label="Call or get a quote">
      <a class="btn btn-primary" href={telHref}>
        <Icon name="phone" />
        Call now
      </a>
      <a class="btn btn-accent" href={quote ?? pageUrl('contact')}>
        Free quote
      </a>
    </nav>
  );
}

/** The floating buttons, in a landmark of their own so nothing on the page sits outside one. */
export function Floating({ chatGreeting }: { chatGreeting?: string }) {
  return (
    <aside class="floating" aria-label="Chat and back to top">
      <Widget definition={chatButton} attrs={chatGreeting ? { message: chatGreeting } : {}} />
      <Widget definition={scrollTop} />
    </aside>
  );
}
