// Validates every data file: `npm run check:data` (the first step of `npm run build`).
import { DataError, loadAll } from './load.ts';

try {
  loadAll();
  console.log('Business data is valid.');
} catch (e) {
  if (!(e instanceof DataError)) throw e;
  console.error(e.message);
  process.exit(1);
}
