// dist/partner/gallery-photos.json is written by the build (scripts/partner-photos.ts); this types it
// for `tsc` before a build has made it (TypeScript uses the file itself once it exists).
declare module '*/dist/partner/gallery-photos.json' {
  const photos: import('./Gallery.tsx').Photo[];
  export default photos;
}
