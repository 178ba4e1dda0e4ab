import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { Gallery, type GalleryProps } from './Gallery.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<GalleryProps> = { tag: element.tag, Component: Gallery, css, props: observedProps(element) };
