import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, mailHref, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero } from '../_includes/components/ui.tsx';
import { fill } from '../_includes/fill.ts';
import { LegalIdentity } from '../_includes/components/LegalIdentity.tsx';

/** The privacy policy (9 sections) and terms of service (13 sections), numbered in their headings. */
const docs = [
  { key: 'privacy', sections: site.legal.privacy, heading: 'Privacy policy' },
  { key: 'terms', sections: site.legal.terms, heading: 'Terms of service' },
];
export const data = {
  pagination: { data: 'legalDocs', size: 1, alias: 'doc' },
  legalDocs: docs.map((d) => d.key),
  permalink: (d: { doc: string }) => pageFile(d.doc),
};

const updated = new Date(site.legal.updated).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A section's words: those for a form endpoint while one is set (business.json formEndpoint), naming its host. */
const paragraphsOf = (s: { paragraphs: string[]; paragraphsWithFormEndpoint?: string[] }) =>
  site.business.formEndpoint && s.paragraphsWithFormEndpoint
    ? s.paragraphsWithFormEndpoint.map((p) => fill(p, { formEndpointHost: new URL(site.business.formEndpoint!).host }))
    : s.paragraphs;

export async function render({ doc }: { doc: string }) {
  const d = docs.find((x) => x.key === doc)!;
  return renderPage(
    await pageMeta(doc),
    <>
      <Hero heading={d.heading} intro={`${site.business.legalName}. Last updated ${updated}.`} facts={false} />
      <div class="section">
        <div class="wrap prose legal">
          {d.sections.map((s, i) => (
            <section aria-labelledby={`s${i + 1}`}>
              <h2 id={`s${i + 1}`}>
                {i + 1}. {s.heading}
              </h2>
              {paragraphsOf(s).map((p) => (
                <p>{p}</p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((li) => (
                    <li>{li}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <LegalIdentity />
          <p>
            Questions about this {d.key === 'privacy' ? 'policy' : 'document'}? E-mail{' '}
            <a href={mailHref}>{site.business.email}</a> or write to us at {site.business.address.street},{' '}
            {site.business.address.locality}, {site.business.address.postcode}.
          </p>
          {/* Only where there is a choice to change: analytics is configured (business.json analytics.measurementId). */}
          {d.key === 'privacy' && site.business.analytics.measurementId && (
            <p id="cookie-settings">
              <a href={`${pageUrl('privacy')}#cookie-settings`} data-consent-reset>
                Change your analytics cookie choice
              </a>
            </p>
          )}
        </div>
      </div>
    </>,
  );
}
