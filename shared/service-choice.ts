/**
 * Which option a widget's `service` attribute preselects. The calculator, the quote form and the contact form
 * each list services in their own words (shared/data/pricing.json, quote-form.json, contact-form.json), so a
 * value written for one form is looked up in the others through shared/data/service-names.json: `welding`
 * preselects "Welding Services" in the contact form. A value that names nothing is reported, not silently
 * dropped (docs/widgets.md, "Preselecting a service").
 */

/** The contact form's value of a service label: lower-cased, spaces to hyphens ("3D Modeling" -> "3d-modeling"). */
export const serviceValue = (label: string) => label.toLowerCase().replace(/ /g, '-');

export function chooseService(
  wanted: string | undefined,
  values: readonly string[],
  sameService: readonly (readonly string[])[],
  tag = 'steel-*',
): string | undefined {
  if (!wanted) return undefined;
  if (values.includes(wanted)) return wanted;
  const group = sameService.find((g) => g.includes(wanted));
  const match = group && values.find((v) => group.includes(v));
  if (!match)
    console.warn(
      `[${tag}] service="${wanted}" is not one of this widget's services (${values.join(', ')}); none is preselected`,
    );
  return match;
}
