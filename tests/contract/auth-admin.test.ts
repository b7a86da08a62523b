/**
 * /auth/v1/admin (docs/local-stack.md#auth): the admin user API with the service role and the secret
 * key, refused to the anon key and to users; listUsers pagination and its input validation.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_KEY } from '../../stack/http/gateway.ts';
import { SEED, anonClient, serviceClient, signedInClient, stackInfo } from './support/clients.ts';
import { unique } from './support/auth.ts';

describe('admin API', () => {
  it('lists, creates, reads, links and deletes users with the service role', async () => {
    const admin = serviceClient().auth.admin;
    // Other contract files create users first; one page big enough for all keeps the seed user on it.
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(SEED.demo.email);

    const email = unique('front-desk');
    const created = await admin.createUser({ email, password: 'created-pass', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const duplicate = await admin.createUser({ email, password: 'created-pass' });
    expect(duplicate.error?.code).toBe('email_exists');

    const link = await admin.generateLink({ type: 'recovery', email });
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(link.data.properties?.verification_type).toBe('recovery');

    expect((await signedInClient(email, 'created-pass')).auth).toBeTruthy();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it('accepts the opaque secret key as apikey alone (the gateway maps it to the service_role JWT)', async () => {
    const response = await fetch(`${stackInfo().apiUrl}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: SECRET_KEY },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(response.headers.get('link')).toContain('rel="next"');
    expect(((await response.json()) as { users: unknown[] }).users).toHaveLength(2);
  });

  it('is refused with the anon key and with a user token', async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    const demo = await signedInClient(SEED.demo.email, SEED.demo.password);
    const { data } = await demo.auth.getSession();
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(response.status).toBe(403);
  });

  it('validates page and per_page as GoTrue does and links the next and last pages', async () => {
    const bad = await serviceClient().auth.admin.listUsers({ page: -1, perPage: 10 });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax');
    const response = await fetch(`${stackInfo().apiUrl}/auth/v1/admin/users?page=abc`, {
      headers: { apikey: SECRET_KEY },
    });
    expect(response.status).toBe(400);

    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    // auth-js reads the Link and X-Total-Count headers into the page numbers.
    expect(data).toMatchObject({ nextPage: 2, total: expect.any(Number) as number });
    const page = await fetch(`${stackInfo().apiUrl}/auth/v1/admin/users?page=1&per_page=1`, {
      headers: { apikey: SECRET_KEY },
    });
    const total = Number(page.headers.get('x-total-count'));
    expect(page.headers.get('link')).toBe(
      `<${stackInfo().apiUrl}/auth/v1/admin/users?page=2&per_page=1>; rel="next", ` +
        `<${stackInfo().apiUrl}/auth/v1/admin/users?page=${total}&per_page=1>; rel="last"`,
    );
  });
});
