/**
 * Saves a guest through the `add-guest` edge function (docs/product.md#server-calls addGuest; team wire contract):
 * body `{hotelId, guest, idempotencyKey, stay?}` → `{data: {guest}}`; `stay` puts a companion into a lead's stay. Errors arrive as HTTP status +
 * `{error: {code, message}}`; `AddGuestError` carries that code and message for the form (decoded by src/lib/function-error.ts).
 */
import type { GuestInput } from '@shared/guest-schema';
import type { GuestStayInput } from '@shared/guest-stay';
import { EdgeFunctionError } from '@/lib/function-error';
import { invokeFunction } from '@/lib/invoke-function';
import type { Guest } from './guest-columns';

export class AddGuestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export type AddGuestRequest = {
  hotelId: string;
  guest: GuestInput & { attachments: string[] };
  idempotencyKey: string;
  /** A companion: the lead's stay, their role and (a minor) relationship. Absent: a stay of one. */
  stay?: GuestStayInput;
};

export async function addGuest(request: AddGuestRequest): Promise<Guest> {
  try {
    return (await invokeFunction<{ guest: Guest }>('add-guest', request)).guest;
  } catch (error) {
    if (!(error instanceof EdgeFunctionError)) throw error;
    throw new AddGuestError(error.fromFunction ? error.message : '', error.code);
  }
}
