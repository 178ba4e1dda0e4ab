import type { WidgetSpec } from '../common/define.tsx';
import { Gallery, type GalleryProps } from './Gallery.tsx';
import { css } from './styles.ts';

export const tag = 'steel-gallery';
export const spec: WidgetSpec<GalleryProps> = { tag, Component: Gallery, css, props: { photos: 'string' } };
