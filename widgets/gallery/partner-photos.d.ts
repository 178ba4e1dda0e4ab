// dist/partner/gallery-photos*.json are written by the build (scripts/partner-photos.ts); this types them
// for `tsc` before a build has made them (TypeScript uses the files themselves once they exist).
declare module '*/dist/partner/gallery-photos.json' {
  const photos: import('./Gallery.tsx').Photo[];
  export default photos;
}
declare module '*/dist/partner/gallery-photos-compact.json' {
  const photos: import('./compact-photos.ts').CompactPhotos;
  export default photos;
}
