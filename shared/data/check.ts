// Validates every data file: `npx tsx shared/data/check.ts`
import { loadAll } from './load.ts';
loadAll();
console.log('Business data is valid.');
