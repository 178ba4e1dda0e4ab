/**
 * A partner's preact app, type-checked only: our elements with attributes, properties and `on<event>`
 * props pass, and each @ts-expect-error line is an error under the shipped typings (so an `any` fails).
 */
import type {} from 'steelworks-site/preact';
import { useState } from 'preact/hooks';

export function Host() {
  const [range, setRange] = useState('');
  return (
    <main>
      <steel-calculator
        heading="What will it cost?"
        service="welding"
        onsteel-estimate={(e) => setRange(e.detail.result.priceRange)}
      />
      <p>{range}</p>
      <steel-quote-form
        thank-you-url="/thanks"
        formType="partner"
        onsteel-file-rejected={(e) => e.detail.reason === 'too-large'}
      />
      <steel-chat-button fallbackDelay={500} fallback-delay="500" class="chat" />
      <steel-faq heading-level={3} items="[]" />
      <steel-gallery photos="[]" onsteel-gallery-open={(e) => e.detail.photo.full} />
    </main>
  );
}

export const wrong = () => (
  <>
    {/* @ts-expect-error not an attribute of the calculator */}
    <steel-calculator colour="red" />
    {/* @ts-expect-error fallbackDelay is a number of milliseconds */}
    <steel-chat-button fallbackDelay="soon" />
    {/* @ts-expect-error the estimate's detail has no `price` */}
    <steel-calculator onsteel-estimate={(e) => e.detail.price} />
  </>
);
