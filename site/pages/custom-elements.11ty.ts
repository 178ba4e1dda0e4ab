import { elements } from '../../widgets/catalog.ts';
import { folderOf } from '../../widgets/common/element-interface.ts';
import { customElementsJson } from '../../widgets/custom-elements.ts';
import { pageUrl } from '../_includes/data.ts';

export const data = { permalink: '/custom-elements.json' };
// Module paths as partners load them: each embeddable widget's element module in the release (docs/widgets.md
// "Loader"); our pages' own elements (menu, scroll button) are in no release, so theirs is their source.
export const render = () =>
  JSON.stringify(
    customElementsJson(
      elements,
      (e) => (e.embeddable ? `embed/v1/elements/${e.tag}.js` : `widgets/${folderOf(e)}/register.ts`),
      pageUrl('embed'),
    ),
    null,
    2,
  );
