/**
 * grant_type=refresh_token with rotation and reuse detection (gotrue `internal/tokens/service.go`
 * RefreshTokenGrant): the used token is revoked and a child (parent = old token) is issued;
 * re-presenting the parent of the session's current token returns the current token (the client
 * lost the last answer); any other revoked token gets a fresh child within
 * `refresh_token_reuse_interval` seconds of its revocation, later every token of the session is
 * revoked (reuse detection) and the request fails with refresh_token_already_used.
 */
import { AuthError } from './errors.ts';
import {
  type AuthDeps,
  type TokenResponse,
  inAuthTransaction,
  insertRefreshToken,
  signAccessToken,
} from './sessions.ts';
import { findUserById, userJson } from './users.ts';

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
    const session = (
      await client.query<{ id: string }>('select id from auth.sessions where id = $1 for update', [token.session_id])
    ).rows[0];
    if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(client, token.user_id);
    if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (user.banned_until && user.banned_until > new Date())
      throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

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
          await client.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
            [token.session_id],
          );
        return { reused: true as const };
      }
    }
    if (!refreshToken) {
      await client.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      refreshToken = await insertRefreshToken(client, user, token.session_id, token.token);
    }
    await client.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      token.session_id,
    ]);
    const access = await signAccessToken(deps, client, user, token.session_id, 'token_refresh');
    return {
      reused: false as const,
      response: {
        ...access,
        token_type: 'bearer' as const,
        refresh_token: refreshToken,
        user: await userJson(client, user),
      },
    };
  });
  if (outcome.reused) throw alreadyUsed();
  return outcome.response;
}
