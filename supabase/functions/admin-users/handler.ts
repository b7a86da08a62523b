/**
 * admin-users: the admin dashboard's user management (docs/product.md#screens-and-routes and docs/product.md#server-calls: list-users,
 * create-user, reset-password, delete-user), as one function with an `action`:
 * - `{action:'list'}` → `{users: [{uid, email, hotelId, hotelName}]}`
 * - `{action:'create', email, password, hotelId}` → `{user: {uid, email, hotelId}}` (role staff)
 * - `{action:'reset-password', email}` → `{sent: true}` (the user is also signed out everywhere)
 * - `{action:'delete', uid}` → `{deleted: true}` (membership cascades, sessions go with the user)
 * - `{action:'delete-hotel', hotelId}` → `{deleted: true, images, users}`: the hotel, its passport images
 *   (with deletion receipts) and its users' accounts (docs/product.md#data-protection)
 * Only a caller with the `platform_admin` app_role claim (else 403); the work then runs with the
 * service role, since auth.users is not reachable through RLS.
 */
import { z } from 'zod';
import { requirePlatformAdmin, serviceClient } from '../_shared/clients.ts';
import { HttpError } from '../_shared/errors.ts';
import { emailField, passwordField, uuidField } from '../_shared/fields.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { createStaffUser, deleteUser, listUsers, sendPasswordReset } from './actions.ts';
import { deleteHotel } from './delete-hotel.ts';

export const bodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('list') }),
    z.strictObject({
      action: z.literal('create'),
      email: emailField(),
      password: passwordField(),
      hotelId: uuidField(),
    }),
    z.strictObject({ action: z.literal('reset-password'), email: emailField() }),
    z.strictObject({ action: z.literal('delete'), uid: uuidField() }),
    z.strictObject({ action: z.literal('delete-hotel'), hotelId: uuidField() }),
  ],
  { error: "Must be one of 'list', 'create', 'reset-password', 'delete', 'delete-hotel'" },
);

/** Where the reset link lands: the app's /reset-password page (SITE_URL, else the caller's Origin). */
function resetRedirect(req: Request): string | undefined {
  const site = Deno.env.get('SITE_URL') ?? req.headers.get('origin');
  return site ? `${site.replace(/\/+$/, '')}/reset-password` : undefined;
}

export const adminUsers: Handler = async (req, body) => {
  const caller = await requirePlatformAdmin(req);
  const input = parseWith(bodySchema, body);
  const service = serviceClient();
  switch (input.action) {
    case 'list':
      return { users: await listUsers(service) };
    case 'create':
      return { user: await createStaffUser(service, input) };
    case 'reset-password':
      await sendPasswordReset(service, input.email, resetRedirect(req));
      return { sent: true };
    case 'delete':
      if (input.uid === caller.userId) {
        throw new HttpError('invalid-argument', 'uid: You cannot delete your own account');
      }
      await deleteUser(service, input.uid);
      return { deleted: true };
    case 'delete-hotel':
      return deleteHotel(service, caller, input.hotelId);
  }
};
