import { createElement } from 'react';

/**
 * The partner's snippet as a Next.js developer writes it in JSX: each element of the pasted HTML becomes a
 * React element, so React renders it on the server and hydrates it. The test parses the HTML that
 * site/scripts/snippet.ts builds into { t, a, c } nodes and passes them in STEEL_SNIPPET when it starts the app.
 */
const reactName = { class: 'className', for: 'htmlFor', crossorigin: 'crossOrigin', tabindex: 'tabIndex' };

function toReact(node, key) {
  if (typeof node === 'string') return node;
  const props = { key };
  for (const [name, value] of Object.entries(node.a)) props[reactName[name] ?? name] = value;
  return createElement(node.t, props, ...node.c.map((child, i) => toReact(child, i)));
}

const snippet = () => JSON.parse(process.env.STEEL_SNIPPET ?? '{"head":[],"body":[]}');

/** The page's lines (the stylesheet and the loader), for the root layout's <head>. */
export const SnippetHead = () => snippet().head.map((node, i) => toReact(node, i));

/** The widget's tag (and the partner's colours, when chosen), where the page shows it. */
export const SnippetBody = () => snippet().body.map((node, i) => toReact(node, i));
