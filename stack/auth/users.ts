/**
 * `auth.users` / `auth.identities` access and GoTrue's user JSON (docs/local-stack.md#auth;
 * gotrue `internal/models/user.go`, `identity.go`). Emails are stored lower-case, as GoTrue does.
 */
import type pg from 'pg';
import { type FactorRow, factorJson } from './factors.ts';

/** Row of auth.users with the columns the stand-in reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean | null;
  created_at: Date;
  updated_at: Date;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and coalesce(is_sso_user, false) = false limit 1',
    [email],
  );
  return rows[0] ?? null;
}

/** Phone numbers as GoTrue stores them: digits only, no `+` (E.164 without the plus). */
export const normalisePhone = (phone: string) => phone.replace(/^\+/, '').replaceAll(' ', '');

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from auth.users where phone = $1 limit 1', [
    normalisePhone(phone),
  ]);
  return rows[0] ?? null;
}

/** Attributes for `createUser`; timestamps null = not set. */
export interface NewUser {
  id?: string;
  /** Null for phone and anonymous users. */
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  emailConfirmed: boolean;
  phoneConfirmed?: boolean;
  invited?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  /** `email` (default), `phone`, or `anonymous` (no identity, `is_anonymous` true). */
  provider?: 'email' | 'phone' | 'anonymous';
}

/**
 * Inserts a user with its identity (none for anonymous users), as GoTrue's signup/admin create do.
 * @throws pg unique violation (23505) when the email or phone is taken — callers check first
 */
export async function createUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const provider = user.provider ?? 'email';
  // GoTrue gives anonymous users an empty app_metadata (no provider keys).
  const providerKeys = provider === 'anonymous' ? {} : { provider, providers: [provider] };
  const appMetadata = { ...providerKeys, ...(user.appMetadata ?? {}) };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, phone, phone_confirmed_at, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()), 'authenticated',
       $2, lower($3), $4, case when $5 then now() end, case when $6 then now() end, $7, $8, $9, $10,
       case when $11 then now() end, now(), now())
     returning *`,
    [
      user.id ?? null,
      user.role ?? 'authenticated',
      user.email,
      user.passwordHash,
      user.emailConfirmed,
      user.invited ?? false,
      appMetadata,
      user.userMetadata ?? {},
      provider === 'anonymous',
      user.phone ? normalisePhone(user.phone) : null,
      user.phoneConfirmed ?? false,
    ],
  );
  const row = rows[0];
  if (provider !== 'anonymous') {
    const data =
      provider === 'email'
        ? { sub: row.id, email: row.email, email_verified: user.emailConfirmed, phone_verified: false }
        : { sub: row.id, phone: row.phone, email_verified: false, phone_verified: user.phoneConfirmed ?? false };
    await insertIdentity(db, row.id, provider, data);
  }
  return row;
}

/** Adds an identity of `provider` (provider id = user id, as GoTrue does for email and phone). */
export async function insertIdentity(db: Queryable, userId: string, provider: string, data: Record<string, unknown>) {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [userId, userId, data, provider],
  );
}

/**
 * Sets `app_metadata.providers` to the user's identities' providers and `provider` to the first of them
 * (gotrue `internal/models/user.go` UpdateAppMetaDataProviders).
 */
export async function syncProviders(db: Queryable, userId: string) {
  await db.query(
    `with found as (select jsonb_agg(distinct provider) as providers from auth.identities where user_id = $1)
     update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}')
         || jsonb_build_object('providers', found.providers, 'provider', found.providers -> 0), updated_at = now()
     from found where id = $1 and found.providers is not null`,
    [userId],
  );
}

/** The `auth.identities` columns GoTrue's user JSON shows. */
interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** GoTrue's user JSON: optional timestamps omitted when null, `phone` "" when none. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows: identities } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  const { rows: factors } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [user.id],
  );
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? identity.identity_data?.email,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous ?? false,
    factors: factors.length ? factors.map(factorJson) : undefined,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
