import type { ReserveItems } from '../partner/build/reserve-items.ts';

/** What the gallery's first render grows with (docs/widgets.md "Reserved space"): its default photos, one per cell. */
export const items: ReserveItems = {
  selector: '[part=grid] > li',
  count: (facts) => (facts['gallery-photos'] as { photos: unknown[] }).photos.length,
};
