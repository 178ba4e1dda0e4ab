/** Where our host serves the live facts (docs/widgets.md "Live facts"), for the loader and the build alike. */
/** The shape of the facts file. A change that an older release could not read is a new version (a new file). */
export const FACTS_VERSION = 1;
/** On our host, whatever folder the release is served from (/embed/v1/, /embed/<version>/). */
export const FACTS_URL = `/embed/facts-v${FACTS_VERSION}.json`;
/** The live reserve rules (widgets/partner/reserve.ts), served beside the facts from each build's data. */
export const RESERVE_URL = '/embed/reserve-v1.css';
/**
 * How long a partner's page waits for what our host serves before going on without it, ms: the loader for today's
 * facts and rules (then a widget shows the facts its release carries), and a bare tag's floor for the loader (the
 * reserve's CSS timer, reserve.ts WAIT, is written from this).
 */
export const HOST_WAIT_MS = 3000;
