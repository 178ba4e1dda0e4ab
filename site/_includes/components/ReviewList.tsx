import type { SiteData } from '../../../shared/data/load.ts';
import { Stars } from './ui.tsx';

export function ReviewList({ reviews }: { reviews: SiteData['reviews'] }) {
  return (
    <ul class="reviews">
      {reviews.map((r) => (
        <li>
          <figure class="review card">
            <Stars rating={r.rating} />
            <blockquote><p>{r.text}</p></blockquote>
            <figcaption>
              <cite>{r.name}</cite>
              {r.location && <>, {r.location}</>}
              <br />
              {r.service && <>{r.service} · </>}{r.date}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
