/**
 * The calculator's two e-mails (docs/widgets.md#calculator): "e-mail the estimate" and "request a site visit".
 * Pure text composition; shared/mailto.ts does the encoding and the length limit, so nothing a visitor
 * types can add a header or end the body early.
 */
import { composeMailto, pageAddress, type Mail } from './mailto.ts';
import { sourceBlock, type Source } from './attribution.ts';
import {
  choiceKeys,
  choiceLabels,
  optionFor,
  formatPounds,
  hoursPerProject,
  type Choices,
  type Estimate,
} from './pricing.ts';

export interface EstimateMailInput {
  /** the business address the mail goes to */
  to: string;
  brand: string;
  name?: string;
  email?: string;
  phone?: string;
  choices: Choices;
  /** the optional "additional details" text; line breaks are kept */
  details?: string;
  estimate?: Estimate | null;
  /** the address of the page the calculator is on */
  pageUrl: string;
  /** where the visitor came from (shared/attribution.ts): the last block, when there is anything to say */
  source?: Source;
}

export interface ComposedMail extends Mail {
  href: string;
  /** true when the body was shortened to fit the mailto length limit */
  truncated: boolean;
}

/**
 * A one-line field as it goes into the body: line breaks become spaces, so a pasted value can never
 * start a line of its own (say, a fake "Estimate range:"). Native single-line inputs strip them anyway.
 */
const oneLine = (s: string | undefined) => (s ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim();
const or = (s: string, fallback: string) => s || fallback;

function contactLines(m: EstimateMailInput): string[] {
  return [
    `Name: ${or(oneLine(m.name), 'Not given')}`,
    `Phone: ${or(oneLine(m.phone), 'Not given')}`,
    `Email: ${or(oneLine(m.email), 'Not given')}`,
  ];
}

function optionLines(choices: Choices): string[] {
  return choiceKeys.map(
    (k) => `${choiceLabels[k]}: ${optionFor(k, choices[k])?.label ?? or(oneLine(choices[k] ?? ''), 'Not chosen')}`,
  );
}

const detailsLines = (details: string | undefined) => [
  'Additional details:',
  or((details ?? '').replace(/\r\n?/g, '\n').trim(), 'None given'),
];

function estimateLines(choices: Choices, e: Estimate): string[] {
  const rate = optionFor('serviceType', choices.serviceType)?.factor;
  return [
    `Estimate range: ${e.priceRange}`,
    `Base price: ${formatPounds(e.basePrice)}${rate ? ` (£${rate} an hour × ${hoursPerProject} hours)` : ''}`,
    `Total before the range: ${formatPounds(e.totalPrice)}`,
    `Factors: ${e.factors.length ? e.factors.join(', ') : 'none (standard rates)'}`,
  ];
}

/** The page's address without its query string (pageAddress). */
const pageLine = (url: string) => (pageAddress(url) ? [`Page: ${pageAddress(url)}`] : []);
const sourceLines = (s?: Source) => (sourceBlock(s) ? [sourceBlock(s)] : []);
const join = (...blocks: string[][]) =>
  blocks
    .filter((b) => b.length)
    .map((b) => b.join('\n'))
    .join('\n\n');

/** "E-mail this estimate to us": contact, chosen options, details, the estimate and the page address. */
export function estimateMail(m: EstimateMailInput): Mail {
  return {
    to: m.to,
    subject: `Cost estimate request - ${oneLine(m.brand)}`,
    body: join(
      ['Please send me a quote for the project below. I used the cost calculator on your website.'],
      contactLines(m),
      ['Project options:', ...optionLines(m.choices)],
      detailsLines(m.details),
      m.estimate
        ? [...estimateLines(m.choices, m.estimate), 'This is the indicative estimate from the calculator, not a quote.']
        : ['Estimate: not calculated'],
      pageLine(m.pageUrl),
      sourceLines(m.source),
    ),
  };
}

/** "Request a site visit": contact, chosen options, details and the page address. */
export function siteVisitMail(m: EstimateMailInput): Mail {
  return {
    to: m.to,
    subject: `Site visit request - ${oneLine(m.brand)}`,
    body: join(
      ['Please contact me to arrange a site visit for the project below.'],
      contactLines(m),
      ['Project options:', ...optionLines(m.choices)],
      detailsLines(m.details),
      m.estimate ? [`Calculator estimate: ${m.estimate.priceRange}`] : [],
      pageLine(m.pageUrl),
      sourceLines(m.source),
    ),
  };
}

/** The mail plus its mailto link (throws if `to` is not a plain address). */
export function composeMail(mail: Mail, max?: number): ComposedMail {
  return { ...mail, ...composeMailto(mail, max) };
}
