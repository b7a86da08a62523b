/** Mounts the app into #root, replacing index.html's 'Loading...' (loaded by main.tsx). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
