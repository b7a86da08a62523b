/**
 * Supabase clients for edge functions, from the env vars Supabase sets in every function
 * (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY; docs/local-stack.md#functions):
 * - `userClient(req)`: carries the caller's Authorization header, so Postgres RLS and Storage
 *   policies decide what the caller may do;
 * - `requireCaller(req)` / `requirePlatformAdmin(req)`: verify the caller's access token first and
 *   return that client with the verified claims;
 * - `serviceClient()`: the service role (bypasses RLS), only after the caller has been authorised.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { HttpError, fromDatabaseError } from './errors.ts';

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_ANON_KEY: z.string().min(1),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
});

/** Reads and checks the env; a missing variable is a 500 naming it (logged, not leaked as data). */
function env() {
  const result = envSchema.safeParse(Deno.env.toObject());
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new HttpError('internal', 'Internal error.', `env: ${names}`);
  }
  return result.data;
}

/** Server-side clients keep no session and never refresh: each request brings its own token. */
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A client acting as the holder of `accessToken` (RLS applies). */
function clientFor(accessToken: string): SupabaseClient {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = env();
  return createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: serverAuth,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

/** The Bearer token of `req`, or null. */
const bearerToken = (req: Request) => /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? null;

/**
 * A client carrying the caller's Authorization header, so RLS and Storage policies apply. It does
 * not prove who the caller is: use `requireCaller` for that (it returns this client too).
 * @throws HttpError 401 without a Bearer token
 */
export function userClient(req: Request): SupabaseClient {
  const token = bearerToken(req);
  if (!token) throw new HttpError('unauthenticated', 'Please sign in again.');
  return clientFor(token);
}

/** The service-role client: bypasses RLS; use only after `requireCaller` checked the caller's rights. */
export function serviceClient(): SupabaseClient {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = env();
  return createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, { auth: serverAuth });
}

/** The signed-in caller, as proven by a verified access token. */
export interface Caller {
  /** Acts as the caller: PostgREST and Storage apply RLS with the caller's claims. */
  client: SupabaseClient;
  /** `sub`: the auth.users id. */
  userId: string;
  /** `hotel_id` claim from the access token hook; null for users without a hotel and admins. */
  hotelId: string | null;
  /** `app_role` claim: 'platform_admin' | 'hotel_staff'. */
  appRole: string | null;
  /** `email` claim, lower-cased. */
  email: string | null;
  /** `aal` claim: 'aal2' after the sign-in's second step (docs/product.md#two-step-sign-in), else 'aal1'. */
  aal: 'aal1' | 'aal2';
}

/**
 * Verifies the Bearer token of `req` with `auth.getClaims` (asymmetric keys: checked against the
 * project's JWKS; symmetric: checked by the Auth server) and requires a signed-in user
 * (`role: authenticated`); the anon key and expired or forged tokens answer 401.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const client = userClient(req);
  const { data, error } = await client.auth.getClaims(bearerToken(req)!);
  if (error?.name === 'AuthRetryableFetchError') {
    throw new HttpError('unavailable', 'Sign-in service is not reachable. Try again.', 'auth-fetch');
  }
  const claims = data?.claims;
  if (error || !claims || claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new HttpError('unauthenticated', 'Please sign in again.');
  }
  const hotelId = typeof claims.hotel_id === 'string' ? claims.hotel_id : null;
  const appRole = typeof claims.app_role === 'string' ? claims.app_role : null;
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  const aal = claims.aal === 'aal2' ? 'aal2' : 'aal1';
  return { client, userId: claims.sub, hotelId, appRole, email, aal };
}

/**
 * Like `requireCaller`, and also requires the `platform_admin` app role, an `aal2` session (the
 * admin signs in with two steps, docs/product.md#two-step-sign-in) and the caller's email still
 * listed in `platform_admins`, as the database's `private.is_platform_admin()` does, so an admin
 * removed from the list loses access before the token expires. Else 403.
 */
export async function requirePlatformAdmin(req: Request): Promise<Caller> {
  const caller = await requireCaller(req);
  const denied = new HttpError('permission-denied', 'Only the platform administrator may do this.');
  if (caller.appRole !== 'platform_admin' || !caller.email) throw denied;
  if (caller.aal !== 'aal2') {
    throw new HttpError('permission-denied', 'Sign in with your two-step code to use the admin console.');
  }
  const listed = await serviceClient().from('platform_admins').select('email').eq('email', caller.email).maybeSingle();
  if (listed.error) throw fromDatabaseError(listed.error);
  if (!listed.data) throw denied;
  return caller;
}
