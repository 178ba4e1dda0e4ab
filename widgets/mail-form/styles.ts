import { cssFile } from '../build/css-file.ts';
import { toastCss } from '../common/toast-css.ts';

/**
 * The styles of states only the form's code reaches: field errors, the list of chosen files, sending, toasts. Our
 * pages leave them out of the pre-rendered form (its first paint has none of them; about 400 bytes of each page's
 * first round trip, docs/performance.md) and adopt them when the form's code arrives (lazy.ts); partner pages get
 * them after the rest (`css`).
 */
export const stateCss = cssFile(import.meta.url, './state.css') + toastCss;

/** All of the form's styles; a pre-rendered form carries all but the tail, `stateCss` (widgets/definitions.ts stateCssOf). */
export const css = cssFile(import.meta.url, './styles.css') + stateCss;
