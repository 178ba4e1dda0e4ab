// Our pages' entry: the gallery page always passes its photos, so no default photos are bundled here (embed.ts has them).
import { defineWidget } from '../common/define.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { spec } from './widget.ts';

defineWidget(spec);
jsonProperty(spec.tag, 'photos');
