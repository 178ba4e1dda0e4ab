import { loaderLine, snippet } from '../../widgets/partner/snippet.ts';
import { snippetParts } from '../../widgets/partner/build/fallback.ts';
import { snippetJsx } from './snippet-jsx.ts';

/**
 * Where partners and marketers paste a snippet, platform by platform: the guides /embed shows under "Where you
 * paste it" (components/platform-guides.tsx), written from each platform's own documentation. Data, not prose in
 * the page: every address and tag name is derived from the loader's address that /embed passes in, and each
 * guide says whether it was tried here by naming the test that proves it (tests/build/embed-guides.test.ts fails
 * when that file does not exist). Text in `backticks` is shown as code.
 */
export interface Guide {
  /** the guide's id in the page (#paste-<id>) */
  id: string;
  platform: string;
  /** what to paste where, in order */
  steps: string[];
  /** a snippet to copy, after the steps */
  code?: string;
  /** settings that must leave our files alone: where, and the string to add there */
  exclusions?: { where: string; value: string }[];
  /** tried here: the test file (from the repository's root) that proves this guide, or why none does */
  tried: { test: string; how: string } | { not: string };
}

/** The folder of a loader address: https://<site>/embed/v1/loader.js -> /embed/v1/ */
export const loaderFolder = (loader: string) => new URL('.', loader).pathname;

/**
 * The classic-script file next to the loader that starts it (widgets/partner/build/release.js writes one per widget,
 * <tag>.js): for hosts that load a plain script, not a module.
 */
export const classicScript = (loader: string, tag: string) => new URL(`${tag}.js`, loader).href;

/** The snippet /embed gives for `tag` (its fallback inside), as the guides write it out. */
export const widgetSnippet = (loader: string, tag: string) =>
  snippet({ loader, tag, ...snippetParts(tag, new URL(loader).origin) });

/** The widget's snippet without the page's line: what goes where the widget goes (its `<style>` and its tag). */
export const inPlace = (html: string, loader: string) => html.replace(`${loaderLine(loader)}\n`, '');

/** A component's name for a tag: steel-calculator -> SteelCalculator. */
export const componentName = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const indent = (lines: string[], by: string) => lines.map((l) => by + l).join('\n');

/**
 * The Next.js guide's files, by path in the app: the root layout with the loader line in its <head>, and a
 * component with the rest of the widget's snippet as JSX, its typings imported. tests/hosts/next.spec.ts writes
 * exactly these into a Next.js app, lints them with next/core-web-vitals, type-checks and runs them. `html` is the
 * widget's snippet (the test passes another to show what the lint refuses).
 */
export function nextFiles(loader: string, tag: string, html = widgetSnippet(loader, tag)): Record<string, string> {
  const { head, body } = snippetJsx(html);
  return {
    'app/layout.tsx': `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
${indent(head, '        ')}
      </head>
      <body>{children}</body>
    </html>
  );
}
`,
    [`app/${tag}.tsx`]: reactComponent(tag, body),
  };
}

/** A React component that renders the widget where it is used, with the JSX types of our package. */
function reactComponent(tag: string, body: string[]) {
  return `// JSX types of <steel-…> for React 19 (npm i -D steelworks-site)
import type {} from 'steelworks-site/react';

export function ${componentName(tag)}() {
  return (
${indent(body, '    ')}
  );
}
`;
}

/** Files shown as one code block, each under a comment naming it. */
const filesCode = (files: Record<string, string>) =>
  Object.entries(files)
    .map(([path, text]) => `// ${path}\n${text.trimEnd()}`)
    .join('\n\n');

