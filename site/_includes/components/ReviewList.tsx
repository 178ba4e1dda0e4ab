import type { SiteData } from '../../../shared/data/load.ts';
import { reviewRating } from '../../../shared/review-rating.ts';
import { site } from '../data.ts';
import { Stars } from './ui.tsx';

/** The rating the pages show: stated in business.json or computed from reviews.json; undefined without reviews. */
export const rating = reviewRating(site.reviews, site.business.reviewRating);

/**
 * While any review is an invented example (`placeholder` in reviews.json), the pages say so, the rating is labelled
 * as an example and no Review or AggregateRating markup is emitted (docs/design.md, "Honest content").
 */
export const reviewsAreExamples = site.reviews.some((r) => r.placeholder);

/** "March 2026" from "2026-03-14": a static page never says "2 weeks ago" long after it was built. */
export const monthYear = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ExampleReviewsNote() {
  if (!reviewsAreExamples) return null;
  return (
    <p class="note example-note" role="note">
      <strong>These reviews are examples</strong>, not from real customers, and so is their rating.
    </p>
  );
}

export function ReviewList({ reviews }: { reviews: SiteData['reviews'] }) {
  return (
    <ul class="reviews">
      {reviews.map((r) => (
        <li>
          <figure class="review card">
            <Stars rating={r.rating} />
            <blockquote>
              <p>{r.text}</p>
            </blockquote>
            <figcaption>
              {r.placeholder && (
                <>
                  <strong>Example review</strong>
                  <br />
                </>
              )}
              <cite>{r.name}</cite>
              {r.location && <>, {r.location}</>}
              <br />
              {r.service && <>{r.service} · </>}
              <time datetime={r.date.slice(0, 7)}>{monthYear(r.date)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
