/**
 * Loads /register's form in three steps, each evaluated in a task of its own (docs/architecture.md#performance):
 * zod (./form-libraries.ts), then the guest schemas (./form-schemas.ts), then the form's modules
 * (./register-form.tsx). One chain for the route's loader and its component: a second would only wait
 * its own tasks for modules already evaluated. In a module of its own because the router's code
 * splitting of the route file does not carry module state across its parts.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let loading: Promise<typeof import('./register-form')> | null = null;

/** @returns the form's module; rejects if a chunk fails to load, and a later call tries again */
export function loadRegisterForm(): Promise<typeof import('./register-form')> {
  loading ??= import('./form-libraries')
    .then(nextTask)
    .then(() => import('./form-schemas'))
    .then(nextTask)
    .then(() => import('./register-form'))
    .catch((error: unknown) => {
      loading = null; // e.g. after a deploy replaced the chunks
      throw error;
    });
  return loading;
}
