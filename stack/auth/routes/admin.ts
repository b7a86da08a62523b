/**
 * Admin API (gotrue `internal/api/admin.go`, `mail.go` generate_link, `middleware.go`
 * requireAdminCredentials; docs/local-stack.md#auth): the Bearer token must verify and carry a role in
 * GOTRUE_JWT_ADMIN_ROLES (the CLI sets `service_role`); otherwise 401 no_authorization / 403 bad_jwt /
 * 403 not_admin.
 */
import type { Context, Hono } from 'hono';
import { AuthError, authErrors } from '../errors.ts';
import { type EmailLinkType, createEmailLink } from '../links.ts';
import { assertStrongPassword, hashPassword } from '../password.ts';
import { allowedRedirect, bearerClaims, jsonBody, stringField, validEmail } from '../request.ts';
import { type AuthDeps, inAuthTransaction } from '../sessions.ts';
import { type UserRow, createUser, findUserByEmail, findUserById, userJson } from '../users.ts';

const ADMIN_ROLES = new Set(['service_role']);
const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

export function mountAdmin(app: Hono, deps: AuthDeps): void {
  app.use('/admin/*', async (c, next) => {
    // Middleware contexts carry an `any` input type; the claims only need the request.
    const claims = await bearerClaims(c as Context, deps);
    if (!ADMIN_ROLES.has(String(claims.role))) throw authErrors.notAdmin();
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = Math.max(1, paginationParam(c.req.query('page'), 1));
    const perPage = paginationParam(c.req.query('per_page'), 50) || 50;
    const db = deps.ctx.authPool;
    const total = Number((await db.query<{ count: string }>('select count(*) from auth.users')).rows[0].count);
    const { rows } = await db.query<UserRow>(
      'select * from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    const users = await Promise.all(rows.map((row) => userJson(db, row)));
    // gotrue `internal/api/pagination.go` addPaginationHeaders: absolute links, `next` only before the last page.
    const lastPage = Math.ceil(total / perPage);
    const link = (n: number, rel: string) => `<${deps.issuer}/admin/users?page=${n}&per_page=${perPage}>; rel="${rel}"`;
    c.header('X-Total-Count', String(total));
    c.header('Link', [...(page < lastPage ? [link(page + 1, 'next')] : []), link(lastPage, 'last')].join(', '));
    return c.json({ aud: 'authenticated', users });
  });

  app.post('/admin/users', async (c) => {
    const body = await jsonBody(c);
    const email = validEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (password) assertStrongPassword(password, deps.config.minimumPasswordLength);
    const passwordHash = password ? await hashPassword(password) : stringField(body, 'password_hash') || null;
    const user = await inAuthTransaction(deps.ctx, async (client) => {
      if (await findUserByEmail(client, email)) throw emailExists();
      const created = await createUser(client, {
        id: stringField(body, 'id') || undefined,
        email,
        passwordHash,
        emailConfirmed: body.email_confirm === true,
        userMetadata: objectField(body, 'user_metadata'),
        appMetadata: objectField(body, 'app_metadata'),
        role: stringField(body, 'role') || undefined,
      });
      return userJson(client, created);
    });
    return c.json(user);
  });

  app.get('/admin/users/:id', async (c) => c.json(await userJson(deps.ctx.authPool, await existingUser(deps, c))));

  app.put('/admin/users/:id', async (c) => {
    const user = await existingUser(deps, c);
    const body = await jsonBody(c);
    const password = typeof body.password === 'string' && body.password ? body.password : null;
    if (password) assertStrongPassword(password, deps.config.minimumPasswordLength);
    const passwordHash = password ? await hashPassword(password) : null;
    const email = typeof body.email === 'string' && body.email ? validEmail(body.email) : null;
    const updated = await inAuthTransaction(deps.ctx, async (client) => {
      if (email && email !== user.email) {
        if (await findUserByEmail(client, email)) throw emailExists();
        await client.query('update auth.users set email = $2 where id = $1', [user.id, email]);
      }
      await client.query(
        `update auth.users set
           encrypted_password = coalesce($2, encrypted_password),
           email_confirmed_at = case when $3 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
           raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
           raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || coalesce($5::jsonb, '{}'),
           role = coalesce($6, role),
           banned_until = case when $7 = 'none' then null when $7 is null then banned_until else now() + $7::interval end,
           updated_at = now()
         where id = $1`,
        [
          user.id,
          passwordHash,
          body.email_confirm === true,
          body.user_metadata ? JSON.stringify(body.user_metadata) : null,
          body.app_metadata ? JSON.stringify(body.app_metadata) : null,
          stringField(body, 'role') || null,
          stringField(body, 'ban_duration') || null,
        ],
      );
      // GoTrue's adminUserUpdate sets a password with UpdatePassword(tx, nil): every session of the
      // user ends, so no refresh token outlives an admin's password change (docs/local-stack.md#auth).
      if (passwordHash) await client.query('delete from auth.sessions where user_id = $1', [user.id]);
      return userJson(client, (await findUserById(client, user.id))!);
    });
    return c.json(updated);
  });

  app.delete('/admin/users/:id', async (c) => {
    const user = await existingUser(deps, c);
    const body = await jsonBody(c);
    if (body.should_soft_delete === true) {
      await deps.ctx.authPool.query(
        `update auth.users set deleted_at = now(), email = null, encrypted_password = null, updated_at = now() where id = $1`,
        [user.id],
      );
      await deps.ctx.authPool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else {
      await deps.ctx.authPool.query('delete from auth.users where id = $1', [user.id]);
    }
    return c.json({});
  });

  app.post('/admin/generate_link', async (c) => {
    const body = await jsonBody(c);
    const type = stringField(body, 'type') as EmailLinkType;
    if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type))
      throw authErrors.validation('Invalid email action link type requested');
    const email = validEmail(body.email);
    const redirectTo = allowedRedirect(deps.config, c.req.query('redirect_to') ?? stringField(body, 'redirect_to'));
    const password = typeof body.password === 'string' ? body.password : '';
    const result = await inAuthTransaction(deps.ctx, async (client) => {
      let user = await findUserByEmail(client, email);
      if (type === 'signup' || type === 'invite') {
        if (user?.email_confirmed_at) throw emailExists();
        if (type === 'signup' && password) assertStrongPassword(password, deps.config.minimumPasswordLength);
        user ??= await createUser(client, {
          email,
          passwordHash: password ? await hashPassword(password) : null,
          emailConfirmed: false,
          invited: type === 'invite',
          userMetadata: objectField(body, 'data'),
        });
      }
      if (!user) throw authErrors.userNotFound();
      const link = await createEmailLink(deps, client, user, type, redirectTo);
      return {
        ...(await userJson(client, (await findUserById(client, user.id))!)),
        action_link: link.actionLink,
        email_otp: link.otp,
        hashed_token: link.hashedToken,
        verification_type: type,
        redirect_to: redirectTo,
      };
    });
    return c.json(result);
  });
}

/**
 * `page`/`per_page` as Go's strconv.ParseUint reads them (gotrue `paginate`).
 * @throws 400 validation_failed "Bad Pagination Parameters: …" for anything but digits
 */
function paginationParam(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value))
    throw authErrors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`);
  return Number(value);
}

const objectField = (body: Record<string, unknown>, key: string) =>
  body[key] && typeof body[key] === 'object' && !Array.isArray(body[key]) ? (body[key] as Record<string, unknown>) : {};

async function existingUser(deps: AuthDeps, c: Context): Promise<UserRow> {
  const user = await findUserById(deps.ctx.authPool, c.req.param('id') ?? '');
  if (!user) throw authErrors.userNotFound();
  return user;
}
