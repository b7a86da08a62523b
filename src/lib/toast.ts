/**
 * `toast`, `toast.success` and `toast.error` with sonner's own arguments, but sonner is fetched on the first
 * toast (or when the root layout's lazy Toaster mounts), so it stays out of every route's first-paint
 * JS (docs/architecture.md#performance). A toast raised before the Toaster mounts is shown once it
 * does: sonner replays active toasts to a new Toaster.
 */
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;

const loadSonner = () => import('sonner');

/** sonner's `toast(message, data?)`, `toast.success(…)` and `toast.error(…)`; each returns nothing. */
export const toast = Object.assign(
  (...args: Parameters<Sonner>): void => void loadSonner().then((m) => m.toast(...args)),
  {
    success: (...args: Parameters<Sonner['success']>): void => void loadSonner().then((m) => m.toast.success(...args)),
    error: (...args: Parameters<Sonner['error']>): void => void loadSonner().then((m) => m.toast.error(...args)),
  },
);
