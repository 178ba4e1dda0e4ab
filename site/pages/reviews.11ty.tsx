import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { withReviews } from '../_includes/jsonld.ts';
import { Hero, Section, Stars } from '../_includes/components/ui.tsx';
import { ReviewList, ExampleReviewsNote, reviewsAreExamples, rating } from '../_includes/components/ReviewList.tsx';

export const data = { permalink: pageFile('reviews') };
const { business: b, copy, reviews } = site;

export async function render() {
  return renderPage(
    await pageMeta('reviews', { jsonLd: [withReviews(site.reviews)] }),
    <>
      <Hero eyebrow="Customer reviews" heading="What our customers say" intro={copy.reviews.intro} facts={false}>
        {rating && (
          <p class="rating-summary">
            <Stars rating={Number(rating.average)} /> <strong>{rating.average}/5</strong> average from {rating.count}{' '}
            reviews
            {reviewsAreExamples && ' (example figures)'}
          </p>
        )}
      </Hero>
      {reviews.length > 0 && (
        <Section id="all-reviews" heading={`All ${reviews.length} reviews`}>
          <ExampleReviewsNote />
          <ReviewList reviews={reviews} />
        </Section>
      )}
      <Section
        id="leave-review"
        heading="Worked with us?"
        intro="We'd be grateful for a few words about your project."
        tone="alt"
      >
        <div class="btn-row">
          <a class="btn btn-accent" href={b.reviewUrl} rel="noopener">
            Leave a review
          </a>
          <a class="btn btn-outline" href={b.listingUrl} rel="noopener">
            See our business listing
          </a>
        </div>
      </Section>
    </>,
  );
}
