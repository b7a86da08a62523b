/**
 * Schemas the REST API exposes: `[api] schemas` of `supabase/config.toml` (the CLI passes it to
 * PostgREST as `PGRST_DB_SCHEMAS`), falling back to this project's `public, reporting`.
 * The first schema is the default when no profile header is sent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_SCHEMAS = ['public', 'reporting'];

/** @param rootDir repository root holding `supabase/config.toml` */
export function exposedSchemas(rootDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(rootDir, 'supabase', 'config.toml'), 'utf8');
  } catch {
    return DEFAULT_SCHEMAS;
  }
  return parseApiSchemas(text) ?? DEFAULT_SCHEMAS;
}

/** Extracts the `schemas` string array of the `[api]` table (a one-key reader; the rest of the file is not ours). */
export function parseApiSchemas(toml: string): string[] | undefined {
  const section = /^\[api\][^\n]*\n([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(toml);
  const list = section && /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(section[1]);
  if (!list) return undefined;
  const schemas = [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]).filter((s) => s !== 'graphql_public');
  return schemas.length ? schemas : undefined;
}
