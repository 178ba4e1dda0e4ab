import { vi } from 'vitest';
import { $, click, type WidgetProbes } from '../common/probes.ts';

export const probes: WidgetProbes = {
  attributes: {
    number: {},
    message: {},
    label: {},
    'fallback-delay': {
      value: '5',
      // On a phone the web chat opens after the delay (1000 ms by default): is it open 50 ms after a click?
      observe: async (_, root) => {
        vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
        );
        vi.spyOn(document, 'hasFocus').mockReturnValue(true);
        const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as Window);
        // The page's clock, faked: the default delay's timer is run here, while this page and its mocks exist,
        // instead of firing after the test (and the page) are gone.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
          $(root, '[part=button]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          vi.advanceTimersByTime(50);
          const opened = open.mock.calls.length;
          vi.runOnlyPendingTimers();
          return opened;
        } finally {
          vi.useRealTimers();
        }
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
