/**
 * What a passport image may be (docs/product.md#passport-scan, docs/product.md#data-protection): JPEG, PNG,
 * WebP or HEIC by its bytes (`file-type`), and without EXIF or XMP metadata — the registration form
 * re-encodes photos before upload, which drops it, so metadata here means a client skipped that step and
 * could be storing a GPS position or camera serial with the guest.
 * Container layouts: JPEG (ITU T.81, APPn segments; Exif = CIPA DC-008, XMP = ISO 16684-1),
 * PNG (W3C PNG 3rd edition: eXIf, iTXt/tEXt/zTXt keywords), WebP (RIFF chunks `EXIF`, `XMP `),
 * HEIF (ISO/IEC 23008-12: `infe` items of type `Exif`, or `mime` items of type application/rdf+xml).
 */
import { fileTypeFromBuffer } from 'file-type';

/** MIME types a passport image may have, as `file-type` names them. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

type Metadata = 'EXIF' | 'XMP';
export type ImageProblem = { kind: 'type'; detected: string | null } | { kind: 'metadata'; found: Metadata };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const XMP_JPEG = 'http://ns.adobe.com/xap/1.0/\0';

/**
 * Walks a container's chunks (segments, boxes) from byte `start`. `visit` reads the chunk at `offset`
 * (at least `headerSize` bytes are there) and answers the metadata it holds, null to stop, or the
 * offset of the next chunk.
 */
function walkChunks(
  bytes: Uint8Array,
  start: number,
  headerSize: number,
  visit: (view: DataView, offset: number) => Metadata | null | number,
): Metadata | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = start; offset + headerSize <= bytes.length;) {
    const next = visit(view, offset);
    if (typeof next !== 'number') return next;
    offset = next;
  }
  return null;
}

/** JPEG: APP1 segments before the scan start (SOS) holding `Exif\0\0` or the XMP namespace. */
const jpegMetadata = (bytes: Uint8Array) =>
  walkChunks(bytes, 2, 4, (view, offset) => {
    const marker = bytes[offset + 1];
    if (bytes[offset] !== 0xff || marker === 0xda || marker === 0xd9) return null; // no APPn after SOS / EOI
    if (marker === 0xff) return offset + 1; // fill byte
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return offset + 2; // a marker without a length
    if (marker === 0xe1) {
      if (ascii(bytes, offset + 4, 6) === 'Exif\0\0') return 'EXIF';
      if (ascii(bytes, offset + 4, XMP_JPEG.length) === XMP_JPEG) return 'XMP';
    }
    return offset + 2 + view.getUint16(offset + 2);
  });

/** PNG: an `eXIf` chunk, or a text chunk keyed `XML:com.adobe.xmp` / `Raw profile type exif|xmp`. */
const pngMetadata = (bytes: Uint8Array) =>
  walkChunks(bytes, 8, 8, (view, offset) => {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    if (type === 'eXIf') return 'EXIF';
    if (type === 'iTXt' || type === 'tEXt' || type === 'zTXt') {
      const keyword = ascii(bytes, offset + 8, Math.min(length, 80))
        .split('\0')[0]
        .toLowerCase();
      if (keyword === 'xml:com.adobe.xmp' || keyword === 'raw profile type xmp') return 'XMP';
      if (keyword === 'raw profile type exif' || keyword === 'raw profile type app1') return 'EXIF';
    }
    return type === 'IEND' ? null : offset + 12 + length;
  });

/** WebP: RIFF chunks `EXIF` or `XMP ` after the `WEBP` form type (chunk data is padded to an even size). */
const webpMetadata = (bytes: Uint8Array) =>
  walkChunks(bytes, 12, 8, (view, offset) => {
    const type = ascii(bytes, offset, 4);
    if (type === 'EXIF') return 'EXIF';
    if (type === 'XMP ') return 'XMP';
    const size = view.getUint32(offset + 4, true);
    return offset + 8 + size + (size % 2);
  });

/** HEIF/HEIC: an item info entry (`infe`, version ≥ 2) of type `Exif`, or `mime` with XMP's content type. */
function heifMetadata(bytes: Uint8Array): Metadata | null {
  const text = ascii(bytes, 0, Math.min(bytes.length, 1 << 16));
  for (let at = text.indexOf('infe'); at !== -1; at = text.indexOf('infe', at + 4)) {
    const version = bytes[at + 4];
    if (version < 2) continue;
    const typeAt = at + 8 + (version === 2 ? 2 : 4) + 2; // version+flags, item_ID, protection index
    const itemType = ascii(bytes, typeAt, 4);
    if (itemType === 'Exif') return 'EXIF';
    if (itemType === 'mime' && text.slice(typeAt + 4, typeAt + 64).includes('application/rdf+xml')) return 'XMP';
  }
  return null;
}

/**
 * Judges an uploaded file's bytes.
 * @param bytes the whole object (passport images are at most 10 MiB)
 * @returns null for an allowed image without metadata; `{kind: 'type'}` for anything but JPEG, PNG, WebP,
 *   HEIC (`detected` = the MIME type the bytes show, or null); `{kind: 'metadata'}` for EXIF/XMP left inside
 */
export async function imageProblem(bytes: Uint8Array): Promise<ImageProblem | null> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime ?? null;
  if (!detected || !IMAGE_TYPES.has(detected)) return { kind: 'type', detected };
  const found =
    detected === 'image/jpeg'
      ? jpegMetadata(bytes)
      : detected === 'image/png'
        ? pngMetadata(bytes)
        : detected === 'image/webp'
          ? webpMetadata(bytes)
          : heifMetadata(bytes);
  return found ? { kind: 'metadata', found } : null;
}
