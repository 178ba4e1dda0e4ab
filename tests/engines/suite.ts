import { afterAll, beforeAll, beforeEach, test } from 'vitest';
import { launch, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite } from './server.ts';
import { journeys, pageChecks, widgetJourneys } from './journeys.ts';
import type { World } from './steps.ts';
import { until } from './page.ts';
import { CONSENT_ROOT } from './global-setup.ts';

/**
 * What a file of tests/engines runs in its engine: every widget's journeys (`widgets`), or the pages', consent's and
 * the partner page's (`pages`; not in Chromium, whose pages Playwright checks). Two files an engine, so that the
 * runner can spread one engine's tests over both cores.
 */
export type Part = 'widgets' | 'pages';

/**
 * Each journey of `part` as a test in `engine`, with one browser, our site, the consent build and a partner's site.
 */
export function engineSuite(engine: Engine, part: Part) {
  let world: World;
  let closeAll: () => Promise<unknown>;
  let servers: { open(): number }[];
  beforeAll(async () => {
    const [site, consentSite, partner, guard] = await Promise.all([
      serveSite(),
      serveSite(CONSENT_ROOT),
      servePartner(),
      guardOutside(),
    ]);
    const d = await launch(engine, guard.port);
    world = { d, site, consentSite, partner, outside: guard.seen };
    servers = [site, consentSite, partner, guard];
    closeAll = () => Promise.all([d.close(), site.close(), consentSite.close(), partner.close(), guard.close()]);
  }, 120_000);
  afterAll(() => closeAll?.(), 20_000);
  beforeEach(async () => {
    // Leave the last test's page first: what it reports while unloading belongs to that test.
    await world.d.goto('about:blank');
    // ...and what it sent on its way out (a problem's beacon) has been answered: no request of it is still open.
    await until(world.d, async () => servers.every((s) => s.open() === 0), "the last test's requests to end");
    for (const list of [world.site.problems, world.consentSite.problems, world.partner.problems, world.outside])
      list.length = 0;
  });
  const all = part === 'widgets' ? widgetJourneys : { ...pageChecks, ...journeys };
  for (const [name, journey] of Object.entries(all)) test(name, () => journey(world));
}
