/**
 * Whether this code is the partner release: false here, so on our pages, in their pre-render (Node) and in the tests;
 * the partner build loads this module as `true` (tsup.config.ts). Both bundlers fold the constant, so code for partner
 * pages only (the steps of the calculator and the quote form: docs/widgets.md "One screen on a phone") is left out of
 * our pages, and code for our pages only (the calculator's line for when its script never ran) out of the release.
 * Tests of the partner behaviour mock it (`vi.mock`).
 */
export const onPartner: boolean = false;
