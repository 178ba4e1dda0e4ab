import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { businessCard, faqPage } from '../_includes/jsonld.ts';
import { Hero, Section, CallButton, EmailButton } from '../_includes/components/ui.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { widget as faq } from '../../widgets/faq/widget.ts';

export const data = { permalink: pageFile('faq') };

export async function render() {
  return renderPage(
    await pageMeta('faq', { jsonLd: [businessCard(), faqPage()] }),
    <>
      <Hero eyebrow="FAQ" heading="Frequently asked questions" intro={site.copy.faq.intro} facts={false} />
      <Section id="questions" heading="Questions by topic">
        <Widget definition={faq} attrs={{ 'heading-level': '3' }} />
      </Section>
      <Section
        id="ask"
        heading="Still have a question?"
        intro="Call or e-mail us and we'll answer it straight away."
        tone="alt"
      >
        <div class="btn-row">
          <CallButton />
          <EmailButton />
        </div>
      </Section>
    </>,
  );
}
