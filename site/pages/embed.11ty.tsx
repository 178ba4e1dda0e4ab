import type { VNode } from 'preact';
import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { absUrl, pageFile } from '../_includes/data.ts';
import { Hero, Section } from '../_includes/components/ui.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { docs } from '../../widgets/docs.ts';
import { spec as calculator } from '../../widgets/calculator/widget.ts';
import { spec as quoteForm } from '../../widgets/quote-form/widget.ts';

/** For partner sites and marketers: every widget, live where it makes sense, with its snippet and its interface. */
export const data = { permalink: pageFile('embed') };

const live: Record<string, VNode> = {
  'steel-calculator': <Widget spec={calculator} class="widget-box" />,
  'steel-quote-form': <Widget spec={quoteForm} class="widget-box" attrs={{ service: 'welding', 'form-type': 'embed-demo' }} />,
};

export async function render() {
  const embeddable = docs.filter((d) => d.embeddable);
  return renderPage(
    await pageMeta('embed'),
    <>
      <Hero eyebrow="For partner sites" heading="Embed our widgets on your site" facts={false}
        intro="Add our cost calculator, quote form, chat button and more to any page with one script tag. Each file is self-contained: it brings its own styles (in shadow DOM, so your CSS and ours never clash) and our business details, which attributes can override." />
      <Section id="how" heading="How to embed">
        <div class="prose">
          <ol>
            <li>Paste the script tag once, anywhere in the page (keep <code>defer</code>, or put it after the element).</li>
            <li>Put the element where the widget should appear.</li>
            <li>Optionally set attributes, listen for its <code>steel-*</code> events, and theme it with CSS custom properties.</li>
          </ol>
          <p>Files live under a versioned path and may be cached for a year. A machine-readable description of every element is at <a href="/custom-elements.json">/custom-elements.json</a>.</p>
        </div>
        <pre class="composed"><code>{`<style>\n  steel-calculator { --steel-accent: #fde047; --steel-primary: #1e293b; }\n</style>\ndocument.addEventListener('steel-estimate', (e) => console.log(e.detail.result.priceRange));`}</code></pre>
      </Section>
      {embeddable.map((d, i) => (
        <Section id={d.tag} heading={d.title} intro={d.summary} tone={i % 2 ? undefined : 'alt'}>
          <h3>Snippet</h3>
          <pre class="composed"><code>{`<script src="${absUrl(`/embed/v1/${d.tag}.js`)}" defer></script>\n<${d.tag}></${d.tag}>`}</code></pre>
          <div class="table-wrap">
            <table>
              <caption>Attributes of {d.tag}</caption>
              <thead><tr><th scope="col">Attribute</th><th scope="col">What it does</th><th scope="col">Default</th></tr></thead>
              <tbody>{d.attributes.map((a) => <tr><th scope="row"><code>{a.name}</code></th><td>{a.description}</td><td>{a.default ?? 'none'}</td></tr>)}</tbody>
            </table>
          </div>
          <div class="table-wrap">
            <table>
              <caption>Events of {d.tag} (bubbling, composed CustomEvents)</caption>
              <thead><tr><th scope="col">Event</th><th scope="col">detail</th></tr></thead>
              <tbody>{d.events.map((e) => <tr><th scope="row"><code>{e.name}</code></th><td>{e.detail}</td></tr>)}</tbody>
            </table>
          </div>
          <details>
            <summary>CSS custom properties{d.parts ? ' and parts' : ''}</summary>
            <div class="table-wrap">
              <table>
                <caption>CSS custom properties of {d.tag}</caption>
                <thead><tr><th scope="col">Property</th><th scope="col">What it sets</th><th scope="col">Default</th></tr></thead>
                <tbody>{d.cssProperties.map((c) => <tr><th scope="row"><code>{c.name}</code></th><td>{c.description}</td><td><code>{c.default}</code></td></tr>)}</tbody>
              </table>
            </div>
            {d.parts && <p>Parts for <code>::part()</code>: {d.parts.map((p) => `${p.name} (${p.description})`).join(', ')}.</p>}
          </details>
          {live[d.tag] && (<><h3>Live</h3>{live[d.tag]}</>)}
          {d.tag === 'steel-chat-button' && <p>The green button in the corner of this page is this widget.</p>}
        </Section>
      ))}
    </>,
  );
}
