import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { adminLoginMessage } from './admin-login-messages';

describe('adminLoginMessage (docs/product.md#messages admin login catalogue)', () => {
  it('answers unknown account and wrong password alike (GoTrue: invalid_credentials)', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(adminLoginMessage(error)).toBe('Login failed. Check your admin credentials.');
  });

  it('maps a malformed email to "Invalid email."', () => {
    const error = new AuthApiError('Unable to validate email address', 400, 'validation_failed');
    expect(adminLoginMessage(error)).toBe('Invalid email.');
  });

  it('maps the rate limit to "Too many attempts. Try again later."', () => {
    const error = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(adminLoginMessage(error)).toBe('Too many attempts. Try again later.');
  });

  it('maps a failed fetch to the network message', () => {
    expect(adminLoginMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('falls back to the default for server faults', () => {
    expect(adminLoginMessage(new AuthRetryableFetchError('Bad gateway', 502))).toBe(
      'Login failed. Check your admin credentials.',
    );
  });
});
