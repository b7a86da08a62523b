import { describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { claimsFromAccessToken } from './auth-claims';
import { homePathFor } from './home-path';

const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();

describe('tenancy claims from the access token', () => {
  it('reads hotel_id and app_role set by the access token hook', () => {
    const id = '3f1c1a43-9a55-4a59-9d7e-1c0d7cf4d0b1';
    expect(claimsFromAccessToken(token({ hotel_id: id, app_role: 'hotel_staff', aal: 'aal1' }))).toEqual({
      hotelId: id,
      appRole: 'hotel_staff',
      aal: 'aal1',
    });
  });

  it('reads the assurance level of a two-step sign-in', () => {
    expect(claimsFromAccessToken(token({ hotel_id: null, app_role: 'platform_admin', aal: 'aal2' }))).toEqual({
      hotelId: null,
      appRole: 'platform_admin',
      aal: 'aal2',
    });
  });

  it('treats a null hotel claim, unknown roles and garbage as absent', () => {
    expect(claimsFromAccessToken(token({ hotel_id: null, app_role: 'root', aal: 'aal3' }))).toEqual({
      hotelId: null,
      appRole: null,
      aal: 'aal1',
    });
    expect(claimsFromAccessToken('not-a-jwt')).toEqual({ hotelId: null, appRole: null, aal: 'aal1' });
    expect(claimsFromAccessToken(undefined)).toEqual({ hotelId: null, appRole: null, aal: 'aal1' });
  });
});

describe('redirect rule (docs/product.md#screens-and-routes)', () => {
  it('sends each kind of visitor home', () => {
    expect(homePathFor({ status: 'signed-in', isAdmin: true, hotelId: null })).toBe('/admin-dashboard');
    expect(homePathFor({ status: 'signed-in', isAdmin: false, hotelId: 'h1' })).toBe('/register');
    expect(homePathFor({ status: 'signed-in', isAdmin: false, hotelId: null })).toBe('/hotel-setup');
    expect(homePathFor({ status: 'signed-out', isAdmin: false, hotelId: null })).toBe('/');
  });
});
