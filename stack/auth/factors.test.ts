import { describe, expect, it } from 'vitest';
import { currentTotpCode, newTotpKey, totpCodeMatches } from './factors.ts';

describe('TOTP keys and codes', () => {
  it('makes a 20-byte base32 secret, an otpauth URI naming issuer and account, and an SVG QR code', async () => {
    const key = await newTotpKey('127.0.0.1:5173', 'desk@hotel.test');
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(key.uri).toMatch(/^otpauth:\/\/totp\/127\.0\.0\.1%3A5173:desk%40hotel\.test\?/);
    expect(key.uri).toContain(`secret=${key.secret}`);
    expect(key.qrCode).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('accepts the current code and the neighbouring 30 s steps, nothing further or malformed', async () => {
    const { secret } = await newTotpKey('issuer', '');
    const now = Date.UTC(2026, 10, 24, 12, 0, 15);
    expect(totpCodeMatches(secret, currentTotpCode(secret, now), now)).toBe(true);
    expect(totpCodeMatches(secret, currentTotpCode(secret, now - 30_000), now)).toBe(true);
    expect(totpCodeMatches(secret, currentTotpCode(secret, now + 30_000), now)).toBe(true);
    expect(totpCodeMatches(secret, currentTotpCode(secret, now - 90_000), now)).toBe(false);
    expect(totpCodeMatches(secret, '12345', now)).toBe(false);
    expect(totpCodeMatches(secret, 'abcdef', now)).toBe(false);
  });
});
