// The gallery's default photos as the partner build provides them (widgets/partner/build/esbuild-plugins.ts carriedFacts): the facts the
// release carries, read live from the facts file (docs/widgets.md "Live facts").
declare module 'carried:gallery-photos' {
  const photos: import('./compact-photos.ts').CompactPhotos;
  export default photos;
}
