import { contactFields } from '../../shared/contact-fields.ts';

/** What the contact form asks, listed in its placeholder on a partner's page (widgets/partner/build/fallback.ts). */
export const items = (): string[] => contactFields.map((f) => f.label);
