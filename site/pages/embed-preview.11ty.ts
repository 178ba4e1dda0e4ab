import { elements } from '../../widgets/catalog.ts';
import type { ElementSpec } from '../../widgets/common/element-spec.ts';
import { pageCsp } from '../_includes/headers.ts';

/**
 * One bare page per embeddable widget, /embed-preview/<tag>: a partner's page in miniature, with the
 * element and nothing else, loaded exactly as the /embed snippet loads it (no pre-rendering, our
 * business defaults, the widget's own stylesheet). /embed links to it and, with JavaScript, shows it in a
 * frame whose element its configurator changes (site/scripts/embed.ts). Its own policy allows no inline
 * style at all, as a strict partner's might: the widget adopts its stylesheet instead.
 */
export const data = {
  previews: elements.filter((e) => e.embeddable),
  pagination: { data: 'previews', size: 1, alias: 'preview' },
  permalink: (d: { preview: ElementSpec }) => previewPath(d.preview.tag) + '.html',
};

export const previewPath = (tag: string) => `/embed-preview/${tag}`;

/** How the preview loads the widget: the partner file of today's snippet (the loader replaces it once released). */
export const previewScript = (tag: string) => `<script src="/embed/v1/${tag}.js" defer></script>`;

export function render({ preview: e }: { preview: ElementSpec }) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${pageCsp('')}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${e.title} (${e.tag})</title><meta name="robots" content="noindex">
${previewScript(e.tag)}
</head><body><main><h1>Preview of &lt;${e.tag}&gt;</h1><${e.tag}></${e.tag}></main></body></html>
`;
}
