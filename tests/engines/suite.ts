import { afterAll, beforeAll, beforeEach, test } from 'vitest';
import { launch, type Engine } from './driver.ts';
import { guardOutside, servePartner, serveSite } from './server.ts';
import { journeys, pageChecks, widgetJourneys } from './journeys.ts';
import type { World } from './steps.ts';
import { until } from './page.ts';
import { CONSENT_ROOT } from './global-setup.ts';

/**
 * Each journey of journeys.ts as a test in `engine`, with one browser, our site, the consent build and a partner's
 * site: every widget's journeys and, unless `widgetsOnly` (Chromium, whose pages Playwright checks), the pages',
 * consent's and the partner page's.
 */
export function engineSuite(engine: Engine, widgetsOnly = false) {
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
  const all = widgetsOnly ? widgetJourneys : { ...pageChecks, ...widgetJourneys, ...journeys };
  for (const [name, journey] of Object.entries(all)) test(name, () => journey(world));
}
