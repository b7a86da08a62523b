/**
 * Per-function settings and secrets as the Supabase CLI reads them (docs/local-stack.md#functions):
 * `[functions.<name>] verify_jwt` in `supabase/config.toml` (default true, also for functions not
 * listed) and secrets from `supabase/functions/.env`. Read on every request so edits apply without a
 * restart; both files are tiny.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseToml } from 'smol-toml';

/** Whether requests to `name` must carry a valid JWT. @param rootDir repository root */
export function verifyJwtFor(rootDir: string, name: string): boolean {
  const file = join(rootDir, 'supabase', 'config.toml');
  if (!existsSync(file)) return true;
  const config = parseToml(readFileSync(file, 'utf8')) as { functions?: Record<string, { verify_jwt?: unknown }> };
  return config.functions?.[name]?.verify_jwt !== false;
}

/** Secrets from `supabase/functions/.env` (empty when absent). */
export function functionSecrets(rootDir: string): Record<string, string> {
  const file = join(rootDir, 'supabase', 'functions', '.env');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(file, 'utf8'))).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/** `supabase/functions/<name>/index.ts` when `name` is a servable function (not `_shared`, no dots). */
export function functionEntry(rootDir: string, name: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return undefined;
  const entry = join(rootDir, 'supabase', 'functions', name, 'index.ts');
  return existsSync(entry) ? entry : undefined;
}
