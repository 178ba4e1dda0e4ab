import type { ComponentChildren } from 'preact';
import { renderPage } from '../_includes/layout/Base.tsx';
import { shownAlt } from '../../shared/schema/content.ts';
import { endTarget, landingUrl } from '../../shared/landing.ts';
import { site, liveLandingPages, type LandingPage, telHref, pageUrl } from '../_includes/data.ts';
import { ogCard } from '../_includes/images.ts';
import { Hero, Section, CallButton, ChatLink, Figures } from '../_includes/components/ui.tsx';
import { Picture } from '../_includes/components/Picture.tsx';
import { ReviewList, ExampleReviewsNote } from '../_includes/components/ReviewList.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { thankYouUrl } from '../_includes/components/QuoteArea.tsx';
import { landingChoice } from '../_includes/landing-choice.ts';
import { widget as quoteForm } from '../../widgets/quote-form/widget.ts';
import { widget as calculator } from '../../widgets/calculator/widget.ts';

/**
 * Campaign landing pages, one per entry of landing-pages.json still running (docs/cms.md "Landing pages"): noindex,
 * out of the sitemap, canonical to themselves, no menu. Their headline and intro may change in the visitor's browser
 * (site/scripts/landing-choice.ts, inline after the hero, so before the first paint): every choice is written here,
 * and the script only shows one of them.
 */
export const data = {
  pagination: { data: 'livePages', size: 1, alias: 'offer' },
  livePages: liveLandingPages,
  permalink: (d: { offer: LandingPage }) => `${landingUrl(d.offer.slug)}.html`,
};

type Block = LandingPage['blocks'][number];
const serviceBySlug = (slug?: string) => site.services.find((s) => s.slug === slug);
const calculatorValues = site.pricing.serviceType.map((o) => o.value);

/** The calculator's own value for a service page's service, when it has one (shared/data/service-names.json). */
function calculatorService(slug?: string): string | undefined {
  const wanted = serviceBySlug(slug)?.quoteService;
  if (!wanted) return undefined;
  if (calculatorValues.includes(wanted)) return wanted;
  const group = site['service-names'].sameService.find((g) => g.includes(wanted));
  return group && calculatorValues.find((v) => group.includes(v));
}

/**
 * The headline and intro a visit may see, stacked in one place (landing.css `.choices`): the tallest holds the room,
 * so showing another moves nothing. The first is shown without JavaScript; `data-value` is a value of the ad's
 * parameter the marketer listed, `data-variant` the A/B variant's.
 */
function Choices({ items }: { items: { text: string; value?: string; variant?: string }[] }) {
  return (
    <span class="choices">
      {items.map((c, i) => (
        <span data-choice data-value={c.value} data-variant={c.variant} data-off={i ? '' : undefined}>
          {c.text}
        </span>
      ))}
    </span>
  );
}

function EndedNote({ offer }: { offer: LandingPage }) {
  const to = endTarget(offer);
  const service = site.services.find((s) => `/${s.slug}` === to);
  const day = new Date(`${offer.ends}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div class="note offer-ended" data-ends={offer.ends} role="status" hidden>
      <p>
        <strong>This offer has ended</strong> (its last day was {day}).{' '}
        {service ? (
          <>
            See <a href={to}>{service.title}</a> for what we offer now, or call{' '}
            <a href={telHref}>{site.business.phone.display}</a>.
          </>
        ) : (
          <>
            Call <a href={telHref}>{site.business.phone.display}</a> for what we offer now.
          </>
        )}
      </p>
    </div>
  );
}

/**
 * Without JavaScript the calculator says its rates are under "How the estimate works" on the same page
 * (widgets/calculator/Actions.tsx), which is the calculator page's section: here, a line there that says where.
 */
function RatesLink() {
  return (
    <p id="how-it-works">
      How the estimate works: the hourly rates and multipliers are in the table on our{' '}
      <a href={`${pageUrl('calculator')}#how-it-works`}>cost calculator page</a>.
    </p>
  );
}

