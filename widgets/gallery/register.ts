import { defineWidget } from '../common/define.tsx';
import { spec } from './widget.ts';

defineWidget(spec);
