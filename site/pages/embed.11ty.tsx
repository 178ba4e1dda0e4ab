import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { absUrl, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero, Scrollable, Section } from '../_includes/components/ui.tsx';
import { loaderIntegrity } from '../_includes/loader-integrity.ts';
import { elements } from '../../widgets/catalog.ts';
import { escapeHtml } from '../../shared/html.ts';
import { releases, RELEASES_URL } from '../../widgets/releases.ts';
import type { ElementInterface } from '../../widgets/common/element-interface.ts';
import { loaderLine, snippet, type Pinned } from '../../widgets/partner/snippet.ts';
import { previewPath } from './embed-preview.11ty.ts';
import { snippetParts } from '../../widgets/partner/build/fallback.ts';
import { PlatformLinks } from '../_includes/components/PlatformGuides.tsx';

/**
 * For partner sites and marketers (docs/widgets.md#public-interface): how to embed, a link to each platform's
 * guide (embed-guides.11ty.tsx, with React, TypeScript and testing), per widget a live preview, its snippet with
 * a copy button and a configurator, and its interface from its interface.ts; then the changelog. What a partner's
 * Content-Security-Policy needs and the tag manager recipe are on the guides' page, with the platforms.
 * Everything is in the HTML (the default snippets too); site/scripts/embed.ts adds copying, the
 * configurators and the preview frames. The previews are pages of their own (embed-preview.11ty.ts),
 * opened on request: six pre-rendered widgets would not fit the first round trip, nor their code the page's budget.
 */
export const data = { permalink: pageFile('embed') };

const origin = absUrl('').replace(/\/$/, '');
const version = releases[0].version;
/**
 * The newest release is shown in full, the earlier ones by the range of their versions; the whole changelog, which
 * grows with every release, is a file of its own (site/pages/releases.11ty.ts), so this page keeps its place in the first round
 * trip (docs/performance.md).
 */
const CHANGELOG_SHOWN = 1;
/** The loader address every snippet uses, here and in the platform guides (embed-guides.11ty.tsx). */
export const loader = `${origin}/embed/v1/loader.js`;
/** The widgets /embed offers, in its order (its reference page lists the same). */
export const embeddable = elements.filter((e) => e.embeddable);
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
              <input name={a.name} type="number" placeholder={a.default} data-example={a.example} />
            ) : (
              <input name={a.name} type="text" placeholder={a.default} data-example={a.example} />
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
      {/* Shown by site/scripts/embed.ts, which fills each control with its interface.ts example: no dead button
          without JavaScript (docs/widgets.md "Example values"). */}
      {attrs.some((a) => a.example !== undefined) && (
        <button type="button" class="btn btn-outline" data-examples hidden>
          Use the examples
        </button>
      )}{' '}
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
      <p>
        Its attributes, events, custom properties{e.parts.length ? ' and parts' : ''}:{' '}
        <a href={`${pageUrl('embed-reference')}#${e.tag}`}>the {e.tag} reference</a>.
      </p>
    </Section>
  );
}

/** The steps, and the pinned release's line with its integrity hash (none while the loader is not built). */
function HowToEmbed({ integrity }: { integrity?: Pinned }) {
  return (
    <Section id="how" heading="How to embed">
      <div class="prose">
        <ol>
          <li>
            Paste the first line once per page, in its <code>&lt;head&gt;</code> or before the widgets: the loader, an
            async module that loads each widget when its tag appears. Your page paints without waiting for our server.
          </li>
          <li>
            Put the widget's <code>&lt;style&gt;</code> and its tag where the widget should appear. The style keeps the
            widget's space, at any width you give it, from your page's first frame. The tag holds a placeholder in that
            space (what the widget is for, a link to it on our site, our phone number), shown until the widget loads and
            wherever its script cannot run (blocked, stripped by your editor, or delayed by a caching plugin). Nothing
            below it moves either way. Configure it below, then copy its snippet.
          </li>
          <li>
            Optionally set attributes, listen for its <code>steel-*</code> events, and theme it with CSS custom
            properties.
          </li>
        </ol>
        <p>
          <code>/embed/v1/</code> always serves the newest 1.x release. To pin release {version} instead, use this line
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
              Every earlier release, {releases.at(-1)!.version} to {releases[CHANGELOG_SHOWN].version}, with its date
              and changes: <a href={RELEASES_URL}>{RELEASES_URL}</a>.
            </p>
          )}
        </div>
      </Section>
    </>,
  );
}