export function guides(loader: string, tag: string): Guide[] {
  const folder = loaderFolder(loader);
  const line = loaderLine(loader);
  const html = widgetSnippet(loader, tag);
  const classic = classicScript(loader, tag);
  const next = nextFiles(loader, tag, html);
  return [
    {
      id: 'wordpress',
      platform: 'WordPress',
      steps: [
        'A Custom HTML block where the widget goes: its whole snippet.',
        "Only users with `unfiltered_html` keep it: administrators and editors, or on a multisite only super admins. For anyone else WordPress removes the script, the `<style>` and the tag on saving and keeps the fallback's links.",
        'A host that sets `DISALLOW_UNFILTERED_HTML` (some managed hosts do) takes `unfiltered_html` from administrators too: the snippet is stripped whoever saves it.',
        'WordPress.com keeps scripts only on a plan that allows plugins (Business or Commerce); below it they are removed whatever your role.',
      ],
      tried: {
        test: 'tests/hosts/wordpress.spec.ts',
        how: "Debian's WordPress: an administrator's post keeps the snippet and the widget works; an author's keeps the fallback's links",
      },
    },
    {
      id: 'caching',
      platform: 'WordPress caching plugins',
      steps: [
        'A plugin that delays, minifies or combines scripts holds our loader until the first tap or scroll, or breaks it. Exclude our folder in each of its settings:',
      ],
      exclusions: [
        {
          where:
            'WP Rocket: "Excluded JavaScript Files" of "Minify JavaScript files" and of "Delay JavaScript execution"',
          value: folder,
        },
        {
          where:
            'LiteSpeed Cache (Page Optimization, Tuning): "JS Excludes" (minify and combine), "JS Deferred / Delayed Excludes" (not "JS Delayed Includes") and "Guest Mode JS Excludes"',
          value: folder,
        },
        { where: 'Autoptimize: "Exclude scripts from Autoptimize"', value: folder },
        { where: 'Perfmatters: the exclusions of "Delay JavaScript"', value: folder },
      ],
      tried: {
        test: 'tests/hosts/delayed-scripts.spec.ts',
        how: "WP Rocket's delay emulated: the fallback shows, then the widget starts at the first interaction and works",
      },
    },
    {
      id: 'cloudflare',
      platform: 'Cloudflare',
      steps: [
        'Any plan. Rocket Loader, when it is on, rewrites every script without `data-cfasync="false"` before its `src`. Use this loader line:',
      ],
      code: line.replace('<script ', '<script data-cfasync="false" '),
      tried: { not: "Rocket Loader runs only on Cloudflare's network." },
    },
    {
      id: 'gtm',
      platform: 'Google Tag Manager',
      steps: [
        'Tag Manager recreates each script of a Custom HTML tag as a plain one, without `type="module"`, `integrity` or `crossorigin`, and adds the tag\'s HTML at the end of the body once the page has loaded. So through it: no pinned release (its line needs `integrity`), and no reserved space (nothing it adds is there for the first paint; text below the widget moves when it arrives).',
        "Put the widget's tag, with its fallback and its `<style>`, in the page itself where the widget goes: its space is kept from the first paint and visitors see the fallback until the widget runs.",
        'A pinned release only by pasting its loader line into the page, not through Tag Manager.',
        'Otherwise a Custom HTML tag (trigger: All Pages, "Support document.write" off), published by someone with Publish permission on the container, with this plain script, which starts the loader:',
      ],
      code: `<script src="${classic}"></script>`,
      tried: {
        test: 'tests/hosts/tag-manager.spec.ts',
        how: 'this recipe in a Custom HTML tag, published and fired after load as a container does: the widget works',
      },
    },
    {
      id: 'webflow',
      platform: 'Webflow',
      steps: [
        "Site settings, Custom code, Head code: the snippet's loader line.",
        'A Code Embed where the widget goes: the rest of the snippet.',
        'Needs a paid Site or Workspace plan. Scripts do not run on the Designer canvas: check the widget in Preview or on the published site.',
      ],
      tried: { not: 'needs a Webflow site.' },
    },
    {
      id: 'wix',
      platform: 'Wix',
      steps: [
        'Needs a Premium plan. Wix Editor: Add Elements, Embed, Popular Embeds, Custom Element; Wix Studio: Add Elements, Embed & Social, Custom Element. Then Choose Source, Server URL.',
        `Server URL \`${classic}\`, Tag Name \`${tag}\` (another widget: its tag and file).`,
        "Wix creates the element itself from these two: none of the snippet's fallback or `<style>` (its box is the size you give the element in the Editor). It runs on the published site only, not in the Editor or Preview.",
      ],
      tried: { not: 'needs a Wix site.' },
    },
    {
      id: 'squarespace',
      platform: 'Squarespace',
      steps: [
        "Code Injection, Header: the snippet's loader line.",
        'A Code Block where the widget goes: the rest of the snippet.',
        'Needs a Core plan or higher (not Personal or Basic), and the Administrator permission for Code Injection. Scripts run on the published site, not in the editor: check it logged out.',
      ],
      tried: { not: 'needs a Squarespace site.' },
    },
    {
      id: 'carrd',
      platform: 'Carrd',
      steps: [
        "An Embed, Type Code, Style Hidden, Head: the snippet's loader line.",
        'Another, Style Inline, where the widget goes: the rest of the snippet.',
        'Needs Pro Standard or higher. Code embeds run on the published site only, not in the builder.',
      ],
      tried: { not: 'needs a Carrd site.' },
    },
    {
      id: 'shopify',
      platform: 'Shopify',
      steps: [
        "Online Store, Themes, Customize: a Custom Liquid section where the widget goes, its whole snippet. Custom Liquid sections exist only in Online Store 2.0 themes; in an older (vintage) theme, paste it into the page's template in Edit code.",
        'Or, for every page, the loader line before `</head>` in layout/theme.liquid (Edit code).',
        'Any plan; a staff account needs the Themes permission. Shopify keeps the snippet as pasted.',
      ],
      tried: { not: 'needs a Shopify store.' },
    },
    {
      id: 'react',
      platform: 'React',
      steps: [
        "The loader line in the page's `<head>` (or the npm package, below). The widget in JSX, its `<style>` with it: React 19 sets its properties and hears `on` plus the event name, and keeps the tag, its fallback and the `<style>` as written.",
      ],
      code: filesCode({ [`${componentName(tag)}.tsx`]: reactComponent(tag, snippetJsx(html).body) }),
      tried: {
        test: 'tests/react19/react19.test.ts',
        how: 'a React 19 app renders, updates and removes the tags and hears their events',
      },
    },
    {
      id: 'nextjs',
      platform: 'Next.js',
      steps: [
        "App Router: the loader line in the root layout's `<head>`, with `async` (the lint of `next/core-web-vitals`, `@next/next/no-sync-scripts`, refuses a script without it, and before Next.js 16 `next build` stops on it). Not `next/script`.",
        "The widget in any component, server or client (no `'use client'`), its `<style>` with it. In TypeScript, `<steel-…>` passes the type check only with our JSX types: `npm i -D steelworks-site` and `import type {} from 'steelworks-site/react'` once.",
      ],
      code: filesCode(next),
      tried: {
        test: 'tests/hosts/next.spec.ts',
        how: 'these files in a Next.js 16 App Router app in TypeScript: ESLint with next/core-web-vitals and tsc pass, then server render, hydration, client-side navigation away and back',
      },
    },
    {
      id: 'vue',
      platform: 'Vue',
      steps: [
        "The loader line in index.html's `<head>`; the widget's `<style>` rules there too, or in your own CSS (Vue ignores a `<style>` inside a template). Tell Vue our tags are custom elements (Vue CLI: the same `compilerOptions` for vue-loader):",
      ],
      code: `// vite.config.js\nvue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('steel-') } } })`,
      tried: { not: 'no test runs a Vue app yet.' },
    },
  ];
}
