import { cssFile } from '../common/css-file.ts';

export const css = cssFile(import.meta.url, './styles.css');
