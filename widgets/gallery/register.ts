// Our pages' entry: the gallery page always passes its photos, so no default photos are bundled here (partner.ts has them).
import { defineWidget } from '../common/define.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { widget } from './widget.ts';

defineWidget(widget);
jsonProperty(widget.tag, 'photos');
