import { defineOnIntent } from '../mail-form/lazy.ts';

// The form's code loads when a visitor starts using the pre-rendered form (see mail-form/lazy.ts).
// A specifier Vite cannot read statically (`+ ''`) keeps its preload helper (code to preload
// chunks this page has already) out of the site bundle; esbuild still folds it and bundles the form.
defineOnIntent('steel-contact-form', () => import('./widget.ts' + ''));
