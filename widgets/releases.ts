/**
 * The partners' changelog, newest first: shown on /embed and used for the release path
 * /embed/<version>/ (docs/widgets.md, "Releases"). The newest entry's version is package.json's
 * "version" (a build check compares them); a release, once published, is never changed: fixes get a new
 * entry, and /embed/v1/ moves to it.
 */
export interface Release {
  version: string;
  /** ISO date of publication */
  date: string;
  changes: string[];
  /**
   * Whether the release has its own folder, /embed/<version>/, kept in site/static/embed/<version>/
   * (`npm run release:archive`). Only 1.0.0, served at /embed/v1/<tag>.js alone, has none.
   */
  pinned: boolean;
}

/** The whole changelog as JSON, for partners and their tools (site/pages/releases.11ty.ts); /embed shows the newest. */
export const RELEASES_URL = '/embed/releases.json';

export const releases: Release[] = [
  {
    version: '1.6.4',
    date: '2026-11-28',
    pinned: true,
    changes: [
      "The error summary of the calculator and the forms takes the focus before the browser paints it, so a Tab pressed right after a failed Next or Send starts from the summary, as a new step's does",
    ],
  },
  {
    version: '1.6.3',
    date: '2026-11-28',
    pinned: true,
    changes: ['Nothing changes for partners: the same widgets, their styles now minified by our build'],
  },
  {
    version: '1.6.2',
    date: '2026-11-27',
    pinned: true,
    changes: ["Our widgets wait until your page's text is on screen before fetching anything from our host"],
  },
  {
    version: '1.6.1',
    date: '2026-11-27',
    pinned: true,
    changes: [
      'Our script waits for your page: the loader line says fetchpriority="low" (paste it again to have it), and the loader fetches nothing until your page has painted, then at low priority, so your own images and scripts go first.',
      'It also carries code for the campaign landing pages of our own site (their campaign named in enquiries and tag-manager entries), which never runs on yours.',
    ],
  },
  {
    version: '1.6.0',
    date: '2026-11-27',
    pinned: true,
    changes: [
      "The snippet is one async script line and, for each widget, its own <style> and a placeholder inside its tag: nothing of ours holds your page's first paint any more, and wherever our script is blocked the widget's place shows what it is for, a link to it on our site and our phone number, laid out to its box, with nothing below it moving.",
      'On your page the calculator and the quote form step through their questions with the progress shown, in a box that fits one phone screen.',
    ],
  },
  {
    version: '1.5.1',
    date: '2026-11-26',
    pinned: true,
    changes: [
      "The quote and contact forms' confirmation, shown when your form service has received a request, has its heading in the main colour (--steel-primary).",
    ],
  },
  {
    version: '1.5.0',
    date: '2026-11-26',
    pinned: true,
    changes: [
      "The space each widget keeps on your page now follows the width of the place you give it (a full-width column, a content column, a sidebar) and today's content, in every browser, from a live stylesheet, /embed/reserve-v1.css: the new snippets link it instead of reserve.css, whose releases now import it. Nothing below a widget moves when it arrives.",
      "Each snippet carries a line inside the tag, a link to the widget on our site and our phone number, which visitors see wherever the widget's script does not run (blocked, removed by an editor, held back by a caching plugin).",
      "Every enquiry says where it came from: campaign parameters, ad click identifiers, the landing page, the referring site and your page. Widget events are also pushed to your page's dataLayer when it has one, with nothing the visitor typed.",
    ],
  },
  {
    version: '1.4.1',
    date: '2026-11-25',
    pinned: true,
    changes: [
      "Code reorganised so that each widget's attributes, events and styles are declared in one place; nothing looks or works differently. A page with the calculator, quote form and gallery loads about 60 bytes (gzip) more JavaScript.",
    ],
  },
  {
    version: '1.4.0',
    date: '2026-11-25',
    pinned: true,
    changes: [
      "The quote form, the contact form and the calculator send enquiries, with their files, to our form service when we set one, instead of opening the visitor's e-mail program (with the e-mail as the fallback when sending fails). A Content-Security-Policy then needs the service's origin in connect-src: /embed names it.",
      "The facts a release carries are fetched only when today's cannot be had, so a page with the calculator, quote form and gallery loads about 1.3 KB (gzip) less JavaScript.",
    ],
  },
  {
    version: '1.3.1',
    date: '2026-11-25',
    pinned: true,
    changes: [
      "Code reorganised (the forms' styles in a new order, one helper for phone links); nothing looks or works differently.",
    ],
  },
  {
    version: '1.3.0',
    date: '2026-11-25',
    pinned: true,
    changes: [
      "Business facts (phone number, e-mail, prices, form options, questions and default photos) are read from our site on each visit (/embed/facts-v1.json, cached for up to a day), so every release, pinned ones included, shows today's; a Content-Security-Policy needs our origin in connect-src for them. Without them a widget shows the facts of its release's day.",
    ],
  },
  {
    version: '1.2.0',
    date: '2026-11-25',
    pinned: true,
    changes: [
      'The snippet starts with a stylesheet, reserve.css, that keeps each widget\'s space from the first frame in Chromium, Firefox and Safari alike (the loader no longer needs blocking="render"); a Content-Security-Policy needs our origin in style-src for it.',
      "Each widget's box keeps at least its reserved height once its code has run, the tallest first render of the three engines, so text below it does not move whatever the page's font; a gallery with its own photos has no reserved height.",
    ],
  },
  {
    version: '1.1.1',
    date: '2026-11-24',
    pinned: true,
    changes: [
      "A widget inside a partner component's open shadow root keeps its reserved space before its code arrives, as one in the page does.",
    ],
  },
  {
    version: '1.1.0',
    date: '2026-11-24',
    pinned: true,
    changes: [
      'One loader (/embed/v1/loader.js) defines every steel-* tag when it appears and loads each widget once, with one shared runtime.',
      'Pinned releases under /embed/<version>/ with Subresource Integrity hashes; /embed/v1/ follows the newest 1.x within minutes.',
      'Forms finish on any site: with no thank-you-url the form shows the message in place, ready to copy; preventDefault() on the composed event keeps the visitor on the page.',
      'URL attributes accept only http(s) and relative addresses; anything else is ignored with a console warning.',
      'Widgets reserve their size before their code arrives, and their sizes no longer follow the host page root font size.',
      'The gallery shows the business photos by default and takes a photos attribute or property.',
      'Types for TypeScript, React 19 and preact JSX; one ES module per widget in the package.',
    ],
  },
  {
    version: '1.0.0',
    date: '2026-11-20',
    pinned: false,
    changes: ['First release: one self-contained script per widget at /embed/v1/<tag>.js.'],
  },
];
