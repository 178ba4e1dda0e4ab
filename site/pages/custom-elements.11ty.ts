import { elements } from '../../widgets/catalog.ts';
import { customElementsManifest } from '../../widgets/manifest.ts';

export const data = { permalink: '/custom-elements.json' };
// Module paths as partners load them: each embeddable widget's own file, the others in the all-widgets module.
export const render = () => JSON.stringify(customElementsManifest(elements, (e) => (e.embeddable ? `embed/v1/${e.tag}.js` : 'embed/v1/steel-widgets.mjs')), null, 2);
