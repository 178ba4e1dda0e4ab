import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { site, absUrl, breadcrumbs, pageUrl, type Crumb } from '../data.ts';
import { scriptsFor, moduleLoader, faviconUri } from '../assets.ts';
import { cssFor } from '../page-css.ts';
import { prerendering } from '../prerendering.ts';
import { pageCsp } from '../headers.ts';
import { ldJson, businessCard, breadcrumbList } from '../jsonld.ts';
import { symbolsFor } from '../components/Icon.tsx';
import { Header, LandingHeader } from './Header.tsx';
import { Footer, LandingFooter } from './Footer.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { MobileActions, Floating } from './Floating.tsx';

export interface PageMeta {
  url: string;
  title: string;
  description: string;
  keywords: string[];
  /** absolute path of a 1200x630 image */
  ogImage: string;
  ogImageAlt: string;
  indexable: boolean;
  /** JSON-LD beyond the business block (which every page has unless `jsonLd` replaces it) */
  jsonLd?: object[];
  /** false on home; a list to override the crumbs (e.g. the 404 page) */
  crumbs?: Crumb[] | false;
  ogType?: 'website' | 'article';
  /** the floating chat button's first message, where it is not the general greeting (the emergency page) */
  chatGreeting?: string;
  /**
   * A campaign landing page (site/pages/landing.11ty.tsx): logo and phone for a header, no menu or breadcrumbs, the
   * footer's legal links and address, and its campaign named for the widgets' enquiries and dataLayer entries
   * (docs/widgets.md "Landing pages"). `quote`: where its call bar's quote button goes (its own form).
   */
  landing?: { campaign: string; quote: string };
}

/** Renders a whole page to an HTML string: head metadata, shared frame, its share of the site CSS, its policy, and the scripts its widgets need. */
export async function renderPage(meta: PageMeta, body: ComponentChildren): Promise<string> {
  const landing = meta.landing;
  const crumbs = meta.crumbs === false || landing ? null : (meta.crumbs ?? breadcrumbs(meta.url));
  const jsonLd = [...(meta.jsonLd ?? [businessCard()]), ...(crumbs ? [breadcrumbList(meta.url, crumbs)] : [])];
  prerendering.page = absUrl(meta.url); // the forms' `_page` without JavaScript (components/Widget.tsx)
  const frame = renderToString(
    <>
      {/* In a landmark of its own, like everything else on the page (consent.ts puts its banner right after it). */}
      <nav aria-label="Skip link">
        <a class="skip-link" href="#main">
          Skip to main content
        </a>
      </nav>
      {landing ? <LandingHeader /> : <Header url={meta.url} />}
      {crumbs && <Breadcrumbs crumbs={crumbs} />}
      <main id="main" tabIndex={-1}>
        {body}
      </main>
      {landing ? <LandingFooter /> : <Footer />}
      <MobileActions quote={landing?.quote} />
      <Floating chatGreeting={meta.chatGreeting} />
    </>,
  );
  const bodyHtml = `<body>${frame}${symbolsFor(frame)}</body>`;
  const { modules, preloads } = scriptsFor(bodyHtml);
  const css = await cssFor(bodyHtml);
  const canonical = absUrl(meta.url);
  const og = absUrl(meta.ogImage);
  const head = renderToString(
    <head>
      <meta charset="utf-8" />
      {/* First in the head: a <meta> policy governs only what comes after it. */}
      <meta http-equiv="Content-Security-Policy" content={pageCsp(`<style>${css}</style>${bodyHtml}`, meta.url)} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* Only when analytics is configured: the consent script reads the ID here (site/scripts/consent.ts). */}
      {site.business.analytics.measurementId && (
        <meta
          name="steel-analytics-id"
          content={site.business.analytics.measurementId}
          data-privacy-url={pageUrl('privacy')}
        />
      )}
      {/* The campaign a landing page's enquiries and dataLayer entries name; its script sets the variant shown. */}
      {landing && <meta name="steel-campaign" content={landing.campaign} data-variant="a" />}
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      {!meta.indexable && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content="#0f2a3d" />
      <link rel="icon" href={faviconUri} type="image/svg+xml" />
      {/* No apple-touch-icon link: iOS fetches /apple-touch-icon.png from the root by itself. */}
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={site.business.brand} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={og} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={meta.ogImageAlt} />
      {/* X reads the title and description from og:title and og:description (not the image's alt text); each byte counts. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={og} />
      <meta name="twitter:image:alt" content={meta.ogImageAlt} />
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <meta name="steel-modules" content={[...preloads, ...modules].join(' ')} />
      <script type="module" dangerouslySetInnerHTML={{ __html: moduleLoader }} />
      {jsonLd.map((o) => (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: ldJson(o) }} />
      ))}
    </head>,
  );
  return `<!doctype html><html lang="en-GB" id="top">${head}${bodyHtml}</html>`;
}
