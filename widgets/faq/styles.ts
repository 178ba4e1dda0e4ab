import { cssFile } from '../build/css-file.ts';

export const css = cssFile(import.meta.url, './styles.css');
