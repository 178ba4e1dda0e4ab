import { loaderLine, snippet } from '../../widgets/partner/snippet.ts';
import { snippetParts } from '../../widgets/partner/build/fallback.ts';

/**
 * A widget's snippet as /embed gives it for our site at `origin` (widgets/partner/snippet.ts, with the rules and the
 * placeholder of widgets/partner/build/fallback.ts), in the two places a partner pastes it: `line`, the loader's line, once
 * in the head; `part`, the widget's own `<style>` and tag, where the widget goes. `whole` is the snippet as shown.
 * Every partner-page test and the bench build their pages from this, so they paste what partners paste.
 */
export function pasted(origin: string, tag: string) {
  const loader = `${origin}/embed/v1/loader.js`;
  const line = loaderLine(loader);
  const whole = snippet({ loader, tag, ...snippetParts(tag, origin) });
  return { loader, line, whole, part: whole.replace(line, '').trim() };
}
