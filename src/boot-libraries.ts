/**
 * The app's start-up in steps of one task each (docs/architecture.md#performance): the big libraries
 * and the app's own start-up modules, each imported (downloaded already: index.html preloads them)
 * and evaluated in a task of its own, then the app. A task that runs longer than 50 ms blocks input;
 * one evaluation of everything was a single task of ~160 ms on a phone-speed CPU.
 */

/** Resolves in a new task, so the browser can paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Imports in the order the app needs them; the entry's own chunk holds none of them. */
const STEPS: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@supabase/supabase-js'),
  () => import('zod'),
  () => import('@tanstack/react-router'),
  () => import('@tanstack/react-query'),
  // The Supabase client (its env check and auth start), then the route modules (their search schemas).
  () => import('@/lib/supabase'),
  () => import('./routeTree.gen'),
];

/** Evaluates the steps one task each, then the app (boot.tsx: the router, the first render). */
export async function bootInSteps(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  await import('./boot');
}
