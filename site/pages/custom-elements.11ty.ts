import { customElementsManifest } from '../../widgets/docs.ts';

export const data = { permalink: '/custom-elements.json' };
export const render = () => JSON.stringify(customElementsManifest(), null, 2);
