/**
 * A partner's React 19 app using our elements as its docs say: attributes, properties (React 19 sets
 * a custom element's property when the element has one) and `on<event>` props for our events. Typed
 * only by the package's shipped typings (`steelworks-site/react`). Bundled with React 19 and rendered
 * by tests/react19/react19.test.ts.
 */
import type {} from 'steelworks-site/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

export interface HostProps {
  heading: string;
  /** the calculator's preselected service */
  service: string;
}

function Host({ heading, service }: HostProps) {
  const [range, setRange] = useState('');
  const [chats, setChats] = useState(0);
  return (
    <main>
      <steel-calculator
        heading={heading}
        service={service}
        email="partner@example.com"
        onsteel-estimate={(e) => setRange(e.detail.result.priceRange)}
      />
      <output id="range">{range}</output>
      <steel-quote-form
        thank-you-url="https://partner.example/thanks"
        formType="partner-landing"
        service="crane-hire"
      />
      <steel-chat-button
        fallbackDelay={250}
        label="Message us"
        onsteel-chat-click={(e) => setChats((n) => n + (e.detail.web ? 1 : 0))}
      />
      <output id="chats">{chats}</output>
      <steel-faq heading-level={3} />
    </main>
  );
}

/** Renders the app into `container`; `update` re-renders it with new props. */
export function mount(container: HTMLElement, props: HostProps) {
  const root = createRoot(container);
  root.render(<Host {...props} />);
  return {
    update: (next: HostProps) => root.render(<Host {...next} />),
    unmount: () => root.unmount(),
  };
}
