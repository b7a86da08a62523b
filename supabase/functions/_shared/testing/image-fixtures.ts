/**
 * Tiny image files built in code for the image checks' tests (deno and contract): clean ones and the
 * same with EXIF or XMP left in, per container (JPEG APP1, PNG eXIf/iTXt, WebP EXIF/XMP chunks, HEIF infe).
 * CRCs and pixel data are placeholders: only the container structure matters to the checks.
 */
const bytes = (...parts: (number[] | string | Uint8Array)[]) => {
  const chunks = parts.map((part) =>
    typeof part === 'string'
      ? new TextEncoder().encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

const segment = (marker: number, payload: Uint8Array) => bytes([0xff, marker], u16(payload.length + 2), payload);
const JFIF = segment(0xe0, bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]));
const SCAN = bytes(segment(0xda, bytes([1, 1, 0, 0, 0x3f, 0])), [0x12, 0x34], [0xff, 0xd9]);
export const jpeg = (...extra: Uint8Array[]) => bytes([0xff, 0xd8], JFIF, ...extra, SCAN);
export const JPEG_EXIF = segment(0xe1, bytes('Exif\0\0', 'MM\0*', u32(8), [0, 0]));
export const JPEG_XMP = segment(0xe1, bytes('http://ns.adobe.com/xap/1.0/\0', '<x:xmpmeta/>'));

const chunk = (type: string, data: Uint8Array) => bytes(u32(data.length), type, data, u32(0));
const IHDR = chunk('IHDR', bytes(u32(1), u32(1), [8, 6, 0, 0, 0]));
export const png = (...extra: Uint8Array[]) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    IHDR,
    ...extra,
    chunk('IDAT', bytes([0x78, 1])),
    chunk('IEND', bytes()),
  );
export const PNG_EXIF = chunk('eXIf', bytes('MM\0*', u32(8), [0, 0]));
export const PNG_XMP = chunk('iTXt', bytes('XML:com.adobe.xmp\0', [0, 0], '\0\0', '<x:xmpmeta/>'));
export const PNG_TEXT = chunk('tEXt', bytes('Software\0', 'canvas'));

const riff = (type: string, data: Uint8Array) => bytes(type, u32le(data.length), data, data.length % 2 ? [0] : []);
export const webp = (...extra: Uint8Array[]) => {
  const body = bytes(
    'WEBP',
    riff('VP8X', bytes([0x0c, 0, 0, 0], [0, 0, 0], [0, 0, 0])),
    riff('VP8L', bytes([0x2f, 0, 0, 0, 0])),
    ...extra,
  );
  return bytes('RIFF', u32le(body.length), body);
};
export const WEBP_EXIF = riff('EXIF', bytes('MM\0*', u32(8)));
export const WEBP_XMP = riff('XMP ', bytes('<x:xmpmeta/>'));

const box = (type: string, data: Uint8Array) => bytes(u32(data.length + 8), type, data);
const infe = (itemType: string) => box('infe', bytes([2, 0, 0, 0], u16(1), u16(0), itemType, 'item\0'));
export const heic = (itemType = 'hvc1') =>
  bytes(
    box('ftyp', bytes('heic', u32(0), 'mif1heic')),
    box('meta', bytes(u32(0), box('iinf', bytes(u32(0), u16(1), infe(itemType))))),
  );

export const TEXT = new TextEncoder().encode('just some text, not a passport');
export const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ';');
