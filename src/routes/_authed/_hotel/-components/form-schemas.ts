/**
 * The guest form's zod schemas, which /register imports a task after zod and a task before the form
 * (docs/architecture.md#performance): building them (some 30 field rules) is a task of its own. The
 * names are re-exported so the bundle keeps these modules here; the form finds them evaluated.
 */
export { guestSchemaFor } from '@shared/guest-schema';
export { companionFormSchema } from '@shared/guest-stay';
