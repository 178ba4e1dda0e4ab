import { site } from '../data.ts';

const b = site.business;
type Address = typeof b.address;
export const oneLine = (a: Address) => `${a.street}, ${a.locality}, ${a.region} ${a.postcode}`;

/**
 * The trading disclosures of a registered company (docs/design.md, "Honest content"): registered name, where it is
 * registered, company number, registered office and, if registered, the VAT number. Shown in the footer of every page
 * and on the legal pages. Renders nothing for a sole trader (no `company` in business.json).
 */
export function LegalIdentity({ class: cls = 'legal-identity', named = true }: { class?: string; named?: boolean }) {
  const c = b.company;
  if (!c) return null;
  return (
    <p class={cls}>
      {named ? `${b.legalName}, registered` : 'Registered'} in {c.registeredIn}, company number {c.number}. Registered
      office: {oneLine(c.registeredOffice)}.{c.vatNumber && <> VAT number {c.vatNumber}.</>}
    </p>
  );
}
