import { customProperties, theme, declareElement, type ElementInterface } from '../common/element-interface.ts';
import { css } from './styles.ts';

const photo =
  '{ src: string; srcset?: string; avif?: string; webp?: string; sizes?: string; width: number; height: number; alt: string; caption: string; full: string }';

/** steel-gallery's public interface (docs/widgets.md#other-widgets). */
export const element = declareElement({
  tag: 'steel-gallery',
  title: 'Photo gallery',
  summary: 'A lazy-loading photo grid; each photo opens in a large view (a modal dialog) with its caption.',
  embeddable: true,
  attributes: [
    {
      name: 'photos',
      property: 'photos',
      type: 'json',
      tsType: `string | Array<${photo}>`,
      default: 'our latest projects (the photos of our gallery page)',
      description: `JSON array of ${photo} (the property also takes the array). src and full must be http(s) or relative; text that is not a JSON array is ignored with a console warning`,
    },
  ],
  properties: [],
  events: [
    {
      name: 'steel-gallery-open',
      detail: `{ index: number; photo: ${photo} }`,
      description: 'A photo was opened in the large view',
      cancelable: false,
    },
    {
      name: 'steel-gallery-close',
      detail: '{ index: number }',
      description: 'The large view was closed',
      cancelable: false,
    },
  ],
  cssProperties: customProperties(css, [
    theme.text,
    theme.focus,
    theme.radius,
    { name: '--steel-gallery-ratio', description: 'Aspect ratio of the thumbnails' },
  ]),

  parts: [
    { name: 'grid', description: 'The list of photos' },
    { name: 'thumb', description: "Each photo's link" },
    { name: 'caption', description: "Each photo's caption" },
    { name: 'dialog', description: 'The large view' },
  ],
  slots: [],
  // the default photos (our /gallery page's 15) in 4 columns (wide), 2 (narrow) and 1 (small); a partner's own
  // `photos` may be any number, so that gallery has no floor (docs/widgets.md says how to set one)
  reserve: { part: 'grid', when: ':not([photos])' },
  fallback: { page: 'gallery', text: 'See photos of our work' },
} as const satisfies ElementInterface);
