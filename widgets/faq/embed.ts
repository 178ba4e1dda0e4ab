// Partner-site entry (embed/<version>/elements/steel-faq.js): the FAQ with shared/data/faq.json bundled as its default.
import { defineWidget } from '../common/define.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { spec } from './widget.ts';

defineWidget(spec);
jsonProperty(spec.tag, 'items');
