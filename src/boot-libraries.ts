/**
 * The biggest libraries of the app's start, loaded by main.tsx one task before the app itself, so
 * evaluating them and evaluating the app are two shorter tasks instead of one long one
 * (docs/architecture.md#performance).
 */
export { createRoot } from 'react-dom/client';
export { createClient } from '@supabase/supabase-js';
export { z } from 'zod';
