import { cssFile } from '../build/css-file.ts';

export const css = cssFile(import.meta.url, './styles.css');

export const noScriptCss = cssFile(import.meta.url, './no-script.css');
