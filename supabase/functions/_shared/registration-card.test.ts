// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderRegistrationCard, sha256Hex, type RegistrationCardInput } from './registration-card';
import { pdfText } from './testing/pdf-text';

/** A 1×1 PNG stands in for the drawn signature. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
    'hex',
  ),
);

const card: RegistrationCardInput = {
  hotelName: 'Hotel Miramare',
  stay: { arrivalDate: '2026-12-01', departureDate: '2026-12-04', room: '12' },
  party: 'family',
  travellers: [
    { first_name: 'Lena', last_name: 'Berg', nationality: 'SWE', date_of_birth: '1988-04-02' },
    { first_name: 'Nils', last_name: 'Åkesson-Berg', nationality: 'SWE' },
  ],
  fieldKeys: ['firstName', 'lastName', 'nationality', 'dateOfBirth'],
  signaturePng: TINY_PNG,
  signedAt: '2026-11-27T10:04:05.123456Z',
  contentSha256: 'a'.repeat(8) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8),
};

describe('renderRegistrationCard', () => {
  it('prints the hotel, the stay, both travellers with the registry labels, the time of signing and the hash', async () => {
    const text = await pdfText(await renderRegistrationCard(card));
    for (const expected of [
      'Registration card',
      'Hotel Miramare',
      '2026-12-01',
      '2026-12-04',
      'Traveller 1 (head of family)',
      'Traveller 2 (family member)',
      'First Name',
      'Date of Birth',
      'Lena',
      'Berg',
      'Nils',
      'Åkesson-Berg',
      '1988-04-02',
      '2026-11-27 10:04:05 UTC',
      card.contentSha256,
    ]) {
      expect(text).toContain(expected);
    }
    // A field the hotel does not show is not on the card.
    expect(text).not.toContain('Passport Number');
  });

  it('prints letters outside Western European text as their base letter or ?, never failing', async () => {
    const text = await pdfText(
      await renderRegistrationCard({ ...card, travellers: [{ first_name: 'Łukasz Żółć', last_name: 'Иванов' }] }),
    );
    expect(text).toContain('?ukasz Zó?c'); // ł has no decomposition, Ż is Z with a dot above
    expect(text).toContain('??????');
  });

  it('starts new pages for a large party and keeps the hash on the last one', async () => {
    const travellers = Array.from({ length: 20 }, (_, i) => ({ first_name: `Guest${i + 1}`, last_name: 'Party' }));
    const text = await pdfText(await renderRegistrationCard({ ...card, party: 'group', travellers }));
    const pages = text.split('\n');
    expect(pages.length).toBeGreaterThan(1);
    expect(text).toContain('Guest20');
    expect(pages.at(-1)).toContain(card.contentSha256);
  });

  it('hashes bytes as lower-case hex SHA-256', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
