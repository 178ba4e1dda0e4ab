import { cssFile } from './css-file.ts';

export const baseCss = cssFile(import.meta.url, './base.css');
