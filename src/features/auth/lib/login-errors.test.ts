import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { LOGIN_MESSAGES, loginErrorMessage } from './login-errors';

const api = (code: string, status = 400) => new AuthApiError('server text', status, code);

describe('hotel login messages (docs/product.md#messages)', () => {
  it('shows one message for a wrong password and an unknown email alike', () => {
    // GoTrue answers both with invalid_credentials; nobody can probe which emails have accounts.
    expect(loginErrorMessage(api('invalid_credentials'))).toBe('Login failed. Check your credentials.');
    expect(loginErrorMessage(api('user_not_found', 404))).toBe('Login failed. Check your credentials.');
  });

  it('maps rate limits to the too-many-attempts message', () => {
    expect(loginErrorMessage(api('over_request_rate_limit', 429))).toBe('Too many attempts. Try again later.');
    expect(loginErrorMessage(api('over_email_send_rate_limit', 429))).toBe('Too many attempts. Try again later.');
    expect(loginErrorMessage(api('something_new', 429))).toBe(LOGIN_MESSAGES.tooMany);
  });

  it('maps a malformed email to the invalid-email message', () => {
    expect(loginErrorMessage(api('email_address_invalid'))).toBe('Invalid email address.');
    expect(loginErrorMessage(api('validation_failed'))).toBe('Invalid email address.');
  });

  it('maps network failures to the network message, server 5xx to the default', () => {
    expect(loginErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Network error. Check your connection.',
    );
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Network error. Check your connection.');
    expect(loginErrorMessage(new AuthRetryableFetchError('Bad gateway', 502))).toBe(
      'Login failed. Check your credentials.',
    );
  });

  it('falls back to the default for anything else', () => {
    expect(loginErrorMessage(api('email_not_confirmed'))).toBe('Login failed. Check your credentials.');
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed. Check your credentials.');
    expect(loginErrorMessage(undefined)).toBe('Login failed. Check your credentials.');
  });
});
