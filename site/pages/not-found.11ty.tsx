import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { site, serviceUrl, pageFile, pageUrl, breadcrumbs } from '../_includes/data.ts';
import { Hero, Section, CallButton } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('not-found') };
const popular = site.copy.notFound.popular.map((slug) => site.services.find((s) => s.slug === slug)!);

export async function render() {
  return renderPage(
    await pageMeta('not-found', {
      crumbs: breadcrumbs(pageUrl('not-found')),
    }),
    <>
      <Hero heading="Page Not Found" intro={site.copy.notFound.text} facts={false}>
        <div class="btn-row" data-not-found>
          <a class="btn btn-accent" href="/">
            Go to the home page
          </a>
          <CallButton variant="btn-ghost-light" label="Call" />
          {/* Works only with JavaScript: invisible (but holding its place, so nothing moves) until site.ts takes it on. */}
          <button type="button" class="btn btn-ghost-light" data-back>
            Go back
          </button>
        </div>
      </Hero>
      {popular.length > 0 && (
        <Section id="popular" heading="Popular services">
          <ul class="checklist">
            {popular.map((s) => (
              <li>
                <a href={serviceUrl(s)}>{s.title}</a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>,
  );
}
