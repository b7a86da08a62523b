import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const key = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.sig-sig-sig';

describe('SPA environment', () => {
  it('accepts the two required variables and defaults the admin mail domain', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: key });
    expect(env.VITE_ADMIN_EMAIL_DOMAIN).toBe('guestregistry.app');
  });

  it('names every missing or malformed variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: '' })).toThrow(
      /VITE_SUPABASE_URL.*VITE_SUPABASE_ANON_KEY/s,
    );
  });
});
