import { formOrigin } from '../_includes/headers.ts';
import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { absUrl, pageFile } from '../_includes/data.ts';
import { Hero, Scrollable, Section } from '../_includes/components/ui.tsx';
import { loaderIntegrity } from '../_includes/loader-integrity.ts';
import { elements } from '../../widgets/catalog.ts';
import { escapeHtml } from '../../shared/html.ts';
import { releases, RELEASES_URL } from '../../widgets/releases.ts';
import type { ComponentChildren } from 'preact';
import type { ElementInterface } from '../../widgets/common/element-interface.ts';
import { loaderLine, snippet, type Pinned } from '../../widgets/partner/snippet.ts';
import { reserveHref } from '../../widgets/partner/loader/host-files.ts';
import { previewPath } from './embed-preview.11ty.ts';
import { FACTS_URL } from '../../widgets/partner/loader/host-files.ts';
import { snippetParts } from '../../widgets/partner/build/fallback.ts';
import { PlatformLinks } from '../_includes/components/PlatformGuides.tsx';
import { dataLayerEntry } from '../../shared/analytics.ts';
import { CARRIED_PARAMS } from '../../shared/attribution.ts';

/**
 * For partner sites and marketers (docs/widgets.md#public-interface): how to embed, a link to each platform's
 * guide (embed-guides.11ty.tsx, with React, TypeScript and testing), per widget a live preview, its snippet with
 * a copy button and a configurator, and its interface from its interface.ts; then what a partner's
 * Content-Security-Policy needs, tag managers, and the changelog.
 * Everything is in the HTML (the default snippets too); site/scripts/embed.ts adds copying, the
 * configurators and the preview frames. The previews are pages of their own (embed-preview.11ty.ts),
 * opened on request: six pre-rendered widgets would not fit the first round trip, nor their code the page's budget.
 */
export const data = { permalink: pageFile('embed') };

const origin = absUrl('').replace(/\/$/, '');
const version = releases[0].version;
/**
 * The newest release is shown in full, the earlier ones by version and date; the whole changelog, which grows with
 * every release, is a file of its own (site/pages/releases.11ty.ts), so this page keeps its place in the first round
 * trip (docs/performance.md).
 */
const CHANGELOG_SHOWN = 1;
/** The loader address every snippet uses, here and in the platform guides (embed-guides.11ty.tsx). */
export const loader = `${origin}/embed/v1/loader.js`;
const embeddable = elements.filter((e) => e.embeddable);
/** The widget the guides' examples name: the first one /embed offers. */
export const exampleTag = embeddable[0].tag;
const pinned = `${origin}/embed/${version}/loader.js`;

