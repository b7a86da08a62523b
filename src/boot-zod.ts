/**
 * zod, evaluated by main.tsx in a task of its own before the app (docs/architecture.md#performance):
 * the environment's schema is built and checked here too. A page's first zod schema costs the most
 * (zod's own functions compile on first use), and built in the app's task it made that task the
 * longest of the start-up.
 * Names only: a re-export of the `z` namespace would keep all of zod's API in the bundle (~55 KB gzip).
 */
export { object } from 'zod';
export { env } from '@/lib/env';
