/**
 * Vitest `unit` setup: jest-dom matchers, DOM cleanup after each test, and a valid SPA env so
 * `src/lib/env.ts` parses (the local stack's URL and demo anon key; nothing is fetched unless a
 * test lets the real client run), and a fresh `fakeSupabase` for tests that mock `@/lib/supabase`.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFakeSupabase } from './fake-supabase';

vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
vi.stubEnv(
  'VITE_SUPABASE_ANON_KEY',
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
);

// jsdom lacks scrolling; the router's scroll restoration calls it. (Browser tests run in `node`: no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
// jsdom has no object URLs (the picker previews its re-encoded images through them).
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:jsdom/${(next += 1)}`;
  URL.revokeObjectURL = () => {};
}

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: the first render of a lazily loaded
// route part (transformed on first import) took longer than 1 s on the 2-core machine under load.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => resetFakeSupabase());
afterEach(() => cleanup());
