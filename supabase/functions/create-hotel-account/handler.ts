/**
 * create-hotel-account: the /create-user form (docs/product.md#screens-and-routes, admin only per the route table).
 * Body `{hotelName, hotelAddress, email, password}` → `{hotel: {id, name}, user: {uid, email}}`.
 * Creates the owner's auth user, the hotel (owner_id set; the database's hotels_start_starter_subscription
 * trigger gives it the Starter plan), and the owner membership.
 * These are separate service calls, so it is all or nothing by compensation: whatever was created
 * is deleted again when a later step fails (no orphan user, no hotel without its owner).
 */
import { z } from 'zod';
import { createAuthUser, undoCreateUser } from '../_shared/auth-admin.ts';
import { requirePlatformAdmin, serviceClient } from '../_shared/clients.ts';
import { fromDatabaseError } from '../_shared/errors.ts';
import { emailField, passwordField, requiredText } from '../_shared/fields.ts';
import { parseWith, type Handler } from '../_shared/http.ts';

export const bodySchema = z.strictObject({
  hotelName: requiredText(200),
  hotelAddress: requiredText(500),
  email: emailField(),
  password: passwordField(),
});

export const createHotelAccount: Handler = async (req, body) => {
  await requirePlatformAdmin(req);
  const input = parseWith(bodySchema, body);
  const service = serviceClient();

  const uid = await createAuthUser(service, input.email, input.password);
  let hotelId: string | null = null;
  try {
    const hotel = await service
      .from('hotels')
      .insert({ name: input.hotelName, address: input.hotelAddress, owner_id: uid })
      .select('id, name')
      .single();
    if (hotel.error) throw fromDatabaseError(hotel.error);
    hotelId = hotel.data.id as string;
    const member = await service
      .from('hotel_members')
      .insert({ user_id: uid, hotel_id: hotelId, email: input.email, role: 'owner' });
    if (member.error) throw fromDatabaseError(member.error);
    return { hotel: { id: hotelId, name: hotel.data.name as string }, user: { uid, email: input.email } };
  } catch (error) {
    // Undo in reverse order; deleting the hotel cascades its subscription and membership.
    if (hotelId) {
      const undo = await service.from('hotels').delete().eq('id', hotelId);
      if (undo.error) console.error(JSON.stringify({ undo: 'deleteHotel', failed: undo.error.code }));
    }
    await undoCreateUser(service, uid);
    throw error;
  }
};
