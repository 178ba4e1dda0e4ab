import { $, click, type WidgetProbes } from '../common/probes.ts';

export const probes: WidgetProbes = {
  setup: { threshold: '-1' }, // shown at once (happy-dom does not scroll)
  attributes: { threshold: { value: '-1' }, label: { value: 'Up' } },
  events: { 'steel-scroll-top': async (root) => click($(root, '[part=button]')) },
};
