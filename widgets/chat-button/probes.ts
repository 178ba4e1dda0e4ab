import { vi } from 'vitest';
import { $, click, tick, type WidgetProbes } from '../common/probes.ts';

export const probes: WidgetProbes = {
  attributes: {
    number: { value: '+441632960999' },
    message: { value: 'Hello from a partner' },
    label: { value: 'Message us' },
    'fallback-delay': {
      value: '5',
      // On a phone the web chat opens after the delay (1000 ms by default): is it open 50 ms after a click?
      observe: async (_, root) => {
        vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
        );
        vi.spyOn(document, 'hasFocus').mockReturnValue(true);
        const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
        await click($(root, '[part=button]'));
        await tick(50);
        return open.mock.calls.length;
      },
    },
  },
  events: {
    'steel-chat-click': async (root) => {
      root.addEventListener('click', (e) => e.preventDefault()); // on a desktop the link itself would open the chat site
      await click($(root, '[part=button]'));
    },
  },
};
