import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero, Section, CallButton } from '../_includes/components/ui.tsx';
import { Widget } from '../_includes/components/Widget.tsx';
import { widget as calculator } from '../../widgets/calculator/widget.ts';

export const data = { permalink: pageFile('calculator') };
const { copy, pricing } = site;

const groups = [
  ['projectSize', 'Project size'],
  ['material', 'Material'],
  ['complexity', 'Complexity'],
  ['timeframe', 'Timeframe'],
  ['location', 'Location'],
] as const;

/** The rates behind the estimate, so the page explains itself even without JavaScript. */
function RatesTable() {
  return (
    <div class="grid-2">
      <div class="table-wrap">
        <table>
          <caption>Base rates (per hour, {pricing.hoursPerProject} hours a project)</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {pricing.serviceType.map((o) => (
              <tr>
                <th scope="row">{o.label}</th>
                <td>£{o.factor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {groups.map(([key, label]) => (
        <div class="table-wrap">
          <table>
            <caption>{label} multiplier</caption>
            <thead>
              <tr>
                <th scope="col">{label}</th>
                <th scope="col">Multiplier</th>
              </tr>
            </thead>
            <tbody>
              {pricing[key].map((o) => (
                <tr>
                  <th scope="row">{o.label}</th>
                  <td>×{o.factor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

export async function render() {
  return renderPage(
    await pageMeta('calculator'),
    <>
      <Hero
        eyebrow="Cost calculator"
        heading="Steel work cost calculator"
        intro={copy.calculator.intro}
        facts={false}
      />
      <Section id="estimate" heading="Get an instant estimate" intro={copy.calculator.disclaimer}>
        <Widget definition={calculator} class="widget-box" />
      </Section>
      <Section id="how-it-works" heading="How the estimate works" tone="alt">
        <div class="prose">
          {copy.calculator.howItWorks.map((p) => (
            <p>{p}</p>
          ))}
        </div>
        <p>
          The estimate is the base rate × {pricing.hoursPerProject} hours × each multiplier below, shown as a range from{' '}
          {Math.round(pricing.range.low * 100)}% to {Math.round(pricing.range.high * 100)}% of that figure.
        </p>
        <RatesTable />
      </Section>
      <Section
        id="fixed-price"
        heading="Want a fixed price?"
        intro="Book a free survey and we'll give you a firm quote."
      >
        <div class="btn-row">
          <a class="btn btn-accent" href={pageUrl('contact')}>
            Request a quote
          </a>
          <CallButton />
        </div>
      </Section>
    </>,
  );
}
