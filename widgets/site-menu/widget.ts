import type { WidgetSpec } from '../common/define.tsx';
import { observedProps } from '../common/element-spec.ts';
import { element } from './spec.ts';
import { SiteMenu, type SiteMenuProps } from './SiteMenu.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<SiteMenuProps> = { tag: element.tag, Component: SiteMenu, css, props: observedProps(element) };
