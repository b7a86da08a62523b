/**
 * zod, which /register imports a task before the guest schemas (./form-schemas.ts) and two before its
 * form (docs/architecture.md#performance): evaluated with the form's modules it made one long task of
 * the start-up. A name is re-exported so the bundle keeps zod's code; the form then finds the same
 * chunk already evaluated.
 */
export { object } from 'zod';
