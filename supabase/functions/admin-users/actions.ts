/** The admin-users actions, each with the service-role client (the caller is already authorised). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAuthUser, fromAuthError, undoCreateUser } from '../_shared/auth-admin.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';

/** GoTrue's largest page for GET /admin/users. */
const PAGE_SIZE = 1000;

/** Every auth user with their hotel (null when they have none, e.g. the admin). */
export async function listUsers(service: SupabaseClient) {
  const users: { id: string; email?: string }[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: PAGE_SIZE });
    if (error) throw fromAuthError(error);
    users.push(...data.users);
    if (data.users.length < PAGE_SIZE) break;
  }
  const [members, hotels] = await Promise.all([
    service.from('hotel_members').select('user_id, hotel_id'),
    service.from('hotels').select('id, name'),
  ]);
  if (members.error) throw fromDatabaseError(members.error);
  if (hotels.error) throw fromDatabaseError(hotels.error);
  const hotelOf = new Map(members.data.map((m) => [m.user_id as string, m.hotel_id as string]));
  const nameOf = new Map(hotels.data.map((h) => [h.id as string, h.name as string]));
  return users.map((user) => {
    const hotelId = hotelOf.get(user.id) ?? null;
    return {
      uid: user.id,
      email: user.email ?? null,
      hotelId,
      hotelName: hotelId ? (nameOf.get(hotelId) ?? null) : null,
    };
  });
}

/**
 * Creates a staff user of an existing hotel: the auth user, then the membership. The plan's user
 * limit is the database's (PT429 → 429); if the membership fails, the auth user is deleted again
 * so no account is left without a hotel.
 */
export async function createStaffUser(
  service: SupabaseClient,
  input: { email: string; password: string; hotelId: string },
) {
  const hotel = await service.from('hotels').select('id').eq('id', input.hotelId).maybeSingle();
  if (hotel.error) throw fromDatabaseError(hotel.error);
  if (!hotel.data) throw new HttpError('not-found', 'hotelId: No such hotel');

  const uid = await createAuthUser(service, input.email, input.password);
  const member = await service
    .from('hotel_members')
    .insert({ user_id: uid, hotel_id: input.hotelId, email: input.email, role: 'staff' });
  if (member.error) {
    await undoCreateUser(service, uid);
    throw fromDatabaseError(member.error);
  }
  return { uid, email: input.email, hotelId: input.hotelId };
}

/**
 * Sends GoTrue's recovery email (GoTrue answers alike for unknown addresses: no user enumeration), then
 * signs the user out everywhere (docs/architecture.md#access-that-ends): every session ends, so no
 * refresh token outlives the reset and access tokens die within `jwt_expiry`.
 */
export async function sendPasswordReset(service: SupabaseClient, email: string, redirectTo?: string) {
  const { error } = await service.auth.resetPasswordForEmail(email, redirectTo ? { redirectTo } : {});
  if (error) throw fromAuthError(error);
  const signedOut = await service.rpc('sign_out_everywhere', { p_email: email });
  if (signedOut.error) throw fromDatabaseError(signedOut.error);
}

/**
 * Deletes the auth user; memberships cascade and the user's sessions and refresh tokens go too, so they
 * are signed out everywhere (docs/architecture.md#access-that-ends).
 */
export async function deleteUser(service: SupabaseClient, uid: string) {
  const { error } = await service.auth.admin.deleteUser(uid);
  if (error) throw fromAuthError(error);
}
