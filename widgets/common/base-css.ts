import { cssFile } from '../build/css-file.ts';

export const baseCss = cssFile(import.meta.url, './base.css');
