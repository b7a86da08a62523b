import { describe, expect, it } from 'vitest';
import { toAdminEmail } from './admin-email';

describe('toAdminEmail (docs/product.md#validation admin login username rule)', () => {
  it('appends the admin domain to a bare username and lower-cases it', () => {
    expect(toAdminEmail('Admin', 'guestregistry.app')).toBe('admin@guestregistry.app');
  });

  it('keeps a full email as typed, only lower-cased and trimmed', () => {
    expect(toAdminEmail('  Boss@Example.COM ', 'guestregistry.app')).toBe('boss@example.com');
  });

  it('tolerates a domain configured with a leading @', () => {
    expect(toAdminEmail('ops', '@GuestRegistry.app')).toBe('ops@guestregistry.app');
  });
});
