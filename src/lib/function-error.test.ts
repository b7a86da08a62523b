import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { CODE_OF_STATUS, decodeFunctionError } from './function-error';

const httpError = (status: number, body: string) => new FunctionsHttpError(new Response(body, { status }));

describe('decodeFunctionError', () => {
  it("reads the function's own code and message", async () => {
    const body = JSON.stringify({ error: { code: 'resource-exhausted', message: 'Monthly guest limit reached.' } });
    const error = await decodeFunctionError(httpError(429, body));
    expect([error.code, error.message, error.fromFunction]).toEqual([
      'resource-exhausted',
      'Monthly guest limit reached.',
      true,
    ]);
  });

  it("gives the JWT gate's 401 without an {error} body the code 'unauthenticated'", async () => {
    const error = await decodeFunctionError(httpError(401, JSON.stringify({ msg: 'Invalid JWT' })));
    expect([error.code, error.fromFunction]).toEqual(['unauthenticated', false]);
  });

  it("calls a network failure or an unknown status 'unavailable'", async () => {
    expect((await decodeFunctionError(new FunctionsFetchError(new TypeError('fetch failed')))).code).toBe(
      'unavailable',
    );
    expect((await decodeFunctionError(httpError(502, '<html>bad gateway</html>'))).code).toBe('unavailable');
  });

  it('maps every status of the spec to its code', () => {
    expect(CODE_OF_STATUS).toEqual({
      400: 'invalid-argument',
      401: 'unauthenticated',
      403: 'permission-denied',
      404: 'not-found',
      409: 'aborted',
      429: 'resource-exhausted',
      500: 'internal',
      503: 'unavailable',
      504: 'deadline-exceeded',
    });
  });
});
