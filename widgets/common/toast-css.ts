import { cssFile } from '../build/css-file.ts';

/** Styles of the toast region (Toast.tsx), included by the widgets that show toasts. */
export const toastCss = cssFile(import.meta.url, './toast.css');
