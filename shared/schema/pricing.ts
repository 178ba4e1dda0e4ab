import * as z from 'zod';

const Option = z.object({
  value: z.string().regex(/^[a-z-]+$/),
  label: z.string().min(1),
  factor: z.number().positive(),
});

/** Calculator rates and multipliers (docs/widgets.md#calculator). serviceType factors are hourly base rates in pounds. */
export const Pricing = z.object({
  hoursPerProject: z.number().int().positive(),
  serviceType: z.array(Option).min(1),
  projectSize: z.array(Option).min(1),
  material: z.array(Option).min(1),
  complexity: z.array(Option).min(1),
  timeframe: z.array(Option).min(1),
  location: z.array(Option).min(1),
  factorNames: z.object({
    projectSize: z.string().min(1),
    material: z.string().min(1),
    complexity: z.string().min(1),
    timeframe: z.string().min(1),
    location: z.string().min(1),
  }),
  range: z
    .object({ low: z.number().positive(), high: z.number().positive() })
    .refine((r) => r.low < 1 && r.high > 1, 'low must be below 1 and high above 1'),
});

const Choice = z.object({ value: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) });
// One file per form, so each form's code carries only its own options.
export const QuoteForm = z.object({
  service: z.array(Choice),
  location: z.array(Choice),
  timeline: z.array(Choice),
  contactMethod: z.array(Choice),
});
export const ContactForm = z.object({
  service: z.array(z.string().min(1)),
  location: z.array(Choice),
  timeline: z.array(Choice),
  budget: z.array(Choice),
});
/**
 * Values that name the same service in the calculator's, the quote form's and the contact form's lists, so a
 * `service` attribute written for one widget preselects the same service in the others (docs/widgets.md).
 */
export const ServiceNames = z.object({
  sameService: z.array(
    z
      .array(z.string().regex(/^[a-z0-9-]+$/, 'a service value: lower case, digits and hyphens'))
      .min(2, 'a group names one service in at least two lists'),
  ),
});
export const Uploads = z.object({
  maxFiles: z.number().int().positive(),
  maxBytes: z.number().int().positive(),
  types: z
    .array(z.object({ mime: z.string().includes('/'), extensions: z.array(z.string().regex(/^[a-z0-9]+$/)).min(1) }))
    .min(1),
});
