import { describe, expect, it } from 'vitest';
import { imageRefusal, MAX_IMAGE_BYTES } from './image-checks';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0];
const file = (bytes: number[], name: string, type = 'image/png', size = bytes.length) => {
  const body = new Uint8Array(size);
  body.set(bytes);
  return new File([body], name, { type });
};

describe('passport image checks before upload', () => {
  it('accepts PNG and JPEG by their first bytes', async () => {
    expect(await imageRefusal(file(PNG, 'scan.png'))).toBeNull();
    expect(await imageRefusal(file(JPEG, 'scan.jpg', 'image/jpeg'))).toBeNull();
  });

  it('refuses a file over 10 MiB, naming it, its size and the limit', async () => {
    expect(await imageRefusal(file(PNG, 'big.png', 'image/png', 12.3 * 1024 * 1024))).toBe(
      'big.png is 12.3 MB: each image can be at most 10 MB.',
    );
    expect(await imageRefusal(file(PNG, 'edge.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
  });

  it('refuses a text file named .png, naming it and the accepted formats', async () => {
    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    expect(await imageRefusal(text)).toBe(
      'notes.png is not a JPEG, PNG, WebP or HEIC image: attach a photo or scan in one of these formats.',
    );
  });
});
