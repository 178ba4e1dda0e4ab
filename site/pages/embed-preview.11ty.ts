import { elements } from '../../widgets/catalog.ts';
import type { ElementInterface } from '../../widgets/common/element-interface.ts';
import { pageCsp } from '../_includes/headers.ts';
import { loaderLine } from '../../widgets/partner/snippet.ts';

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
  permalink: (d: { preview: ElementInterface }) => previewPath(d.preview.tag) + '.html',
};

export const previewPath = (tag: string) => `/embed-preview/${tag}`;

/** How the preview loads the widget: the loader line of the /embed snippet (widgets/partner/snippet.ts). */
export const previewScript = () => loaderLine('/embed/v1/loader.js');

export function render({ preview: e }: { preview: ElementInterface }) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${pageCsp('', previewPath(e.tag))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${e.title} (${e.tag})</title><meta name="robots" content="noindex">
${previewScript()}
</head><body><main><h1>Preview of &lt;${e.tag}&gt;</h1><${e.tag}></${e.tag}></main></body></html>
`;
}
