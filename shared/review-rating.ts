/**
 * The rating the pages and the structured data show (docs/requirements.md#reviews): the figure the owner states
 * (business.json `reviewRating`) or else the average and count of reviews.json; none while reviews.json is empty, so
 * no page shows a rating it cannot back with a review.
 */
export interface ReviewRating {
  /** one decimal, as shown: "4.7" */
  average: string;
  count: number;
}

export function reviewRating(
  reviews: readonly { rating: number }[],
  stated?: { average: number; count: number },
): ReviewRating | undefined {
  if (!reviews.length) return undefined;
  if (stated) return { average: stated.average.toFixed(1), count: stated.count };
  const sum = reviews.reduce((n, r) => n + r.rating, 0);
  // rounded on the integer sum, so 4.65 is 4.7 whatever the float error of sum / count
  return { average: (Math.round((sum * 10) / reviews.length) / 10).toFixed(1), count: reviews.length };
}
