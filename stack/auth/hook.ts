/**
 * The custom access token hook, called as GoTrue calls pg-function hooks (docs/local-stack.md#auth;
 * gotrue `internal/hooks/hookspgfunc/hookspgfunc.go`, `internal/tokens/service.go`): inside the
 * issuing transaction on the `supabase_auth_admin` connection, with a 2 s statement timeout, the
 * event JSON as the single argument. The returned `claims` replace the claim set wholesale.
 */
import type pg from 'pg';
import { AuthError } from './errors.ts';

/** Claims GoTrue's MinimumViableTokenSchema requires in the hook's output. */
const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];
const STRING_CLAIMS = ['iss', 'jti', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'client_id'];
const INTEGER_CLAIMS = ['exp', 'iat', 'nbf'];

/**
 * Runs `select <fn>($1)` and returns the claims to sign.
 * @param fn quoted function name, e.g. `"public"."custom_access_token_hook"`
 * @param method GoTrue's authentication method (`password`, `token_refresh`, `recovery`, …)
 * @throws AuthError with the hook's `error.http_code`/`message`, or 500 unexpected_failure when the
 *   hook fails or returns claims that break the schema
 */
export async function runAccessTokenHook(
  client: pg.PoolClient,
  fn: string,
  userId: string,
  claims: Record<string, unknown>,
  method: string,
): Promise<Record<string, unknown>> {
  const event = {
    metadata: {
      uuid: crypto.randomUUID(),
      time: new Date().toISOString(),
      name: 'customize-access-token',
      ip_address: '127.0.0.1',
    },
    user_id: userId,
    claims,
    authentication_method: method,
  };
  let output: unknown;
  await client.query('savepoint access_token_hook');
  try {
    await client.query(`set local statement_timeout = '2000ms'`);
    const { rows } = await client.query<{ output: unknown }>(`select ${fn}($1::jsonb) as output`, [
      JSON.stringify(event),
    ]);
    output = rows[0]?.output;
    await client.query('set local statement_timeout = default');
    await client.query('release savepoint access_token_hook');
  } catch (error) {
    await client.query('rollback to savepoint access_token_hook').catch(() => undefined);
    throw new AuthError(500, 'unexpected_failure', `Error running hook URI: ${(error as Error).message}`);
  }
  return hookClaims(output);
}

/** Validates the hook's output as GoTrue does and returns its claims. */
export function hookClaims(output: unknown): Record<string, unknown> {
  const result = (output && typeof output === 'object' ? output : {}) as Record<string, unknown>;
  const error = result.error as { http_code?: number; message?: string } | undefined;
  if (error && typeof error === 'object' && error.message) {
    throw new AuthError(error.http_code || 500, 'unexpected_failure', error.message);
  }
  const claims = result.claims;
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new AuthError(500, 'unexpected_failure', 'output claims field is missing');
  }
  const set = claims as Record<string, unknown>;
  const problems = [
    ...REQUIRED_CLAIMS.filter((name) => !(name in set)).map((name) => `missing properties: '${name}'`),
    ...STRING_CLAIMS.filter((name) => name in set && typeof set[name] !== 'string').map(
      (name) => `${name}: expected string`,
    ),
    ...INTEGER_CLAIMS.filter((name) => name in set && !Number.isInteger(set[name])).map(
      (name) => `${name}: expected integer`,
    ),
  ];
  if (problems.length)
    throw new AuthError(
      500,
      'unexpected_failure',
      `output claims do not conform to the expected schema: ${problems.join(', ')}`,
    );
  return set;
}
