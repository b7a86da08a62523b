/** Bucket rules of the Storage stand-in (docs/local-stack.md#storage), judged without a database. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'limits-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bucket MIME rules', () => {
  it('matches exact types and type/* wildcards, ignoring parameters and case', () => {
    expect(mimeAllowed(passports, 'image/png')).toBe(true);
    expect(mimeAllowed(passports, 'IMAGE/JPEG; charset=binary')).toBe(true);
    expect(mimeAllowed(passports, 'text/plain')).toBe(false);
    expect(mimeAllowed(passports, 'image')).toBe(false);
    expect(mimeAllowed({ ...passports, allowed_mime_types: ['application/pdf'] }, 'application/pdf')).toBe(true);
    expect(mimeAllowed(open, 'anything/at-all')).toBe(true);
  });

  it('judges a restricted bucket by the bytes, an open bucket by the declared type', async () => {
    const text = join(dir, 'notes.png');
    await writeFile(text, 'guest notes, not an image');
    await expect(judgeContentType(passports, text, 'image/png')).rejects.toMatchObject({
      statusCode: 415,
      message: 'mime type text/plain is not supported',
    });
    expect(await judgeContentType(open, text, 'image/png')).toBe('image/png');
    const jpeg = join(dir, 'scan.bin');
    await writeFile(
      jpeg,
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    );
    expect(await judgeContentType(passports, jpeg, 'text/plain')).toBe('image/jpeg');
  });
});

describe('sizes and keys', () => {
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
