import { widget } from '../common/define.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import { element } from './spec.ts';
import { css } from './styles.ts';

export const spec = widget(element, SiteMenu, css);
