/**
 * What our host serves partners beside the release, and how long a partner's page waits for it (docs/widgets.md
 * "Live facts"): the live facts file, the live reserve rules. The loader, our pages, the build and the tests share
 * these. The widgets read the facts through live() (widgets/partner/runtime/facts.ts); the build writes them
 * (widgets/partner/build/facts.ts). A module both the loader and the elements imported would become a chunk of its
 * own in the partner release, one more request on a partner's page, so live() is not here.
 */

/** The shape of the facts file. A change that an older release could not read is a new version (a new file). */
export const FACTS_VERSION = 1;
/** On our host, whatever folder the release is served from (/embed/v1/, /embed/<version>/). */
export const FACTS_URL = `/embed/facts-v${FACTS_VERSION}.json`;
/** The live reserve rules (widgets/partner/build/reserve.ts), served beside the facts from each build's data. */
export const RESERVE_URL = '/embed/reserve-v1.css';
/**
 * The live reserve stylesheet of a loader's host: .../embed/v1/loader.js -> .../embed/reserve-v1.css, which the loader
 * adopts. It follows the data of each build (widgets/partner/build/reserve.ts), so it has no release folder and no integrity
 * hash, like the facts.
 */
export const reserveHref = (loader: string) => loader.replace(/\/embed\/[^/]+\/loader\.js$/, RESERVE_URL);
/**
 * How long a partner's page waits for what our host serves before going on without it, ms: the loader for today's
 * facts and rules (then a widget shows the facts its release carries), and a bare tag's floor for the loader (the
 * reserve's CSS timer, build/reserve.ts WAIT, is written from this).
 */
export const HOST_WAIT_MS = 3000;
