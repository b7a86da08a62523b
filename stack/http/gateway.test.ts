import { describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../keys.ts';
import { PUBLISHABLE_KEY, SECRET_KEY, gatewayAuthorization } from './gateway.ts';

describe('Kong Authorization rewrite (docs/local-stack.md#gateway)', () => {
  it('keeps a user Bearer token', () => {
    expect(gatewayAuthorization('Bearer user.jwt', ANON_KEY)).toBe('Bearer user.jwt');
  });
  it('maps the opaque secret and publishable keys to the service_role and anon JWTs', () => {
    expect(gatewayAuthorization(`Bearer ${SECRET_KEY}`, SECRET_KEY)).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
    expect(gatewayAuthorization(null, PUBLISHABLE_KEY)).toBe(`Bearer ${ANON_KEY}`);
  });
  it('copies any other apikey verbatim, as the local Kong does', () => {
    expect(gatewayAuthorization(null, 'something')).toBe('something');
    expect(gatewayAuthorization(null, null)).toBeNull();
  });
});
