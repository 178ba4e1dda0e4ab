import { readData } from '../../shared/data/load.ts';

/** The questions, listed in the FAQ's placeholder on a partner's page (widgets/partner/build/fallback.ts). */
export const items = (): string[] => readData('faq').flatMap((c) => c.questions.map((q) => q.question));
