// Partner-site entry (widgets/catalog.ts partnerEntry): the gallery with our work as its default photos,
// absolute URLs on the live site, compacted by scripts/partner-photos.ts and expanded here (compact-photos.ts).
// They are a live fact (docs/widgets.md "Live facts"): the release carries them (widgets/partner/carried-facts.json)
// and reads today's from the facts file; `carried:` names that module, which the partner build makes (widgets/partner/build/esbuild-plugins.ts).
import { h } from 'preact';
import { defineWidget, type WidgetProps } from '../common/define.tsx';
import { Gallery, type GalleryProps, type Photo } from './Gallery.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { expandPhotos, type CompactPhotos } from './compact-photos.ts';
import { widget } from './widget.ts';
import defaults from 'carried:gallery-photos';

const fallback: Photo[] = expandPhotos(defaults as CompactPhotos);
defineWidget({ ...widget, Component: (p: GalleryProps & WidgetProps) => h(Gallery, { fallback, ...p }) });
jsonProperty(widget.tag, 'photos');
