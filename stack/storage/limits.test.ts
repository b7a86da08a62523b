/** Bucket rules of the Storage stand-in (docs/local-stack.md#storage), judged without a database. */
import { describe, expect, it } from 'vitest';
import {
  assertValidKey,
  judgeContentType,
  maxObjectSize,
  mimeAllowed,
  GLOBAL_FILE_SIZE_LIMIT,
  type Bucket,
} from './limits.ts';

const passports: Bucket = {
  id: 'passports',
  name: 'passports',
  public: false,
  file_size_limit: 10 * 1024 * 1024,
  allowed_mime_types: ['image/*'],
};
const open: Bucket = { ...passports, id: 'open', file_size_limit: null, allowed_mime_types: null };

describe('bucket MIME rules', () => {
  it('matches exact types and type/* wildcards, ignoring parameters and case', () => {
    expect(mimeAllowed(passports, 'image/png')).toBe(true);
    expect(mimeAllowed(passports, 'IMAGE/JPEG; charset=binary')).toBe(true);
    expect(mimeAllowed(passports, 'text/plain')).toBe(false);
    expect(mimeAllowed(passports, 'image')).toBe(false);
    expect(mimeAllowed({ ...passports, allowed_mime_types: ['application/pdf'] }, 'application/pdf')).toBe(true);
    expect(mimeAllowed(open, 'anything/at-all')).toBe(true);
  });

  it("judges the declared type, as hosted Storage does (the bytes are the product's to check)", () => {
    expect(judgeContentType(passports, 'image/png')).toBe('image/png');
    expect(() => judgeContentType(passports, 'text/plain')).toThrow(/mime type text\/plain is not supported/);
    expect(judgeContentType(open, 'text/html')).toBe('text/html');
  });

  it('caps uploads at the bucket limit, else the global one', () => {
    expect(maxObjectSize(passports)).toBe(10 * 1024 * 1024);
    expect(maxObjectSize(open)).toBe(GLOBAL_FILE_SIZE_LIMIT);
  });

  it("accepts Storage's key characters and refuses others", () => {
    expect(() => assertValidKey('hotel-1/1732200000000_passport (1).png')).not.toThrow();
    expect(() => assertValidKey('hotel/ünïcode.png')).toThrow(/Invalid key/);
    expect(() => assertValidKey('hotel/a#b.png')).toThrow(/Invalid key/);
    expect(() => assertValidKey('')).toThrow(/Invalid key/);
  });

  it('refuses keys that climb out of their folder, empty segments and keys over 1,024 characters', () => {
    for (const key of ['B/../A/f', '../f', 'B/./f', 'B//f', '/B/f', 'B/f/', '..', `B/${'x'.repeat(1023)}`]) {
      expect(() => assertValidKey(key), key).toThrow(/Invalid key/);
    }
    expect(() => assertValidKey(`B/${'x'.repeat(1022)}`)).not.toThrow();
    expect(() => assertValidKey('B/.emptyFolderPlaceholder')).not.toThrow();
  });
});
