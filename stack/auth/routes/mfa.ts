/**
 * MFA with TOTP factors (docs/local-stack.md#auth; gotrue `internal/api/mfa.go`, `middleware.go`
 * loadFactor, requireNotAnonymous): POST /factors (enrol), POST /factors/:id/challenge,
 * POST /factors/:id/verify (session → aal2 with a `totp` amr entry), DELETE /factors/:id, and the
 * admin listing/deletion under /admin/users/:id/factors. Limits come from `[auth.mfa]`.
 */
import { isIP } from 'node:net';
import type { Context, Hono } from 'hono';
import { clientAddress } from '../../http/client-address.ts';
import { AuthError, authErrors } from '../errors.ts';
import { type FactorRow, factorJson, newTotpKey, totpCodeMatches } from '../factors.ts';
import { authenticatedUser, isUuid, jsonBody, stringField } from '../request.ts';
import { type AuthDeps, inAuthTransaction, insertRefreshToken, signAccessToken } from '../sessions.ts';
import { type UserRow, findUserById, userJson } from '../users.ts';

/** GoTrue's defaults: unverified factors expire after 300 s, challenges after 300 s. */
const FACTOR_EXPIRY_S = 300;
const CHALLENGE_EXPIRY_S = 300;
const typeError = () => authErrors.validation('factor_type needs to be totp, phone, or webauthn');
const notFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

