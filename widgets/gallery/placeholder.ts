import { readData } from '../../shared/data/load.ts';

/** The photos' captions, listed in the gallery's placeholder on a partner's page (widgets/partner/build/fallback.ts). */
export const items = (): string[] => readData('gallery').map((p) => p.caption);
