import { cssFile } from './css-file.ts';

export const stepsCss = cssFile(import.meta.url, './steps.css');
