// Registers every steel-* element. For sites and test suites that load all widgets at once:
//   import '<path>/embed/v1/steel-widgets.mjs';
import { defineWidget } from './common/define.tsx';
import { specs } from './specs.ts';

for (const spec of specs) defineWidget(spec);
export { specs };
