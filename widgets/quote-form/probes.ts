export { mailFormProbes as probes } from '../mail-form/probes.ts';
