// Partner-site entry (embed/<version>/elements/steel-faq.js): the FAQ with shared/data/faq.json bundled as its default.
import { defineWidget } from '../common/define.tsx';
import { jsonProperty } from '../common/json-property.ts';
import { widget } from './widget.ts';

defineWidget(widget);
jsonProperty(widget.tag, 'items');