export function mountMfa(app: Hono, deps: AuthDeps): void {
  app.post('/factors', async (c) => {
    const { user, sessionId, claims } = await signedIn(c, deps);
    const body = await jsonBody(c);
    const type = stringField(body, 'factor_type');
    if (type === 'phone' || type === 'webauthn')
      throw new AuthError(
        422,
        `mfa_${type}_enroll_not_enabled`,
        `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    if (type !== 'totp') throw typeError();
    if (!deps.config.mfa.totpEnroll)
      throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    const issuer = stringField(body, 'issuer') || new URL(deps.config.siteUrl).host;
    const key = await newTotpKey(issuer, user.email ?? '');
    const factorId = await inAuthTransaction(deps.ctx, async (client) => {
      await client.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
           and created_at < now() - make_interval(secs => $2)`,
        [user.id, FACTOR_EXPIRY_S],
      );
      const { rows } = await client.query<FactorRow>('select * from auth.mfa_factors where user_id = $1', [user.id]);
      if (rows.some((factor) => (factor.friendly_name ?? '') === friendlyName))
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      if (rows.length >= deps.config.mfa.maxEnrolledFactors)
        throw new AuthError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      if (rows.some((factor) => factor.status === 'verified') && sessionId && claims.aal !== 'aal2')
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      const { rows: created } = await client.query<{ id: string }>(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id`,
        [user.id, friendlyName, key.secret],
      );
      return created[0].id;
    });
    return c.json({
      id: factorId,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const { user } = await signedIn(c, deps);
    const factor = await ownedFactor(deps, user, c.req.param('factorId'));
    if (!deps.config.mfa.totpVerify)
      throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const { rows } = await deps.ctx.authPool.query<{ id: string; expires_at: number }>(
      `with challenge as (
         insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values (gen_random_uuid(), $1, now(), $2::inet) returning id, created_at)
       update auth.mfa_factors set last_challenged_at = (select created_at from challenge) where id = $1
       returning (select id from challenge),
         extract(epoch from (select created_at from challenge))::bigint::int + $3 as expires_at`,
      [factor.id, requestIp(c), CHALLENGE_EXPIRY_S],
    );
    return c.json({ id: rows[0].id, type: 'totp', expires_at: rows[0].expires_at });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const { user, sessionId } = await signedIn(c, deps);
    const factor = await ownedFactor(deps, user, c.req.param('factorId'));
    const body = await jsonBody(c);
    const code = stringField(body, 'code');
    if (!code) throw authErrors.validation('Code needs to be non-empty');
    if (!deps.config.mfa.totpVerify)
      throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    return c.json(await verifyFactor(deps, user, sessionId, factor, stringField(body, 'challenge_id'), code, c));
  });

  app.delete('/factors/:factorId', async (c) => {
    const { user, claims } = await signedIn(c, deps);
    const factor = await ownedFactor(deps, user, c.req.param('factorId'));
    if (factor.status === 'verified' && claims.aal !== 'aal2')
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    await inAuthTransaction(deps.ctx, async (client) => {
      await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await client.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factor.id]);
    });
    return c.json({ id: factor.id });
  });

  app.get('/admin/users/:id/factors', async (c) => {
    const user = await adminTarget(deps, c.req.param('id'));
    const { rows } = await deps.ctx.authPool.query<FactorRow>(
      'select * from auth.mfa_factors where user_id = $1 order by created_at',
      [user.id],
    );
    return c.json(rows.map(factorJson));
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const factor = await ownedFactor(deps, await adminTarget(deps, c.req.param('id')), c.req.param('factorId'));
    await deps.ctx.authPool.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return c.json(factorJson(factor));
  });
}

/** requireAuthentication + requireNotAnonymous of the /factors routes. */
async function signedIn(c: Context, deps: AuthDeps) {
  const signed = await authenticatedUser(c, deps);
  if (signed.claims.is_anonymous === true)
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  return signed;
}

/** The challenge's address column is `inet`: clients without a usable address count as 0.0.0.0. */
const requestIp = (c: Context) => {
  const address = clientAddress(c.req.raw.headers);
  return isIP(address) ? address : '0.0.0.0';
};

async function adminTarget(deps: AuthDeps, id: string | undefined): Promise<UserRow> {
  const user = await findUserById(deps.ctx.authPool, id ?? '');
  if (!user) throw authErrors.userNotFound();
  return user;
}

async function ownedFactor(deps: AuthDeps, user: UserRow, factorId: string | undefined): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await deps.ctx.authPool.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, user.id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Checks the challenge and code, then lifts the session to aal2 and issues new tokens for it. */
async function verifyFactor(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string | null,
  factor: FactorRow,
  challengeId: string,
  code: string,
  c: Context,
) {
  const { rows } = await deps.ctx.authPool.query<{ id: string; verified_at: Date | null; ip: string; age: number }>(
    `select id, verified_at, host(ip_address) as ip, extract(epoch from now() - created_at) as age
       from auth.mfa_challenges where factor_id = $1 and id::text = $2`,
    [factor.id, challengeId],
  );
  const challenge = rows[0];
  if (!challenge)
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified_at || challenge.ip !== requestIp(c))
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  if (challenge.age > CHALLENGE_EXPIRY_S) {
    await deps.ctx.authPool.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!totpCodeMatches(factor.secret ?? '', code))
    throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  if (!sessionId) throw authErrors.sessionNotFound();
  return inAuthTransaction(deps.ctx, async (client) => {
    await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await client.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
      factor.id,
    ]);
    await client.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
      sessionId,
      factor.id,
    ]);
    await client.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values (gen_random_uuid(), $1, now(), now(), 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId],
    );
    // GoTrue signs out the user's sessions below aal2 and drops other unverified TOTP factors.
    await client.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`, [
      user.id,
      sessionId,
    ]);
    await client.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp' and id <> $2`,
      [user.id, factor.id],
    );
    const { rows: current } = await client.query<{ token: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where session_id = $1 and not revoked returning token`,
      [sessionId],
    );
    const fresh = (await findUserById(client, user.id))!;
    const refreshToken = await insertRefreshToken(client, fresh, sessionId, current.at(-1)?.token ?? null);
    const access = await signAccessToken(deps, client, fresh, sessionId, 'totp');
    return { ...access, token_type: 'bearer', refresh_token: refreshToken, user: await userJson(client, fresh) };
  });
}
