/**
 * Sessions, refresh tokens and access tokens (gotrue `internal/tokens/service.go`,
 * `internal/models/sessions.go`, `refresh_token.go`; supabase-wire.md §2.2, §2.7):
 * - every issuance runs in one transaction on the `supabase_auth_admin` pool, with the access token
 *   hook inside it (§2.8);
 * - refresh tokens rotate: the used token is revoked and a child (parent = old token) is issued;
 *   re-presenting the parent of the session's current token returns the current token (the client
 *   lost the last answer); any other revoked token gets a fresh child within
 *   `refresh_token_reuse_interval` seconds of its revocation, later it revokes every token of the
 *   session (reuse detection) — gotrue `internal/tokens/service.go` RefreshTokenGrant.
 */
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import type { AuthConfig } from './config.ts';
import { AuthError } from './errors.ts';
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
export async function inAuthTransaction<T>(ctx: StackContext, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await ctx.authPool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 12 characters of [a-z0-9], the refresh token form GoTrue issues and auth-js accepts (§2.2). */
const newRefreshToken = () => Array.from({ length: 12 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');

async function insertRefreshToken(client: pg.PoolClient, user: UserRow, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4, now(), now())`,
    [token, user.id, parent, sessionId],
  );
  return token;
}

/** Signs the access token for a session: §2.7 claims, then the hook's replacement set. */
async function signAccessToken(deps: AuthDeps, client: pg.PoolClient, user: UserRow, sessionId: string, method: string) {
  const { rows: amr } = await client.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
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
    aal: 'aal1',
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
 * @param method GoTrue authentication method: `password`, `email/signup`, `recovery`, `magiclink`, `invite`, `otp`
 */
export async function startSession(deps: AuthDeps, client: pg.PoolClient, user: UserRow, method: string): Promise<TokenResponse> {
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

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string;
  updated_at: Date;
}

const alreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * Exchanges a refresh token (grant_type=refresh_token) with rotation and reuse detection.
 * @throws AuthError 400 refresh_token_not_found | refresh_token_already_used | session_not_found | user_banned
 */
export async function refreshSession(deps: AuthDeps, presented: string): Promise<TokenResponse> {
  const outcome = await inAuthTransaction(deps.ctx, async (client) => {
    const { rows } = await client.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where token = $1 for update',
      [presented],
    );
    const token = rows[0];
    if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = (await client.query('select id from auth.sessions where id = $1 for update', [token.session_id])).rows[0];
    if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(client, token.user_id);
    if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (user.banned_until && user.banned_until > new Date()) throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

    let refreshToken: string | null = null;
    if (token.revoked) {
      const active = (
        await client.query<RefreshTokenRow>(
          'select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
          [token.session_id],
        )
      ).rows[0];
      if (active && active.parent === token.token) {
        // The client lost the answer of its last refresh: hand back the current token.
        refreshToken = active.token;
      } else if (Date.now() > new Date(token.updated_at).getTime() + deps.config.refreshTokenReuseInterval * 1000) {
        // An older token replayed after the reuse interval: someone else may hold the family.
        if (deps.config.refreshTokenRotation)
          await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [token.session_id]);
        return { reused: true as const };
      }
    }
    if (!refreshToken) {
      await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      refreshToken = await insertRefreshToken(client, user, token.session_id, token.token);
    }
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [token.session_id]);
    const access = await signAccessToken(deps, client, user, token.session_id, 'token_refresh');
    return { reused: false as const, response: { ...access, token_type: 'bearer' as const, refresh_token: refreshToken, user: await userJson(client, user) } };
  });
  if (outcome.reused) throw alreadyUsed();
  return outcome.response;
}
