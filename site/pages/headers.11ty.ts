import { headersFile } from '../_includes/headers.ts';

export const data = { permalink: '/_headers' };
export const render = () => headersFile();
