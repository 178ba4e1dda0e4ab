// The facts a release carries (widgets/partner/carried-facts.json), as one module of the partner build (build/esbuild-plugins.ts
// carriedFacts), fetched only when today's facts cannot be had (../runtime/facts.ts, live()).
declare module 'carried:facts' {
  const facts: Record<string, unknown>;
  export default facts;
}
