/**
 * The shared guest schema under Vitest/Vite (Node resolution of bare `zod`), as the SPA's
 * registration form imports it; the full rule tests are the Deno ones in guest-schema_test.ts.
 */
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_KEYS, guestSchemaFor, toGuestRow } from './guest-schema.ts';

describe('guest schema from the SPA side', () => {
  it('requires the shown text fields and names them', () => {
    const result = guestSchemaFor({ nationality: false }).safeParse({ firstName: 'Ana' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('lastName');
    expect(paths).not.toContain('nationality');
    expect(paths).not.toContain('firstName');
  });

  it('maps a guest to its row with the submit defaults', () => {
    const hidden = Object.fromEntries(FORM_FIELD_KEYS.map((key) => [key, false]));
    const row = toGuestRow(guestSchemaFor(hidden).parse({ email: ' ana@example.com ', checkOut: '' }), 'hotel-1');
    expect(row).toMatchObject({
      hotel_id: 'hotel-1',
      email: 'ana@example.com',
      check_out: null,
      created_from: 'webapp',
    });
    expect(row.check_in).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
