/**
 * Saves a guest through the `add-guest` edge function (docs/product.md#server-calls addGuest; team wire contract):
 * body `{hotelId, guest, idempotencyKey}` → `{data: {guest}}`. Errors arrive as HTTP status +
 * `{error: {code, message}}`; `AddGuestError` carries that code and message for the form.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { GuestInput } from '@shared/guest-schema';
import { supabase } from '@/lib/supabase';
import type { Guest } from './guest-columns';

export class AddGuestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/**
 * Spec docs/product.md#messages status mapping, for answers without the `{error}` body: the platform's JWT gate (verify_jwt)
 * rejects an expired or invalid token itself with 401 `{msg: 'Invalid JWT'}`, which must still read
 * as unauthenticated ('Please sign in again.').
 */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

export type AddGuestRequest = {
  hotelId: string;
  guest: GuestInput & { attachments: string[] };
  idempotencyKey: string;
};

export async function addGuest(request: AddGuestRequest): Promise<Guest> {
  const result = await supabase.functions.invoke<{ data: { guest: Guest } }>('add-guest', { body: request });
  const error: unknown = result.error;
  if (error) {
    type ErrorBody = { error?: { code?: string; message?: string } } | null;
    let body: ErrorBody = null;
    let status = 0;
    if (error instanceof FunctionsHttpError) {
      status = (error.context as Response).status;
      body = (await (error.context as Response).json().catch(() => null)) as ErrorBody;
    }
    throw new AddGuestError(body?.error?.message ?? '', body?.error?.code ?? CODE_BY_STATUS[status] ?? null);
  }
  return result.data!.data.guest;
}
