export { css } from '../quote-form/styles.ts';
