import { $, click, settle, type WidgetProbes } from '../common/probes.ts';

const photos = [
  { src: '/a.jpg', width: 4, height: 3, alt: 'A weld', caption: 'A weld', full: '/a-large.jpg' },
  { src: '/b.jpg', width: 4, height: 3, alt: 'A beam', caption: 'A beam', full: '/b-large.jpg' },
];

export const probes: WidgetProbes = {
  setup: { photos: JSON.stringify(photos) },
  attributes: { photos: { value: JSON.stringify(photos.slice(1)) } },
  events: {
    'steel-gallery-open': async (root) => click($(root, '[part=thumb]')),
    'steel-gallery-close': async (root) => {
      await click($(root, '[part=thumb]'));
      $<HTMLDialogElement>(root, '[part=dialog]').close();
      await settle();
    },
  },
};