/** Colours a configurator offers: the first four custom properties of the widget whose default is a hex colour. */
const colours = (e: ElementInterface) =>
  e.cssProperties
    .filter((c) => /^#([0-9a-f]{3}){1,2}$/i.test(c.default))
    .slice(0, 4)
    .map((c) => ({
      ...c,
      value: c.default.length === 4 ? `#${[...c.default.slice(1)].map((x) => x + x).join('')}` : c.default,
    }));

function Configure({ e }: { e: ElementInterface }) {
  const attrs = e.attributes.filter((a) => a.type !== 'json');
  return (
    <form
      class="configure"
      data-configure={e.tag}
      data-snippet={`${e.tag}-snippet`}
      data-loader={loader}
      aria-labelledby={`${e.tag}-configure`}
    >
      <h3 id={`${e.tag}-configure`}>Configure</h3>
      <div class="configure-grid">
        {attrs.map((a) => (
          <label>
            <code>{a.name}</code>
            {a.type === 'number' ? (
              <input name={a.name} type="number" placeholder={a.default} />
            ) : (
              <input name={a.name} type="text" placeholder={a.default} />
            )}
          </label>
        ))}
        {colours(e).map((c) => (
          <label>
            <code>{c.name}</code>
            <input name={c.name} type="color" value={c.value} />
          </label>
        ))}
      </div>
      <button type="reset" class="btn btn-outline">
        Reset
      </button>
    </form>
  );
}

function Copy({ id, label }: { id: string; label: string }) {
  return (
    <p class="copy-row">
      <button type="button" class="btn btn-outline" data-copy={id}>
        Copy {label}
      </button>{' '}
      <span role="status" data-copy-status></span>
    </p>
  );
}

function WidgetSection({ e, alt }: { e: ElementInterface; alt: boolean }) {
  const id = `${e.tag}-snippet`;
  return (
    <Section id={e.tag} heading={e.title} intro={e.summary} tone={alt ? 'alt' : undefined}>
      <p class="preview" data-preview-slot={e.tag}>
        <a class="btn btn-outline" href={previewPath(e.tag)} data-preview-link={e.tag}>
          Live preview of &lt;{e.tag}&gt;
        </a>
      </p>
      <h3>Snippet</h3>
      <Scrollable>
        {/* Every `>` escaped too (shared/html.ts says why: happy-dom and the snippet's `-->`). */}
        <code
          id={id}
          dangerouslySetInnerHTML={{
            __html: escapeHtml(snippet({ loader, tag: e.tag, ...snippetParts(e.tag, origin) })),
          }}
        />
      </Scrollable>
      <Copy id={id} label={`the ${e.tag} snippet`} />
      <Configure e={e} />
      <details>
        <summary>Attributes, events, custom properties{e.parts.length ? ' and parts' : ''}</summary>
        <SpecTable
          caption={`Attributes of ${e.tag}`}
          head={['Attribute', 'What it does', 'Default']}
          rows={e.attributes.map((a) => [a.name, a.description, a.default ?? 'none'])}
        />
        <SpecTable
          caption={`Events of ${e.tag}`}
          head={['Event', 'detail']}
          rows={e.events.map((ev) => [ev.name, `${ev.detail}${ev.cancelable ? ' (cancelable)' : ''}`])}
        />
        <SpecTable
          caption={`CSS custom properties of ${e.tag}`}
          head={['Property', 'What it sets', 'Default']}
          rows={e.cssProperties.map((c) => [c.name, c.description, <code>{c.default}</code>])}
        />
        {e.parts.length > 0 && (
          <p>
            Parts for <code>::part()</code>: {e.parts.map((p) => `${p.name} (${p.description})`).join(', ')}.
          </p>
        )}
      </details>
    </Section>
  );
}

/** One table of a widget's interface: a row per item, its name (in code) heading the row. */
function SpecTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: [string, ...ComponentChildren[]][];
}) {
  return (
    <div class="table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr>
              <th scope="row">
                <code>{name}</code>
              </th>
              {cells.map((c) => (
                <td>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The steps, and the pinned release's line with its integrity hash (none while the loader is not built). */
function HowToEmbed({ integrity }: { integrity?: Pinned }) {
  return (
    <Section id="how" heading="How to embed">
      <div class="prose">
        <ol>
          <li>
            Paste the first line once per page, in its <code>&lt;head&gt;</code> or anywhere before the widgets: the
            loader, which loads each widget when its tag appears and the code they share once. It is an async module, so
            your page paints without waiting for our server.
          </li>
          <li>
            Put the widget's <code>&lt;style&gt;</code> and its tag where the widget should appear. The style keeps the
            widget's space at the width of the place you give it (a full-width column, a content column, a sidebar), for
            today's content, from your page's first frame, with no request to our server. The tag holds a placeholder
            laid out to that space: what the widget is for, what it asks, a link to it on our site and our phone number.
            Visitors see it until the widget has loaded, and instead of it wherever its script cannot run (scripts
            blocked, removed by your editor, or held back by a caching plugin until they click or scroll); nothing below
            it moves either way. Configure it below, then copy its snippet.
          </li>
          <li>
            Optionally set attributes, listen for its <code>steel-*</code> events, and theme it with CSS custom
            properties.
          </li>
        </ol>
        <p>
          <code>/embed/v1/</code> always serves the newest 1.x release. To pin release {version} instead, use these line
          (the loader's integrity hash lets the browser refuse any other file):
        </p>
      </div>
      {integrity ? (
        <>
          <Scrollable>
            <code id="pinned-snippet">{loaderLine(pinned, integrity)}</code>
          </Scrollable>
          <Copy id="pinned-snippet" label="the pinned line" />
        </>
      ) : (
        <p>The pinned line of release {version} is published with the release.</p>
      )}
      <p>
        A machine-readable description of every element is at <a href="/custom-elements.json">/custom-elements.json</a>.
      </p>
    </Section>
  );
}

/** What a partner's Content-Security-Policy needs for our widgets. */
function CspSection({ tone }: { tone?: 'alt' }) {
  return (
    <Section id="csp" heading="Content-Security-Policy" tone={tone}>
      <div class="prose">
        <p>
          If your site sends a Content-Security-Policy, add our origin, <code>{origin}</code>, to these directives:
        </p>
        <ul>
          <li>
            <code>script-src {origin}</code>: the loader and the widgets' modules.
          </li>
          <li>
            <code>style-src</code> with the hash of each widget's <code>&lt;style&gt;</code> as you pasted it (your
            browser's console names the <code>'sha256-…'</code> it refused): the rules that keep the widget's space from
            the first frame. Without it the widgets still work, and the loader keeps their space once it has run (it
            reads today's rules, <code>{reserveHref(loader)}</code>, through <code>connect-src</code>); text below a
            widget may then move once, when the loader arrives.
          </li>
          <li>
            <code>img-src {origin}</code>: the gallery's photos.
          </li>
          <li>
            <code>connect-src {origin}</code>: today's business facts, <code>{origin + FACTS_URL}</code> (phone number,
            prices, form options, questions and photos), which the loader reads before the widgets start, so a pinned
            release shows them too. Without it the widgets show the facts of their release's day.
          </li>
          {formOrigin && (
            <li>
              <code>connect-src {formOrigin}</code>: our form service, where the quote form, the contact form and the
              calculator send enquiries (with their files). Without it they offer to send the enquiry by e-mail instead.
            </li>
          )}
        </ul>
        <p>
          No <code>'unsafe-inline'</code> and no <code>'unsafe-eval'</code> are needed: the widgets style themselves
          with constructable stylesheets, never with inline styles, and write no HTML strings, so they work under
          Trusted Types too. The stylesheet is a file from our origin, never an inline style.
        </p>
      </div>
      <Scrollable>
        <code>{`Content-Security-Policy: script-src 'self' ${origin}; img-src 'self' ${origin}; style-src 'self' ${origin}; connect-src 'self' ${origin}${formOrigin ? ' ' + formOrigin : ''}`}</code>
      </Scrollable>
    </Section>
  );
}

/** The widget events a tag manager's dataLayer gets (docs/widgets.md "Tag managers"), from the interfaces, once each. */
const layerEvents = () => [
  ...new Map(
    elements.flatMap((e) => e.events).flatMap((ev) => (dataLayerEntry(ev.name, {}) ? [[ev.name, ev] as const] : [])),
  ).values(),
];

/**
 * Google Tag Manager recipe (docs/widgets.md "Tag managers" and "Where an enquiry came from"): a Custom Event trigger
 * fires on a dataLayer push whose `event` equals its event name (or matches it, with regex matching).
 */
function TagManagerSection({ tone }: { tone?: 'alt' }) {
  return (
    <Section id="tag-manager" heading="Tag managers and campaigns" tone={tone}>
      <div class="prose">
        <p>
          If your page has Google Tag Manager (or any tool reading <code>window.dataLayer</code>), the widgets push each
          enquiry event to it as <code>{'{ event: "steel_…" }'}</code>, with the estimate, options, form type, service
          or refusal reason, never anything the visitor typed. They push only to a <code>dataLayer</code> that is there
          when the event happens and never create one, so a container added after our loader works too. Asking your
          visitors' consent for your tags stays with you.
        </p>
        <ul>
          {layerEvents().map((ev) => (
            <li>
              <code>{ev.name.replace(/-/g, '_')}</code>: {ev.description.split('.')[0].split(': ')[0]}
            </li>
          ))}
        </ul>
        <ol>
          <li>
            <strong>Trigger</strong>: Triggers, New, type <em>Custom Event</em>, event name{' '}
            <code>steel_quote_composed</code> (or, with <em>Use regex matching</em>,{' '}
            <code>steel_(quote_composed|calculator_email|calculator_site_visit)</code>), fires on all custom events.
          </li>
          <li>
            <strong>Variables</strong>: a <em>Data Layer Variable</em> each for <code>form_type</code>,{' '}
            <code>service</code> and <code>estimate_range</code>.
          </li>
          <li>
            <strong>GA4</strong>: a <em>Google Analytics: GA4 Event</em> tag with your measurement ID, event name{' '}
            <code>generate_lead</code> and those variables as event parameters, on the trigger.
          </li>
          <li>
            <strong>Google Ads</strong>: a <em>Google Ads Conversion Tracking</em> tag with your conversion ID and
            label, on the same trigger (for the calculator, <code>estimate_low</code> can be its value).
          </li>
        </ol>
        <p>
          Each enquiry also says where it came from, with nothing to set up: the{' '}
          {CARRIED_PARAMS.map((p, i) => (
            <>
              {i ? ', ' : ''}
              <code>{p}</code>
            </>
          ))}{' '}
          of the address your page was opened with, its path, the site that sent the visitor and your page's address, in
          the e-mail and as fields of our form service.
        </p>
      </div>
    </Section>
  );
}

export async function render() {
  const loaderHash = loaderIntegrity();
  const integrity = loaderHash ? { loader: loaderHash } : undefined;
  return renderPage(
    await pageMeta('embed'),
    <>
      <Hero
        eyebrow="For partner sites"
        heading="Embed our widgets on your site"
        facts={false}
        intro="Add our cost calculator, quote form, chat button and more to any page with two lines in its head and the widget's tag. Each widget brings its own styles (in shadow DOM, so your CSS and ours never clash) and our business details, which attributes can override."
      />
      <HowToEmbed integrity={integrity} />
      <PlatformLinks loader={loader} tag={exampleTag} tone="alt" />
      {embeddable.map((e, i) => (
        <WidgetSection e={e} alt={i % 2 === 1} />
      ))}
      <CspSection tone={embeddable.length % 2 ? 'alt' : undefined} />
      <TagManagerSection tone={embeddable.length % 2 ? undefined : 'alt'} />
      <Section id="changelog" heading="Changelog" tone={embeddable.length % 2 ? 'alt' : undefined}>
        <div class="prose">
          {releases.slice(0, CHANGELOG_SHOWN).map((r) => (
            <>
              <h3>
                {r.version}{' '}
                <small>
                  (<time datetime={r.date}>{r.date}</time>)
                </small>
              </h3>
              <ul>
                {r.changes.map((c) => (
                  <li>{c}</li>
                ))}
              </ul>
            </>
          ))}
          {releases.length > CHANGELOG_SHOWN && (
            <p>
              Earlier releases:{' '}
              {releases
                .slice(CHANGELOG_SHOWN)
                .map((r) => `${r.version} (${r.date})`)
                .join(', ')}
              . Every release and its changes: <a href={RELEASES_URL}>{RELEASES_URL}</a>.
            </p>
          )}
        </div>
      </Section>
    </>,
  );
}
