import { renderPage } from '../_includes/layout/Base.tsx';
import { pageMeta } from '../_includes/meta.ts';
import { routes, absUrl, pageFile, pageUrl } from '../_includes/data.ts';
import { Hero, Section } from '../_includes/components/ui.tsx';

export const data = { permalink: pageFile('sitemap') };
const groupOrder = ['Main pages', 'Services', 'Information', 'Legal and help'];

export async function render() {
  const listed = routes.filter((r) => r.url !== pageUrl('not-found'));
  return renderPage(
    await pageMeta('sitemap'),
    <>
      <Hero heading="Sitemap" intro="Every page on this site, grouped by topic." facts={false} />
      <Section id="pages" heading="All pages">
        <div class="grid">
          {groupOrder.map((g) => (
            <section class="sitemap-group" aria-labelledby={`g-${g.replace(/\W+/g, '-')}`}>
              <h3 id={`g-${g.replace(/\W+/g, '-')}`}>{g}</h3>
              <ul>
                {listed
                  .filter((r) => r.group === g)
                  .map((r) => (
                    <li>
                      <a href={r.url}>{r.title}</a>
                      <span class="url">{absUrl(r.url)}</span>
                      {r.description}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        <p>
          For search engines, the <a href="/sitemap.xml">XML sitemap</a> is live and lists every public page.
        </p>
      </Section>
    </>,
  );
}
