/**
 * zod, evaluated by main.tsx in a task of its own before the app (docs/architecture.md#performance).
 * One function by name: evaluating it evaluates the chunk that holds the zod the app uses, while a
 * re-export of the `z` namespace would keep all of zod's API in the bundle (~55 KB gzip).
 */
export { object } from 'zod';
