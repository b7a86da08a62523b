/**
 * Mounts the app into #root, replacing index.html's 'Loading...' (loaded by main.tsx). When index.html
 * painted a prerendered shell instead, #root stays hidden until the route has rendered, then takes
 * the shell's place: on a public page once the visitor is not typing in it, on a staff page at once
 * (docs/architecture.md#performance).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptPrerenderedShell, SHELL_ID, STAFF_SHELL_ATTRIBUTE, whenShellIdle } from '@/lib/prerendered-shell';
import { App, onFirstRender, prepareFirstRender } from './app';

const root = document.getElementById('root')!;
const shell = document.getElementById(SHELL_ID);
if (shell) {
  // Off the document until the hand-over: one copy of each label and button for screen readers and tests.
  root.remove();
  const adopt = () => adoptPrerenderedShell(shell, root);
  onFirstRender(() => (shell.hasAttribute(STAFF_SHELL_ATTRIBUTE) ? adopt() : whenShellIdle(shell, adopt)));
}

// A transition renders in slices of ~5 ms, yielding to the browser in between; the page is ready, so
// nothing suspends or changes mid-render. (No top-level await here: it made the bundler split the app's
// chunk into several smaller ones, +6 KB gzip in all.)
void prepareFirstRender().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
