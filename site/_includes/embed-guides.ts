import { loaderLine } from '../scripts/snippet.ts';

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
 * The classic-script file next to the loader that starts it (scripts/release.js writes one per widget,
 * <tag>.js): for hosts that load a plain script, not a module.
 */
export const classicScript = (loader: string, tag: string) => new URL(`${tag}.js`, loader).href;

export function guides(loader: string, tag: string): Guide[] {
  const folder = loaderFolder(loader);
  const script = loaderLine(loader);
  const classic = classicScript(loader, tag);
  return [
    {
      id: 'wordpress',
      platform: 'WordPress',
      steps: [
        'A Custom HTML block where the widget goes: its whole snippet.',
        'Only users with `unfiltered_html` keep it: administrators and editors, or on a multisite only super admins. For anyone else WordPress removes the script, stylesheet and tag on saving.',
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
        'A plugin that delays or combines scripts holds our loader until the first tap or scroll, or breaks it. Exclude our folder:',
      ],
      exclusions: [
        {
          where:
            'WP Rocket: "Excluded JavaScript Files" of "Minify JavaScript files" and of "Delay JavaScript execution"',
          value: folder,
        },
        {
          where: 'LiteSpeed Cache: "JS Deferred/Delayed Excludes" (not "JS Delayed Includes")',
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
        'Rocket Loader rewrites every script without `data-cfasync="false"` before its `src`. Use this loader line:',
      ],
      code: script.replace('<script ', '<script data-cfasync="false" '),
      tried: { not: "Rocket Loader runs only on Cloudflare's network." },
    },
    {
      id: 'gtm',
      platform: 'Google Tag Manager',
      steps: [
        "Tag Manager adds HTML at the end of the body after the page loads: put the widget's tag in the page itself.",
        'A Custom HTML tag (trigger: All Pages, "Support document.write" off) with these lines, a plain script that starts the loader:',
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
        "Site settings, Custom code, Head code: the snippet's first two lines.",
        'A Code Embed where the widget goes: its tag.',
        'Needs a paid Site or Workspace plan.',
      ],
      tried: { not: 'needs a Webflow site.' },
    },
    {
      id: 'wix',
      platform: 'Wix',
      steps: [
        'Add Elements, Embed Code, Custom Element; Choose Source, Server URL.',
        `Server URL \`${classic}\`, Tag Name \`${tag}\` (another widget: its tag and file).`,
      ],
      tried: { not: 'needs a Wix site.' },
    },
    {
      id: 'squarespace',
      platform: 'Squarespace',
      steps: [
        "Code Injection, Header: the snippet's first two lines.",
        'A Code Block where the widget goes: its tag.',
        'Not on the Personal (Basic) plan.',
      ],
      tried: { not: 'needs a Squarespace site.' },
    },
    {
      id: 'carrd',
      platform: 'Carrd',
      steps: [
        "An Embed, Type Code, Style Hidden, Head: the snippet's first two lines.",
        'Another, Style Inline, where the widget goes: its tag.',
        'Needs Pro Standard or higher.',
      ],
      tried: { not: 'needs a Carrd site.' },
    },
    {
      id: 'shopify',
      platform: 'Shopify',
      steps: [
        'Themes, Customize: a Custom Liquid section where the widget goes, its whole snippet.',
        'Or, for every page, the first two lines before `</head>` in layout/theme.liquid.',
      ],
      tried: { not: 'needs a Shopify store.' },
    },
    {
      id: 'react',
      platform: 'React',
      steps: [
        "The first two lines in the page's `<head>` (or the npm package, below), the tag in JSX: React 19 sets its properties and hears `on` plus the event name.",
      ],
      tried: {
        test: 'tests/react19/react19.test.ts',
        how: 'a React 19 app renders, updates and removes the tags and hears their events',
      },
    },
    {
      id: 'nextjs',
      platform: 'Next.js',
      steps: [
        "App Router: the first two lines in the root layout's `<head>` (no `next/script`), the tag in any component, no `'use client'`.",
      ],
      code: `// app/layout.tsx\n<html lang="en">\n  <head>\n    ${script.replace('></script>', ' />')}\n  </head>\n  <body>{children}</body>\n</html>`,
      tried: {
        test: 'tests/hosts/next.spec.ts',
        how: 'a Next.js 16 App Router app: server render, hydration, client-side navigation away and back',
      },
    },
    {
      id: 'vue',
      platform: 'Vue',
      steps: [
        "The first two lines in index.html's `<head>`; tell Vue our tags are custom elements (Vue CLI: the same `compilerOptions` for vue-loader):",
      ],
      code: `// vite.config.js\nvue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('steel-') } } })`,
      tried: { not: 'no test runs a Vue app yet.' },
    },
  ];
}
