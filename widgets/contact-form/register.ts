import { defineOnIntent } from '../quote-form/lazy.ts';

// The form's code loads when a visitor starts using the pre-rendered form (see quote-form/lazy.ts).
defineOnIntent('steel-contact-form', () => import('./widget.ts' + ''));
