/**
 * Mounts the app into #root, replacing index.html's 'Loading...' (loaded by main.tsx). When index.html
 * painted a prerendered shell instead, #root stays hidden until the route has rendered, then takes
 * the shell's place, once the visitor is not typing in it (docs/architecture.md#performance).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptPrerenderedShell, SHELL_ID, whenShellIdle } from '@/lib/prerendered-shell';
import { App, onFirstRender, prepareFirstRender } from './app';

const root = document.getElementById('root')!;
const shell = document.getElementById(SHELL_ID);
if (shell) {
  // Off the document until the hand-over: one copy of each label and button for screen readers and tests.
  root.remove();
  onFirstRender(() => whenShellIdle(shell, () => adoptPrerenderedShell(shell, root)));
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
