import { renderPage } from '../_includes/layout/Base.tsx';
import { shownAlt } from '../../shared/schema/content.ts';
import { site, serviceUrl, type Service } from '../_includes/data.ts';
import { businessCard, service as serviceLd } from '../_includes/jsonld.ts';
import { ogCard } from '../_includes/images.ts';
import { Hero, CallButton } from '../_includes/components/ui.tsx';
import { ServiceSection } from '../_includes/components/ServiceSection.tsx';
import { QuoteArea } from '../_includes/components/QuoteArea.tsx';

/** The 13 service pages, one per entry of shared/data/services.json. */
export const data = {
  pagination: { data: 'site.services', size: 1, alias: 'service' },
  permalink: (d: { service: Service }) => `/${d.service.slug}.html`,
};

export async function render({ service: s }: { service: Service }) {
  const emergency = s.quoteService === 'emergency';
  const meta = {
    chatGreeting: emergency ? site.business.emergencyChatGreeting : undefined,
    url: serviceUrl(s),
    title: s.seo.title,
    description: s.seo.description,
    keywords: s.seo.keywords,
    ogImage: await ogCard(s.hero.image.src, s.slug),
    ogImageAlt: shownAlt(s.hero.image),
    indexable: true,
    jsonLd: [businessCard(), serviceLd(s)],
  };
  return renderPage(
    meta,
    <>
      <Hero eyebrow={s.hero.eyebrow} heading={s.hero.heading} intro={s.hero.intro} image={s.hero.image}>
        {emergency ? (
          // an emergency page leads with the call; the form is for what can wait
          <div class="btn-row">
            <CallButton variant="btn-accent" label="Call the emergency line" />
            <a class="btn btn-ghost-light" href="#get-quote">
              Request a repair quote
            </a>
          </div>
        ) : (
          <div class="btn-row">
            <a class="btn btn-accent" href="#get-quote">
              Get a free quote
            </a>
            <CallButton variant="btn-ghost-light" label="Call" />
          </div>
        )}
      </Hero>
      {s.sections.map((section, i) => (
        <ServiceSection section={section} index={i} />
      ))}
      <QuoteArea heading={s.quoteHeading} service={s.quoteService} emergency={emergency} />
    </>,
  );
}
