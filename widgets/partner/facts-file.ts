/** Where our host serves the live facts (docs/widgets.md "Live facts"), for the loader and the build alike. */
/** The shape of the facts file. A change that an older release could not read is a new version (a new file). */
export const FACTS_VERSION = 1;
/** On our host, whatever folder the release is served from (/embed/v1/, /embed/<version>/). */
export const FACTS_URL = `/embed/facts-v${FACTS_VERSION}.json`;
/** The live reserve rules (widgets/partner/reserve.ts), served beside the facts from each build's data. */
export const RESERVE_URL = '/embed/reserve-v1.css';
