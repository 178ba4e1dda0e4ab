// Partner-site entry (widgets/catalog.ts partnerEntry): the gallery with our work as its default photos,
// absolute URLs on the live site that the build writes before bundling (scripts/partner-photos.ts), compacted
// there and expanded here (compact-photos.ts).
import { h } from 'preact';
import { defineWidget, type WidgetProps } from '../common/define.tsx';
import { Gallery, type GalleryProps, type Photo } from './Gallery.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { expandPhotos, type CompactPhotos } from './compact-photos.ts';
import { spec } from './widget.ts';
import defaults from '../../dist/partner/gallery-photos-compact.json';

const fallback: Photo[] = expandPhotos(defaults as CompactPhotos);
defineWidget<GalleryProps>({ ...spec, Component: (p: GalleryProps & WidgetProps) => h(Gallery, { fallback, ...p }) });
jsonProperty(spec.tag, 'photos');
