import { describe, expect, it } from 'vitest';
import { hookFunctionName } from './config.ts';
import { AuthError } from './errors.ts';
import { hookClaims } from './hook.ts';

const minimal = {
  aud: 'authenticated',
  exp: 2,
  iat: 1,
  sub: 'u',
  email: '',
  phone: '',
  role: 'authenticated',
  aal: 'aal1',
  session_id: 's',
  is_anonymous: false,
};

describe('custom access token hook output (docs/local-stack.md#auth)', () => {
  it('returns the claims as the replacement set', () => {
    expect(hookClaims({ claims: { ...minimal, hotel_id: null } })).toEqual({ ...minimal, hotel_id: null });
  });
  it('fails with 500 when claims are missing or break the schema', () => {
    expect(() => hookClaims({})).toThrow('output claims field is missing');
    const { session_id: _dropped, ...withoutSession } = minimal;
    expect(() => hookClaims({ claims: withoutSession })).toThrow(/session_id/);
    expect(() => hookClaims({ claims: { ...minimal, exp: 'soon' } })).toThrow(/exp/);
  });
  it("answers with the hook's own error status and message", () => {
    try {
      hookClaims({ error: { http_code: 403, message: 'No hotel' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).status).toBe(403);
      expect((error as AuthError).message).toBe('No hotel');
    }
  });
  it('turns a pg-functions URI into a quoted function name', () => {
    expect(hookFunctionName('pg-functions://postgres/public/custom_access_token_hook')).toBe(
      '"public"."custom_access_token_hook"',
    );
    expect(() => hookFunctionName('https://example.com/hook')).toThrow(/Unsupported/);
  });
});