function BlockView({ block, id, first, rates }: { block: Block; id: string; first: boolean; rates: boolean }) {
  const tone = first ? undefined : 'alt';
  switch (block.kind) {
    case 'quote': {
      const service = serviceBySlug(block.service)?.quoteService;
      return (
        <Section id={id} heading={block.heading} tone={tone}>
          <Widget
            definition={quoteForm}
            class="widget-box"
            attrs={{ ...(service ? { service } : {}), 'thank-you-url': thankYouUrl }}
          />
        </Section>
      );
    }
    case 'calculator': {
      const service = calculatorService(block.service);
      return (
        <Section id={id} heading={block.heading} tone={tone}>
          <Widget definition={calculator} class="widget-box" attrs={service ? { service } : {}} />
          {rates && <RatesLink />}
        </Section>
      );
    }
    case 'reviews':
      return (
        <Section id={id} heading={block.heading}>
          <ExampleReviewsNote />
          <ReviewList reviews={site.reviews.filter((r) => block.reviews.includes(r.name))} />
        </Section>
      );
    case 'faq': {
      const all = site.faq.flatMap((c) => c.questions);
      return (
        <Section id={id} heading={block.heading}>
          <div class="offer-faq">
            {block.questions.map((q) => (
              <details>
                <summary>{q}</summary>
                <p>{all.find((x) => x.question === q)?.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      );
    }
    case 'photos':
      return (
        <Section id={id} heading={block.heading}>
          <ul class="offer-photos">
            {block.photos.map((src) => {
              const g = site.gallery.find((x) => x.src === src)!;
              return (
                <li>
                  <figure>
                    <Picture
                      src={g.src}
                      alt={shownAlt(g)}
                      placeholder={g.placeholder}
                      sizes="(min-width: 56rem) 30vw, 90vw"
                    />
                    <figcaption>{g.caption}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </Section>
      );
    case 'figures':
      return (
        <Section id={id} heading={block.heading} tone="dark">
          <Figures />
        </Section>
      );
    case 'contact':
      return (
        <Section id={id} heading={block.heading}>
          <div class="btn-row">
            <CallButton variant="btn-accent" label="Call" />
            <ChatLink />
          </div>
        </Section>
      );
    case 'text':
      return (
        <Section id={id} heading={block.heading}>
          <div class="prose">
            <p>{block.text}</p>
          </div>
        </Section>
      );
  }
}

/** Each block's id: the first enquiry block is #get-quote, where the call bar's quote button goes. */
function blockIds(blocks: Block[]): string[] {
  const first = blocks.findIndex((b) => b.kind === 'quote' || b.kind === 'calculator');
  return blocks.map((b, i) => (i === first ? 'get-quote' : `block-${i + 1}`));
}

export async function render({ offer }: { offer: LandingPage }) {
  const url = landingUrl(offer.slug);
  const dyn = offer.dynamicHeadline;
  const headlines = [
    { text: offer.headline, variant: 'a' },
    ...(offer.variantB ? [{ text: offer.variantB.headline, variant: 'b' }] : []),
    ...(dyn?.values.map((v) => ({ text: v.headline, value: v.value })) ?? []),
  ];
  const intros = [
    { text: offer.intro, variant: 'a' },
    ...(offer.variantB ? [{ text: offer.variantB.intro, variant: 'b' }] : []),
  ];
  const ids = blockIds(offer.blocks);
  const heading: ComponentChildren = headlines.length > 1 ? <Choices items={headlines} /> : offer.headline;
  const intro: ComponentChildren = intros.length > 1 ? <Choices items={intros} /> : offer.intro;
  return renderPage(
    {
      url,
      title: offer.title,
      description: offer.description,
      keywords: [offer.campaign],
      ogImage: await ogCard(offer.image.src, `offer-${offer.slug}`),
      ogImageAlt: shownAlt(offer.image),
      indexable: false,
      landing: { campaign: offer.campaign, quote: '#get-quote' },
    },
    <>
      <EndedNote offer={offer} />
      {offer.placeholder && (
        <p class="note example-note wrap" role="note">
          <strong>This page is an example</strong> of a campaign landing page, not a real offer.
        </p>
      )}
      <div data-landing data-param={dyn?.param} data-ab={offer.variantB ? '' : undefined}>
        {/* first in the hero's element: it hides each choice as it is parsed (site/scripts/landing-choice.ts) */}
        {(headlines.length > 1 || intros.length > 1) && <script dangerouslySetInnerHTML={{ __html: landingChoice }} />}
        <Hero heading={heading} intro={intro} image={offer.image}>
          <div class="btn-row">
            <a class="btn btn-accent" href="#get-quote">
              Get a free quote
            </a>
            <CallButton variant="btn-ghost-light" label="Call" />
          </div>
        </Hero>
      </div>
      {offer.blocks.map((b, i) => (
        <BlockView
          block={b}
          id={ids[i]}
          first={i === 0}
          rates={i === offer.blocks.findIndex((x) => x.kind === 'calculator')}
        />
      ))}
    </>,
  );
}
