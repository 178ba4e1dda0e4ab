import { defineWidget } from '../common/define.tsx';
import { widget } from './widget.ts';

defineWidget(widget);
