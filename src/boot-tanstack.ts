/**
 * TanStack Router and Query, evaluated by main.tsx in a task of their own before the app
 * (docs/architecture.md#performance). Re-exported by name, so the bundle keeps only what the app uses.
 */
export { createRouter } from '@tanstack/react-router';
export { QueryClient } from '@tanstack/react-query';
