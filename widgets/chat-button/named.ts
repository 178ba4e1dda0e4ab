import { examplesOf } from '../common/element-interface.ts';
import { element } from './interface.ts';

/**
 * The chat button's named examples, fed to its browser tests and its journeys in three engines
 * (chat-button.journeys.ts). Test code only, and pure: no Playwright, no DOM.
 */
export const named = {
  /** the attributes a partner sets, each its example in interface.ts, as /embed's configurator offers them */
  configured: examplesOf(element),
  /** another page of ours that shows it, where its journey looks at it */
  alsoOn: '/about',
} as const;
