import { choiceLabels } from '../../shared/pricing.ts';

/** What the calculator asks, listed in its placeholder on a partner's page (widgets/partner/build/fallback.ts). */
export const items = (): string[] => Object.values(choiceLabels);
