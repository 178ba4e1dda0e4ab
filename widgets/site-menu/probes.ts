import { $, settle, type WidgetProbes } from '../common/probes.ts';

export const probes: WidgetProbes = {
  attributes: { label: { value: 'Pages' } },
  events: {
    'steel-menu-toggle': async (root) => {
      $<HTMLDetailsElement>(root, '[part=menu]').open = true; // the browser fires `toggle`
      await settle();
    },
  },
};
