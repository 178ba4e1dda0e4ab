import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, serviceUrl, pageFile, pageUrl } from '../_includes/data.ts';
import { businessCard, withReviews } from '../_includes/jsonld.ts';
import { Hero, Section, CallButton, Checklist } from '../_includes/components/ui.tsx';
import { TeamList } from '../_includes/components/TeamList.tsx';
import { ReviewList, ExampleReviewsNote, reviewsAreExamples, rating } from '../_includes/components/ReviewList.tsx';
import { QuoteArea } from '../_includes/components/QuoteArea.tsx';

export const data = { permalink: pageFile('home') };

const { business: b, copy, services, reviews } = site;
const home = copy.home;

export async function render() {
  const meta = await pageMeta('home', { crumbs: false, jsonLd: [withReviews([], businessCard)] });
  return renderPage(
    meta,
    <>
      <Hero eyebrow={home.hero.eyebrow} heading={home.hero.heading} intro={home.hero.intro} image={home.hero.image}>
        <div class="btn-row">
          <a class="btn btn-accent" href="#get-quote">
            Get Free Quote
          </a>
          <CallButton variant="btn-ghost-light" label="Call" />
        </div>
      </Hero>

      {b.homeStats.length > 0 && (
        <section class="section section-dark" aria-labelledby="stats-title">
          <div class="wrap">
            <h2 id="stats-title" class="sr-only">
              {b.brand} in numbers
            </h2>
            <ul class="stats">
              {b.homeStats.map((s) => (
                <li>
                  <span class="stat-value">{s.value}</span> <span class="stat-label">{s.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <Section id="services" heading="Our services" intro={home.servicesIntro}>
        <div class="grid">
          {services.map((s) => (
            <div class="card">
              <h3>{s.title}</h3>
              <p>{s.summary}</p>
              <a class="more" href={serviceUrl(s)}>
                Learn More<span class="sr-only"> about {s.title}</span>
              </a>
            </div>
          ))}
        </div>
      </Section>

      {rating && (
        <Section id="reviews" heading="What our customers say" intro={home.reviewsIntro} tone="alt">
          <p class="rating-summary">
            <strong>{rating.average}/5</strong> from {rating.count} reviews
            {reviewsAreExamples && ' (example figures)'}
          </p>
          <ExampleReviewsNote />
          {/* docs/requirements.md#home: the first 6 */}
          <ReviewList reviews={reviews.slice(0, 6)} />
          <div class="btn-row">
            <a class="btn btn-outline" href={b.reviewUrl} rel="noopener">
              Leave a Review
            </a>
            <a class="btn" href={pageUrl('reviews')}>
              View All {reviews.length} Reviews
            </a>
          </div>
        </Section>
      )}

      <Section id="why-us" heading={`Why choose ${b.brand}`}>
        <div class="grid">
          {home.whyChooseUs.map((w) => (
            <div class="card">
              <h3>{w.title}</h3>
              <p>{w.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="team" heading="Meet the team" intro={home.teamIntro} tone="alt">
        <TeamList bios={false} />
        <p>
          <a href={`${pageUrl('about')}#team`}>More about the team and how we work</a>
        </p>
      </Section>

      <Section id="crane-lifting" heading={home.crane.heading} tone="dark">
        <div class="grid-2">
          <div>
            {home.crane.paragraphs.map((p) => (
              <p>{p}</p>
            ))}
          </div>
          <div>
            <Checklist items={home.crane.points} />
            <div class="btn-row">
              <a class="btn btn-accent" href={serviceUrl(services.find((s) => s.slug === home.crane.service)!)}>
                {home.crane.linkLabel}
              </a>
              <CallButton variant="btn-ghost-light" label="Call" />
            </div>
          </div>
        </div>
      </Section>

      <QuoteArea heading="Get a free quote" intro={home.quoteIntro} />
    </>,
  );
}
