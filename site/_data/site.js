// All business data, validated with zod: a bad value stops the build with the file and field named.
export { site as default } from '../_includes/data.ts';
