import type { ComponentChildren } from 'preact';
import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { pageFile } from '../_includes/data.ts';
import { Section } from '../_includes/components/ui.tsx';
import { embeddable } from './embed.11ty.tsx';
import { EmbedSubpageHero } from '../_includes/components/PartnerSetup.tsx';
import type { ElementInterface } from '../../widgets/common/element-interface.ts';

/**
 * Each embeddable widget's interface, from its interface.ts (docs/widgets.md#public-interface): attributes (with the
 * example /embed's configurator offers, docs/widgets.md "Example values"), events, CSS custom properties and parts, a
 * table each. /embed links each widget here: its snippets and configurators fill
 * that page's first round trip (docs/performance.md). /custom-elements.json says the same for machines.
 */
export const data = { permalink: pageFile('embed-reference') };

function WidgetReference({ e, alt }: { e: ElementInterface; alt: boolean }) {
  return (
    <Section id={e.tag} heading={`<${e.tag}>`} intro={e.summary} tone={alt ? 'alt' : undefined}>
      <SpecTable
        caption={`Attributes of ${e.tag}`}
        head={['Attribute', 'What it does', 'Default', 'Example']}
        rows={e.attributes.map((a) => [
          a.name,
          a.description,
          a.default ?? 'none',
          a.example === undefined ? 'none' : <code>{a.example}</code>,
        ])}
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
    // its own region in the Tab order: on a phone a table scrolls sideways, by keyboard too
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div class="table-wrap" tabIndex={0} role="region" aria-label={caption}>
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

export async function render() {
  return renderPage(
    await pageMeta('embed-reference'),
    <>
      <EmbedSubpageHero
        heading="Widget reference"
        intro="What each widget's attributes set, the events it sends with their detail, and the CSS custom properties and parts that theme it."
      />
      {embeddable.map((e, i) => (
        <WidgetReference e={e} alt={i % 2 === 1} />
      ))}
    </>,
  );
}
