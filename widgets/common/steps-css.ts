import { cssFile } from '../build/css-file.ts';

export const stepsCss = cssFile(import.meta.url, './steps.css');
