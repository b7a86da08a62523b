/**
 * The redirect rule of docs/product.md#screens-and-routes: admin → /admin-dashboard; a user with a hotel → /register;
 * a user without a hotel → /hotel-setup; signed out → /.
 */
import type { AuthState } from './auth-store';

export type HomePath = '/admin-dashboard' | '/register' | '/hotel-setup' | '/';

export function homePathFor(auth: Pick<AuthState, 'status' | 'isAdmin' | 'hotelId'>): HomePath {
  if (auth.status !== 'signed-in') return '/';
  if (auth.isAdmin) return '/admin-dashboard';
  return auth.hotelId ? '/register' : '/hotel-setup';
}
