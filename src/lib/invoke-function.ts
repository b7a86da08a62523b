/**
 * The SPA's one way to call an edge function (docs/architecture.md#edge-functions): every caller
 * goes through {@link invokeFunction}, so every failure is decoded the same way.
 */
import { decodeFunctionError, EdgeFunctionError } from './function-error';
import { supabase } from './supabase';

/**
 * POSTs `body` as JSON to `/functions/v1/<name>` with the signed-in user's token and unwraps the
 * `{data}` of the answer.
 * @throws EdgeFunctionError with the function's code and message on any failure
 */
export async function invokeFunction<T>(name: string, body: object): Promise<T> {
  const result = await supabase.functions.invoke<{ data: T }>(name, { body: body as Record<string, unknown> });
  // supabase-js types a failure's `error` as any: decodeFunctionError narrows it.
  const failure: unknown = result.error;
  if (failure) throw await decodeFunctionError(failure);
  const data = result.data;
  if (!data) throw new EdgeFunctionError('unavailable', 'Empty response', false);
  return data.data;
}
