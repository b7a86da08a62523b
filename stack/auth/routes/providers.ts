/**
 * Identity linking and the sign-in methods the local stack has no provider for, answered as GoTrue
 * answers with them disabled (docs/local-stack.md#auth; gotrue `internal/api/identity.go`,
 * `external.go`, `token_oidc.go`, `web3.go`, `middleware.go` requireSAMLEnabled and
 * requireManualLinkingEnabled):
 * - GET /authorize and GET /user/identities/authorize (signInWithOAuth, linkIdentity): no OAuth
 *   provider is enabled → 400 validation_failed;
 * - DELETE /user/identities/:id (unlinkIdentity) with `[auth] enable_manual_linking`;
 * - /sso (signInWithSSO) → 404 saml_provider_disabled; the web3 and id_token grants: see ../routes/token.ts.
 */
import type { Context, Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { authenticatedUser, isUuid } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { syncProviders } from '../users.ts';

/** GoTrue's OAuth providers (`internal/api/external.go` Provider switch). */
const OAUTH_PROVIDERS = new Set(
  'apple azure bitbucket discord facebook figma fly github gitlab google kakao keycloak linkedin linkedin_oidc notion slack slack_oidc snapchat spotify twitch twitter workos x zoom'.split(
    ' ',
  ),
);

/** The answer for an OAuth provider that is not configured. */
export function oauthProviderError(provider: string): AuthError {
  return OAUTH_PROVIDERS.has(provider.toLowerCase())
    ? authErrors.validation('Unsupported provider: provider is not enabled')
    : authErrors.validation(`Unsupported provider: Provider ${provider} could not be found`);
}

export function mountProviders(app: Hono, deps: AuthDeps): void {
  app.get('/authorize', (c) => {
    throw oauthProviderError(c.req.query('provider') ?? '');
  });

  const samlDisabled = () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  };
  app.post('/sso', samlDisabled);
  app.get('/sso/saml/metadata', samlDisabled);
  app.post('/sso/saml/acs', samlDisabled);

  app.get('/user/identities/authorize', async (c) => {
    await linkingUser(c, deps);
    throw oauthProviderError(c.req.query('provider') ?? '');
  });

  app.delete('/user/identities/:identityId', async (c) => {
    const { user } = await linkingUser(c, deps);
    const identityId = c.req.param('identityId');
    if (!isUuid(identityId)) throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
    await inAuthTransaction(deps.ctx, async (client) => {
      const { rows } = await client.query<{ id: string; provider: string }>(
        'select id, provider from auth.identities where user_id = $1 for update',
        [user.id],
      );
      if (rows.length <= 1)
        throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
      const identity = rows.find((row) => row.id === identityId);
      if (!identity) throw new AuthError(422, 'identity_not_found', "Identity doesn't exist");
      await client.query('delete from auth.identities where id = $1', [identity.id]);
      if (identity.provider === 'phone') {
        await client.query('update auth.users set phone = null, phone_confirmed_at = null where id = $1', [user.id]);
      } else {
        // GoTrue UpdateUserEmailFromIdentities: the email follows the remaining identities.
        await client.query(
          `update auth.users set email = (select email from auth.identities where user_id = $1 and email is not null
             order by created_at limit 1) where id = $1`,
          [user.id],
        );
      }
      await syncProviders(client, user.id);
    });
    return c.json({});
  });
}

/** requireAuthentication, then requireManualLinkingEnabled (GoTrue's order). */
async function linkingUser(c: Context, deps: AuthDeps) {
  const signed = await authenticatedUser(c, deps);
  if (!deps.config.manualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  return signed;
}
