/** What the Storage stand-in accepts for a bucket (docs/local-stack.md#storage), judged without a database. */
import { describe, expect, it } from 'vitest';
import {
  assertValidBucketName,
  parseAllowedMimeTypes,
  parseBucketListOptions,
  parseFileSizeLimit,
} from './bucket-rules.ts';

describe('bucket names', () => {
  it("accepts Storage's S3-safe names up to 100 characters and refuses the rest", () => {
    for (const name of ['avatars', 'my.bucket_1', "odd!-*'()&$@=;:+,? name", 'x'.repeat(100)]) {
      expect(() => assertValidBucketName(name)).not.toThrow();
    }
    for (const name of ['', 'a/b', ' lead', 'trail ', 'x'.repeat(101), 'émoji', 42]) {
      expect(() => assertValidBucketName(name)).toThrow('Bucket name invalid');
    }
  });
});

describe('file size limits', () => {
  it('reads bytes and decimal units in any case', () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('20MB')).toBe(20_000_000);
    expect(parseFileSizeLimit('1.5kb')).toBe(1500);
    expect(parseFileSizeLimit('3B')).toBe(3);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(parseFileSizeLimit(undefined)).toBeUndefined();
  });

  it('refuses other formats and limits over the global 50 MiB', () => {
    for (const value of ['20 MB', '20MiB', 'lots', -1, 1.5]) {
      expect(() => parseFileSizeLimit(value)).toThrow(/^Invalid file size format/);
    }
    expect(() => parseFileSizeLimit('1GB')).toThrow('The object exceeded the maximum allowed size');
  });
});

describe('allowed MIME types', () => {
  it('keeps exact types and wildcards, drops empty entries, refuses malformed ones', () => {
    expect(parseAllowedMimeTypes(['image/*', '', 'text/plain;charset=utf-8'])).toEqual([
      'image/*',
      'text/plain;charset=utf-8',
    ]);
    expect(parseAllowedMimeTypes(null)).toBeNull();
    expect(() => parseAllowedMimeTypes(['image png'])).toThrow('mime type image png is not supported');
    expect(() => parseAllowedMimeTypes('image/png')).toThrow(/must be array/);
  });
});

describe('listBuckets options', () => {
  it('reads limit, offset, sort and search; unknown sort columns fall back to name', () => {
    expect(
      parseBucketListOptions({ limit: '5', offset: '2', sortColumn: 'created_at', sortOrder: 'DESC', search: 'av' }),
    ).toEqual({
      limit: 5,
      offset: 2,
      sortColumn: 'created_at',
      sortOrder: 'desc',
      search: 'av',
    });
    expect(parseBucketListOptions({ sortColumn: 'owner; drop table x' })).toMatchObject({
      sortColumn: 'name',
      offset: 0,
    });
    expect(() => parseBucketListOptions({ limit: '-1' })).toThrow(/limit/);
  });
});
