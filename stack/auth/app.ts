/**
 * `/auth/v1`: the GoTrue 2.189 endpoints supabase-js uses (docs/local-stack.md#auth), over `auth.*`
 * tables on the `supabase_auth_admin` pool. Routes are relative to the prefix.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
import { loadAuthConfig } from './config.ts';
import { AuthError, authErrorResponse } from './errors.ts';
import { mountAdmin } from './routes/admin.ts';
import { mountMfa } from './routes/mfa.ts';
import { mountProviders } from './routes/providers.ts';
import { mountResend } from './routes/resend.ts';
import { mountOtp } from './routes/otp.ts';
import { mountRecover } from './routes/recover.ts';
import { mountSignup } from './routes/signup.ts';
import { mountToken } from './routes/token.ts';
import { mountUser } from './routes/user.ts';
import type { AuthDeps } from './sessions.ts';
import { SignInLimits } from './throttle.ts';

/** Creates the auth service; reads `supabase/config.toml` once (`[auth]`, hook). */
export function createAuthApp(ctx: StackContext): Hono {
  const config = loadAuthConfig(ctx.rootDir, ctx.siteUrl);
  const deps: AuthDeps = { ctx, config, issuer: `${ctx.apiUrl}/auth/v1` };
  const app = new Hono();

  app.get('/health', (c) =>
    c.json({
      version: 'v2.189.0',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: config.sms.enableSignup,
        anonymous_users: config.anonymousSignIns,
        google: false,
        github: false,
        apple: false,
      },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: config.sms.autoconfirm,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(ctx.keys.jwks);
  });

  const limits = new SignInLimits({ requestsPerAddress: config.signInSignUps });
  mountToken(app, deps, limits);
  mountSignup(app, deps, limits);
  mountUser(app, deps);
  mountRecover(app, deps);
  mountOtp(app, deps);
  mountAdmin(app, deps);
  mountMfa(app, deps);
  mountResend(app, deps);
  mountProviders(app, deps);

  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not found')));
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    console.error('[auth]', error);
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  });
  return app;
}
