/**
 * Sessions, refresh tokens and access tokens (gotrue `internal/tokens/service.go`,
 * `internal/models/sessions.go`, `refresh_token.go`; docs/local-stack.md#auth):
 * - every issuance runs in one transaction on the `supabase_auth_admin` pool, with the access token
 *   hook inside it (docs/local-stack.md#auth);
 * - refresh tokens rotate (see ./refresh.ts).
 */
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AuthConfig } from './config.ts';
import { runAccessTokenHook } from './hook.ts';
import { type UserRow, findUserById, userJson } from './users.ts';

/** What every auth route needs. */
export interface AuthDeps {
  ctx: StackContext;
  config: AuthConfig;
  /** `iss` of access tokens: `<apiUrl>/auth/v1` (GoTrue's API_EXTERNAL_URL locally). */
  issuer: string;
}

/** GoTrue's token response. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** Runs `work` in one transaction on the auth pool (commit on success, rollback on throw). */
export function inAuthTransaction<T>(ctx: StackContext, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(ctx.authPool, work);
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 12 characters of [a-z0-9], the refresh token form GoTrue issues and auth-js accepts (docs/local-stack.md#auth). */
const newRefreshToken = () =>
  Array.from({ length: 12 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');

/** Issues a new refresh token for a session (`parent` = the token it replaces, if any). */
export async function insertRefreshToken(
  client: pg.PoolClient,
  user: UserRow,
  sessionId: string,
  parent: string | null,
) {
  const token = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, user.id, parent, sessionId],
  );
  return token;
}

/**
 * Signs the access token for a session: docs/local-stack.md#auth claims (`aal` from the session, `amr`
 * newest first), then the hook's replacement set.
 */
export async function signAccessToken(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  sessionId: string,
  method: string,
) {
  const { rows: amr } = await client.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const { rows: session } = await client.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + deps.config.jwtExpiry;
  let claims: Record<string, unknown> = {
    iss: deps.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: session[0]?.aal ?? 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  if (deps.config.customAccessTokenHook) {
    claims = await runAccessTokenHook(client, deps.config.customAccessTokenHook, user.id, claims, method);
  }
  const accessToken = await deps.ctx.keys.signAccessToken(claims);
  const expiresAt = typeof claims.exp === 'number' ? claims.exp : exp;
  return { access_token: accessToken, expires_in: expiresAt - iat, expires_at: expiresAt };
}

/**
 * Starts a session for `user` (sign-in, sign-up, verify): session row, amr claim, refresh token,
 * `last_sign_in_at`, signed access token.
 * @param method GoTrue authentication method: `password`, `email/signup`, `recovery`, `magiclink`, `invite`, `otp`,
 *   `anonymous`
 */
export async function startSession(
  deps: AuthDeps,
  client: pg.PoolClient,
  user: UserRow,
  method: string,
): Promise<TokenResponse> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', now()) returning id`,
    [user.id],
  );
  const sessionId = rows[0].id;
  await client.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)`,
    [sessionId, method],
  );
  await client.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
  await client.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [user.id]);
  const signedIn = (await findUserById(client, user.id))!;
  const refreshToken = await insertRefreshToken(client, signedIn, sessionId, null);
  const access = await signAccessToken(deps, client, signedIn, sessionId, method);
  return { ...access, token_type: 'bearer', refresh_token: refreshToken, user: await userJson(client, signedIn) };
}
