/**
 * The Functions runtime (`/functions/v1`) through supabase-js `functions.invoke`, against fixture
 * functions in tests/contract/fixtures/functions: Supabase's env vars and `.env` secrets inside the
 * function, the `verify_jwt` gate (forged/expired/missing tokens refused, `verify_jwt = false` and
 * OPTIONS pass), the path the function sees, 404 for unknown names, 503 BOOT_ERROR. Prints cold start.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../stack/keys.ts';
import { startMiniStack, type MiniStack } from './fixtures/mini-stack.ts';

let stack: MiniStack;
/** A copy of the fixture project, so the hot-reload test can edit a function without touching the repo. */
let projectDir: string;
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

beforeAll(async () => {
  projectDir = await mkdtemp(join(tmpdir(), 'functions-fixture-'));
  await cp(resolve(import.meta.dirname, 'fixtures/functions'), projectDir, { recursive: true });
  // Its own mini stack on ports next to the storage suite's (helper D's range 55460-55479).
  stack = await startMiniStack({
    apiPort: port('STACK_TEST_FN_API_PORT', 55466),
    dbPort: port('STACK_TEST_FN_DB_PORT', 55467),
    rootDir: projectDir,
  });
});
afterAll(async () => {
  await stack?.stop();
  if (projectDir) await rm(projectDir, { recursive: true, force: true });
});

/** What the echo fixtures answer: the env vars they see and the request they got. */
interface Echo {
  env: Record<string, string>;
  method: string;
  path: string;
  pid: number;
}

/** Parses a JSON response body into the shape the test expects of it. */
async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Status and JSON body of a FunctionsHttpError (supabase-js types `error` as any). */
async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await json(response) };
}

/** `SUPABASE_*_KEYS`-style env values: JSON objects. */
const parsed = (value: string | undefined) => JSON.parse(value ?? 'null') as Record<string, unknown>;

describe('functions runtime', () => {
  it('runs a function with Supabase env vars and secrets (cold start printed)', async () => {
    const token = await stack.staffToken(crypto.randomUUID());
    const started = performance.now();
    const result = await stack.withToken(token).functions.invoke<Echo>('echo-env', { body: { hello: 'lobby' } });
    console.log(`[functions] echo-env cold start + first call: ${Math.round(performance.now() - started)} ms`);
    expect(result.error).toBeNull();
    const data = result.data;
    expect(data?.env).toMatchObject({
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: stack.ctx.databaseUrl,
      FIXTURE_SECRET: 'guest-registry-fixture',
    });
    expect(parsed(data?.env.SUPABASE_JWKS).keys).toMatchObject([{ kty: 'EC', alg: 'ES256' }]);
    expect(parsed(data?.env.SUPABASE_PUBLISHABLE_KEYS).default).toMatch(/^sb_publishable_/);
    expect(parsed(data?.env.SUPABASE_SECRET_KEYS).default).toMatch(/^sb_secret_/);
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo-env',
      body: '{"hello":"lobby"}',
      authorization: `Bearer ${token}`,
    });

    const warm = performance.now();
    await stack.withToken(token).functions.invoke('echo-env', { body: {} });
    console.log(`[functions] echo-env warm call: ${Math.round(performance.now() - warm)} ms`);
  });

  it('passes sub-paths, query strings and other methods through', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/echo-env/rooms/12?floor=1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'text/plain' },
      body: 'late checkout',
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      method: 'PUT',
      path: '/echo-env/rooms/12',
      search: '?floor=1',
      body: 'late checkout',
    });
  });

  it('verify_jwt refuses a forged, an expired and a missing token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID(), exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough-000'));
    expect(await errorBody((await stack.withToken(forged).functions.invoke('echo-env')).error)).toEqual({
      status: 401,
      body: { msg: 'Invalid JWT' },
    });
    const expired = await stack.ctx.keys.signAccessToken({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      exp: now - 120,
    });
    expect((await errorBody((await stack.withToken(expired).functions.invoke('echo-env')).error)).status).toBe(401);
    const missing = await fetch(`${stack.apiUrl}/functions/v1/echo-env`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await json(missing)).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('verify_jwt = false lets a request without a token through; OPTIONS always reaches the function', async () => {
    const open = await fetch(`${stack.apiUrl}/functions/v1/open-echo`, { method: 'POST' });
    expect(open.status).toBe(200);
    expect(await json(open)).toMatchObject({ open: true, path: '/open-echo' });
    const preflight = await fetch(`${stack.apiUrl}/functions/v1/echo-env`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
  });

  it('replaces a worker that crashed with a fresh one on the next request', async () => {
    const call = (query = '') => fetch(`${stack.apiUrl}/functions/v1/open-echo${query}`, { method: 'POST' });
    const first = await json<Echo>(await call());
    const crashed = await call('?crash=1');
    expect(crashed.status).toBe(500);
    expect(await json(crashed)).toMatchObject({ code: 'WORKER_ERROR' });
    const after = await call();
    expect(after.status).toBe(200);
    expect((await json<Echo>(after)).pid).not.toBe(first.pid);
  });

  it('serves the new code after a function file changes (dev hot reload)', async () => {
    const call = async () => json(await fetch(`${stack.apiUrl}/functions/v1/late-checkout`, { method: 'POST' }));
    const dir = join(projectDir, 'supabase', 'functions', 'late-checkout');
    await cp(join(projectDir, 'supabase', 'functions', 'open-echo'), dir, { recursive: true });
    await writeFile(join(projectDir, 'supabase', 'config.toml'), '[functions.late-checkout]\nverify_jwt = false\n');
    expect(await call()).toMatchObject({ open: true, path: '/late-checkout' });
    await writeFile(join(dir, 'index.ts'), "Deno.serve(() => Response.json({ checkout: '12:00' }));\n");
    await expect.poll(call, { timeout: 10_000, interval: 300 }).toEqual({ checkout: '12:00' });
  });

  it('answers 404 for an unknown function and 503 BOOT_ERROR for one that fails to boot', async () => {
    const missing = await stack.withToken(ANON_KEY).functions.invoke('no-such-function');
    expect(await errorBody(missing.error)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    });
    const broken = await stack.withToken(ANON_KEY).functions.invoke('broken-boot');
    const boot = await errorBody(broken.error);
    expect(boot.status).toBe(503);
    expect(boot.body).toMatchObject({ code: 'BOOT_ERROR' });
  });
});
