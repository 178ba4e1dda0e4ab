import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, pageFile } from '../_includes/data.ts';
import { Hero, Section, Checklist, Places } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('areas') };
const { copy, areas, business: b } = site;

/** A static diagram of the three coverage rings around the Gravesend workshop: no map script, no third-party request. */
function CoverageMap() {
  const [kent, london, se] = areas.regions;
  return (
    <figure class="coverage-map">
      <svg viewBox="0 0 600 400" role="img" aria-labelledby="coverage-map-title coverage-map-desc">
        <title id="coverage-map-title">Coverage diagram</title>
        <desc id="coverage-map-desc">{`Three rings centred on our ${b.address.locality} workshop: ${kent.region} (${kent.responseTime}), ${london.region} (${london.responseTime}) and the wider ${se.region} (${se.responseTime}).`}</desc>
        <rect width="600" height="400" fill="#e6edf3" />
        <path d="M0 120 C120 150 200 170 300 175 S500 160 600 150" stroke="#7fa7c4" stroke-width="14" fill="none" />
        <circle cx="330" cy="190" r="185" fill="#0f2a3d" opacity=".12" />
        <circle cx="330" cy="190" r="120" fill="#0f2a3d" opacity=".18" />
        <circle cx="330" cy="190" r="62" fill="#f59e0b" opacity=".55" />
        <circle cx="330" cy="190" r="8" fill="#0f2a3d" />
        <circle cx="215" cy="160" r="6" fill="#0f2a3d" />
        <g font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#0f2a3d">
          <text x="344" y="196">{b.address.locality}</text>
          <text x="150" y="150">{london.region}</text>
          <text x="360" y="240">{kent.region}: {kent.responseTime}</text>
          <text x="360" y="330">{london.region}: {london.responseTime}</text>
          <text x="160" y="370">{se.region}: {se.responseTime}</text>
          <text x="20" y="105" font-weight="400" font-size="14">River Thames</text>
        </g>
      </svg>
      <figcaption>{copy.areas.mapNote}</figcaption>
    </figure>
  );
}

export async function render() {
  return renderPage(
    await pageMeta('areas'),
    <>
      <Hero eyebrow="Coverage" heading="Areas we serve" intro={copy.areas.intro} />
      <Section id="regions" heading="Where we work">
        <div class="grid">
          {areas.regions.map((r) => (
            <article class="card region-card">
              <h3>{r.region} <span class="sr-only">({r.tier} area)</span></h3>
              <span class="badge">{r.projects} projects</span>
              <p>{r.description}</p>
              <dl>
                <dt>Area</dt><dd>{r.tier}</dd>
                <dt>Response</dt><dd>{r.responseTime}</dd>
                <dt>Coverage</dt><dd>{r.coverage}</dd>
                <dt>Main towns</dt><dd>{r.mainCities.join(', ')}</dd>
              </dl>
            </article>
          ))}
        </div>
      </Section>
      <Section id="map" heading="Coverage map" tone="alt">
        <CoverageMap />
      </Section>
      <Section id="services-everywhere" heading="Services available in all areas">
        <Checklist items={areas.servicesEverywhere} />
      </Section>
      <Section id="kent-towns" heading="Kent towns we cover most" tone="alt">
        <Places items={areas.kentTowns} />
      </Section>
      <Section id="not-listed" heading="Not sure if we cover you?" intro="If your site is within reach of Kent, London or the South East, ask us.">
        <div class="btn-row"><a class="btn btn-accent" href="/contact">Contact us</a></div>
      </Section>
    </>,
  );
}
