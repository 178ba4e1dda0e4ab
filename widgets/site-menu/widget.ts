import type { WidgetSpec } from '../common/define.tsx';
import { SiteMenu, type SiteMenuProps } from './SiteMenu.tsx';
import { css } from './styles.ts';

export const spec: WidgetSpec<SiteMenuProps> = {
  tag: 'steel-site-menu',
  Component: SiteMenu,
  css,
  props: { label: 'string' },
};
