import { defineOnIntent } from './lazy.ts';

// The form's code loads when a visitor starts using the pre-rendered form (see lazy.ts).
defineOnIntent('steel-quote-form', () => import('./widget.ts' + ''));
