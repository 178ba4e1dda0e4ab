import { definitionOf } from '../common/define.tsx';
import { SiteMenu } from './SiteMenu.tsx';
import { element } from './interface.ts';
import { css } from './styles.ts';

export const widget = definitionOf(element, SiteMenu, css);
