import { loaderLine } from '../../widgets/partner/snippet.ts';
import { reservedTags } from '../../widgets/partner/build/reserve.ts';
import { pasted } from '../lib/pasted.ts';

/**
 * Partner pages as marketers make them (issue 32; docs/widgets.md "Reserved space"): every widget with a box,
 * pasted from /embed's snippets (widgets/partner/snippet.ts) with its fallback, each followed by a line of the
 * partner's text, in the partner's own font, in one of the places a widget really goes.
 */
export const PLACEMENTS = {
  /** the page's whole width, less its margins */
  'full width': 'main{margin:0 16px}',
  /** a centred content column, the usual blog or landing-page layout */
  'a 600 px column': 'main{max-width:600px;margin:0 auto;padding:0 16px}',
  /** a sidebar beside the content; under a tablet's width it drops below, as sidebars do */
  'a 340 px sidebar':
    'main{margin:0 16px}@media (min-width:768px){main{display:grid;grid-template-columns:1fr 340px;gap:32px}main>h1{grid-column:1/-1}}',
} as const;
export type Placement = keyof typeof PLACEMENTS;

/** The partner's font: not the browser's default, and wide, so text wraps more than in our own pages. */
const FONT = 'body{font:16px/1.6 "DejaVu Sans",Verdana,sans-serif;margin:0}';

export const loaderOf = (origin: string) => `${origin}/embed/v1/loader.js`;

/** The partner page: the snippets' page lines once in the head, each widget's tag where it goes, text below each. */
export function placedPage(origin: string, placement: Placement, { head = '', watch = true } = {}) {
  const lines = loaderLine(loaderOf(origin));
  const widgets = reservedTags().map(
    (tag, i) =>
      `${pasted(origin, tag).part}\n<p class="after">Line ${i + 1} below ${tag}: it stays where it is first painted.</p>`,
  );
  const sidebar = placement === 'a 340 px sidebar';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner builders' merchant</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${FONT}${PLACEMENTS[placement]}</style>
${head || lines}
</head><body><main><h1>Our partners</h1>
${watch ? '<script src="/watch.js"></script>' : ''}
${sidebar ? "<article><p>The partner's own article.</p></article><aside>" : '<div>'}
${widgets.join('\n')}
${sidebar ? '</aside>' : '</div>'}
</main></body></html>`;
}

/** The partner's own script, before the widgets: where each line below a widget is, on every frame from the first. */
export const watcher = `(() => {
  const frames = (window.__lines = []);
  const frame = () => {
    frames.push([...document.querySelectorAll('p.after')].map((p) => Math.round(p.getBoundingClientRect().top + scrollY)));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Lines that moved by more than `tolerance` px after their first frame, described. */
export function moved(frames: number[][], tags: string[], tolerance = 2): string[] {
  return tags.flatMap((tag, i) => {
    const seen = frames.map((f) => f[i]).filter((y) => y !== undefined);
    const first = seen[0];
    const far = seen.findIndex((y) => Math.abs(y - first) > tolerance);
    return far < 0
      ? []
      : [
          `below ${tag}: first painted at ${first} px, then at ${[...new Set(seen)].join(', ')} px (frame ${far + 1} of ${seen.length})`,
        ];
  });
}
