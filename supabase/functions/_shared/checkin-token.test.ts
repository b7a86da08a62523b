/** Check-in tokens: 256 random bits as 43 base64url characters, hashed with SHA-256 (docs/online-check-in.md#the-link). */
import { describe, expect, it } from 'vitest';
import { checkinLinkUrl, checkinTokenSchema, checkinTokenSha256, newCheckinToken } from './checkin-token.ts';

describe('check-in tokens', () => {
  it('are 43 base64url characters, each new, and pass their own schema', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newCheckinToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(checkinTokenSchema.safeParse(token).success).toBe(true);
    expect(checkinTokenSchema.safeParse('x'.repeat(42)).success).toBe(false);
    expect(checkinTokenSchema.safeParse(`${'x'.repeat(42)}=`).success).toBe(false);
  });

  it('hash as the SHA-256 of their text (FIPS 180-2 test vector "abc")', async () => {
    expect(await checkinTokenSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('travel in the fragment of /checkin, never in the path or query', () => {
    expect(checkinLinkUrl('https://app.example/', 'T')).toBe('https://app.example/checkin#t=T');
  });
});
