/**
 * A stand-in for the Supabase HTTP APIs the data-protection handlers call (Auth `/user`, PostgREST,
 * Storage sign/remove), installed as `globalThis.fetch`, so handler tests run without a stack. It
 * records every request, and answers from the rows the test gives it.
 */

/** A request the handler made: method, path (no origin), parsed JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What the fake answers: the caller's claims, the guests their hotel sees, and its two-step rule. */
export interface FakeData {
  claims: { sub: string; hotel_id: string | null; email: string; aal?: 'aal1' | 'aal2' };
  guests: Record<string, unknown>[];
  /** `hotels.require_two_step` of the caller's hotel (default false). */
  requireTwoStep?: boolean;
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An HS256-shaped access token carrying `claims` (the fake Auth accepts any signature). */
export function fakeToken(claims: FakeData['claims']): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2ln`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Installs the fake and sets the env the clients read; returns the requests seen and a restore function.
 */
export function installFakeSupabase(data: FakeData) {
  const seen: SeenRequest[] = [];
  const original = globalThis.fetch;
  Deno.env.set('SUPABASE_URL', 'http://fake.test');
  Deno.env.set('SUPABASE_ANON_KEY', 'anon');
  Deno.env.set('SUPABASE_SERVICE_ROLE_KEY', 'service');
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    seen.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
    if (url.pathname === '/auth/v1/user') return json({ id: data.claims.sub, aud: 'authenticated' });
    if (url.pathname === '/rest/v1/guests') {
      const id = url.searchParams.get('id')?.replace(/^eq\./, '');
      const row = data.guests.find((guest) => guest.id === id && guest.hotel_id === data.claims.hotel_id);
      return row ? json(row) : json({ code: 'PGRST116', message: 'no rows' }, 406);
    }
    if (url.pathname === '/rest/v1/passport_access_log') return new Response(null, { status: 201 });
    if (url.pathname === '/rest/v1/hotels') return json({ require_two_step: data.requireTwoStep ?? false });
    if (url.pathname.startsWith('/storage/v1/object/sign/')) {
      const { paths } = JSON.parse(text) as { paths: string[] };
      return json(paths.map((path) => ({ path, signedURL: `/object/sign/passports/${path}?token=t`, error: null })));
    }
    return json({ message: `fake-supabase: no route for ${request.method} ${url.pathname}` }, 500);
  };
  return { seen, restore: () => (globalThis.fetch = original) };
}
