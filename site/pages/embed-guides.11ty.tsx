import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { pageFile } from '../_includes/data.ts';
import { Scrollable, Section } from '../_includes/components/ui.tsx';
import { PlatformGuides } from '../_includes/components/PlatformGuides.tsx';
import { CspSection, EmbedSubpageHero, TagManagerSection } from '../_includes/components/PartnerSetup.tsx';
import { reactExample, typesExample, testExample } from '../_includes/embed-examples.ts';
import { exampleTag, loader } from './embed.11ty.tsx';

/**
 * The guides for partners and marketers that /embed links to (docs/widgets.md#public-interface): what to paste
 * where, platform by platform (site/_includes/embed-guides.ts), what a Content-Security-Policy needs and the tag
 * manager recipe (components/PartnerSetup.tsx), then React and TypeScript use and testing in happy-dom. A page of its own so that /embed, whose snippets and configurators come first, keeps its place in the
 * first round trip (docs/performance.md); its examples use the same loader address as /embed's snippets.
 */
export const data = { permalink: pageFile('embed-guides') };

export async function render() {
  return renderPage(
    await pageMeta('embed-guides'),
    <>
      <EmbedSubpageHero
        heading="Where you paste it: a guide per platform"
        intro="What to paste where on each platform, and whether we tried it here; what a Content-Security-Policy needs and how a tag manager sees each enquiry; then the npm package in React and TypeScript, and testing with happy-dom. Each widget's snippet and its configurator are on the embed page."
      />
      <PlatformGuides loader={loader} tag={exampleTag} />
      <CspSection loader={loader} tone="alt" />
      <TagManagerSection />
      <Section id="react" heading="React and TypeScript" tone="alt">
        <div class="prose">
          <p>
            The npm package <code>steelworks-site</code> has one module per widget (importing it defines the element)
            and typings made from the same interfaces as the embed page: each element's attributes, properties and typed
            events, and JSX types for React 19 and preact, which set properties and listen to <code>on</code> plus the
            exact event name.
          </p>
        </div>
        <Scrollable>
          <code>{reactExample}</code>
        </Scrollable>
        <Scrollable>
          <code>{typesExample}</code>
        </Scrollable>
      </Section>
      <Section id="testing" heading="Testing with happy-dom">
        <div class="prose">
          <p>
            In Vitest or Jest with happy-dom, import the widget's module, wait until the element is defined, then read
            its open shadow root.
          </p>
        </div>
        <Scrollable>
          <code>{testExample}</code>
        </Scrollable>
      </Section>
    </>,
  );
}
