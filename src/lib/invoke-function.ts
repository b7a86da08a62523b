import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** An edge function failure: the `{error: {code, message}}` body of the team's wire contract, or
 * code 'unavailable' when no such body could be read (network, relay, non-JSON answer). */
export class EdgeFunctionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EdgeFunctionError';
  }
}

/**
 * POSTs `body` as JSON to `/functions/v1/<name>` with the signed-in user's token and unwraps
 * `{data}` (docs/architecture.md#edge-functions).
 * @throws EdgeFunctionError with the function's code and message on any failure
 */
export async function invokeFunction<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const result = await supabase.functions.invoke<{ data: T }>(name, { body });
  const data = result.data;
  const error: unknown = result.error;
  if (!error && data) return data.data;
  if (error instanceof FunctionsHttpError) {
    const payload = (await (error.context as Response).json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const detail = payload?.error;
    if (detail?.message) throw new EdgeFunctionError(detail.code ?? 'internal', detail.message);
  }
  throw new EdgeFunctionError('unavailable', (error as { message?: string } | null)?.message ?? 'Empty response');
}
