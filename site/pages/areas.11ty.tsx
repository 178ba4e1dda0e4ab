import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { business } from '../_includes/jsonld.ts';
import { site, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero, Section, Checklist, Places } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('areas') };
const { copy, areas, business: b } = site;

/**
 * A static sketch of the three coverage regions around the Gravesend workshop: no map script, no third-party request.
 * Regions are drawn where they are (London west along the Thames, Essex north of it, Kent east and south, Surrey and
 * Sussex south-west), with the 30-mile same-day circle around Gravesend to scale; the response times are in the key
 * below it as text, so they stay readable on a phone and are never cut off.
 */
function CoverageMap() {
  const [kent, london, se] = areas.regions;
  const key = [
    { r: kent, swatch: 'swatch-kent' },
    { r: london, swatch: 'swatch-london' },
    { r: se, swatch: 'swatch-se' },
  ];
  return (
    <figure class="coverage-map">
      <svg viewBox="0 0 400 300" role="img" aria-labelledby="coverage-map-title coverage-map-desc">
        <title id="coverage-map-title">Coverage map</title>
        <desc id="coverage-map-desc">{`Sketch map of our three coverage regions around our ${b.address.locality} workshop, with site visit response times: ${kent.region} (${kent.responseTime}), ${london.region} (${london.responseTime}) and the wider ${se.region} (${se.responseTime}).`}</desc>
        <rect width="400" height="300" fill="#f3f5f7" />
        {/* South East counties: Essex north of the Thames; Surrey and Sussex to the south-west and south */}
        <path d="M40 20 H400 V96 C330 104 260 104 210 100 C170 97 120 96 40 96 Z" fill="#c9d8e6" />
        <path d="M0 100 C60 98 100 100 130 104 L150 190 L170 300 H0 Z" fill="#c9d8e6" />
        <path d="M150 190 L260 210 L300 300 H170 Z" fill="#c9d8e6" />
        {/* Kent */}
        <path d="M170 104 C220 106 300 106 400 100 V240 L300 300 L260 210 L150 190 L130 104 Z" fill="#fbbf24" />
        {/* London */}
        <ellipse cx="100" cy="104" rx="58" ry="40" fill="#7fa7c4" />
        {/* River Thames */}
        <path d="M20 106 C80 96 120 110 170 102 S300 92 400 90" stroke="#2f6d9a" stroke-width="6" fill="none" />
        {/* 30 miles around Gravesend, to scale (1 mile = 2.4 units) */}
        <circle cx="205" cy="108" r="72" fill="none" stroke="#0f2a3d" stroke-width="3" stroke-dasharray="8 6" />
        <circle cx="205" cy="108" r="7" fill="#0f2a3d" />
        <g
          font-family="system-ui, sans-serif"
          font-size="24"
          font-weight="700"
          fill="#0f2a3d"
          text-anchor="middle"
          paint-order="stroke"
          stroke="#fff"
          stroke-width="4"
          stroke-linejoin="round"
        >
          <text x="205" y="142">
            {b.address.locality}
          </text>
          <text x="78" y="92">
            {london.region}
          </text>
          <text x="330" y="200">
            {kent.region}
          </text>
          <text x="330" y="60">
            Essex
          </text>
          <text x="70" y="230">
            Surrey
          </text>
          <text x="225" y="280">
            Sussex
          </text>
          <text x="205" y="26" font-size="20" font-weight="400">
            30 miles
          </text>
        </g>
      </svg>
      <figcaption>
        <ul class="map-key">
          {key.map(({ r, swatch }) => (
            <li>
              <span class={`swatch ${swatch}`} aria-hidden="true"></span>
              <span>
                <strong>{r.region}</strong> ({r.tier.toLowerCase()} area): site visits{' '}
                {r.responseTime.replace(/^Same day/, 'the same day')}
              </span>
            </li>
          ))}
          <li>
            <span class="swatch swatch-ring" aria-hidden="true"></span>
            <span>Dashed circle: 30 miles from our {b.address.locality} workshop</span>
          </li>
        </ul>
        <p>{copy.areas.mapNote}</p>
      </figcaption>
    </figure>
  );
}

export async function render() {
  return renderPage(
    await pageMeta('areas', { jsonLd: [business()] }),
    <>
      <Hero eyebrow="Coverage" heading="Areas we serve" intro={copy.areas.intro} />
      <Section id="regions" heading="Where we work">
        <div class="grid">
          {areas.regions.map((r) => (
            <div class="card region-card">
              <h3>
                {r.region} <span class="sr-only">({r.tier} area)</span>
              </h3>
              <span class="badge">{r.projects} projects</span>
              <p>{r.description}</p>
              <dl>
                <dt>Area</dt>
                <dd>{r.tier}</dd>
                <dt>Site visit response</dt>
                <dd>{r.responseTime}</dd>
                <dt>Coverage</dt>
                <dd>{r.coverage}</dd>
                <dt>Main towns</dt>
                <dd>{r.mainCities.join(', ')}</dd>
              </dl>
            </div>
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
      <Section
        id="not-listed"
        heading="Not sure if we cover you?"
        intro="If your site is within reach of Kent, London or the South East, ask us."
      >
        <div class="btn-row">
          <a class="btn btn-accent" href={pageUrl('contact')}>
            Contact us
          </a>
        </div>
      </Section>
    </>,
  );
}
