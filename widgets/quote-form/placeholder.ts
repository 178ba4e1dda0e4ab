import { quoteFields } from '../../shared/quote-fields.ts';

/** What the quote form asks, listed in its placeholder on a partner's page (widgets/partner/build/fallback.ts). */
export const items = (): string[] => quoteFields.map((f) => f.label);
