/**
 * React DOM's client, evaluated by main.tsx in a task of its own before the app (docs/architecture.md#performance).
 * Re-exported by name, so the bundle keeps only what the app uses.
 */
export { createRoot } from 'react-dom/client';
