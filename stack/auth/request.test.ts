import { describe, expect, it } from 'vitest';
import type { AuthConfig } from './config.ts';
import { allowedRedirect, validEmail } from './request.ts';

const config = {
  siteUrl: 'http://127.0.0.1:5173',
  additionalRedirectUrls: ['http://localhost:5173/**', 'https://app.example.com/callback'],
} as AuthConfig;

describe('redirect_to (docs/local-stack.md#auth)', () => {
  it('keeps URLs on the site origin or in the allow list', () => {
    expect(allowedRedirect(config, 'http://127.0.0.1:5173/reset-password')).toBe(
      'http://127.0.0.1:5173/reset-password',
    );
    expect(allowedRedirect(config, 'http://localhost:5173/a/b')).toBe('http://localhost:5173/a/b');
    expect(allowedRedirect(config, 'https://app.example.com/callback')).toBe('https://app.example.com/callback');
  });
  it('falls back to the site URL for anything else', () => {
    expect(allowedRedirect(config, 'https://evil.example.net/steal')).toBe('http://127.0.0.1:5173');
    expect(allowedRedirect(config, 'https://app.example.com/other')).toBe('http://127.0.0.1:5173');
    expect(allowedRedirect(config, 'not a url')).toBe('http://127.0.0.1:5173');
    expect(allowedRedirect(config, undefined)).toBe('http://127.0.0.1:5173');
  });
});

describe('email validation', () => {
  it('lower-cases valid emails and names the GoTrue code for bad ones', () => {
    expect(validEmail(' Front.Desk@Hotel.Test ')).toBe('front.desk@hotel.test');
    expect(() => validEmail('')).toThrow('An email address is required');
    expect(() => validEmail('no-at-sign')).toThrow('Unable to validate email address: invalid format');
  });
});
