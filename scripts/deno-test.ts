/**
 * `deno test` for the edge functions (supabase/functions/**\/*_test.ts): schema, error mapping, the
 * HTTP frame and the bad-input table. Runs inside supabase/functions so Deno resolves imports through
 * that folder's deno.json (npm: specifiers from the npm registry, as the Supabase edge runtime does),
 * not through the repository's node_modules. The npm cache is the stack's (`DENO_DIR`, default
 * `.local/deno`), so packages download once for tests and the local functions runtime.
 * Extra arguments are passed to `deno test`.
 * Exit code: deno's.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const deno = `${root}node_modules/.bin/deno`;
const args = ['test', '--allow-env', '--allow-net', '--allow-read', ...process.argv.slice(2), '.'];
const env = { ...process.env, DENO_DIR: process.env.DENO_DIR ?? `${root}.local/deno` };
const result = spawnSync(deno, args, { cwd: `${root}supabase/functions`, stdio: 'inherit', env });
process.exit(result.status ?? 1);
