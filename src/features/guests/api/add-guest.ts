/**
 * Saves a guest through the `add-guest` edge function (spec §7 addGuest; team wire contract):
 * body `{hotelId, guest, idempotencyKey}` → `{data: {guest}}`. Errors arrive as HTTP status +
 * `{error: {code, message}}`; `AddGuestError` carries that code and message for the form.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { GuestInput } from '../../../../supabase/functions/_shared/guest-schema';
import { supabase } from '@/lib/supabase';
import type { Guest } from './guest-columns';

export class AddGuestError extends Error {
  constructor(message: string, readonly code: string | null) {
    super(message);
  }
}

export type AddGuestRequest = { hotelId: string; guest: GuestInput & { attachments: string[] }; idempotencyKey: string };

export async function addGuest(request: AddGuestRequest): Promise<Guest> {
  const { data, error } = await supabase.functions.invoke<{ data: { guest: Guest } }>('add-guest', { body: request });
  if (error) {
    let body: { error?: { code?: string; message?: string } } | null = null;
    if (error instanceof FunctionsHttpError) body = await (error.context as Response).json().catch(() => null);
    throw new AddGuestError(body?.error?.message ?? '', body?.error?.code ?? null);
  }
  return data!.data.guest;
}
