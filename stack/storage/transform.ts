/**
 * Image transformation as Storage's render endpoints do it with imgproxy (docs/local-stack.md#storage;
 * https://supabase.com/docs/guides/storage/serving/image-transformations): `width`/`height` 1–2500 px,
 * `resize` cover (default) | contain | fill, `quality` 20–100 (default 80), `format=origin` keeps the
 * source format, otherwise WebP when the client's `Accept` names `image/webp`. Images are never enlarged.
 * The resizing is sharp's (libvips), imported on first use so the stack starts without loading it.
 */
import { readFile } from 'node:fs/promises';
import { errors } from './errors.ts';

export interface Transform {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality?: number;
  format?: 'origin';
}

/** imgproxy's names for Storage's resize modes, as the `x-transformations` header shows them. */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;
/** sharp's `fit` for each mode: cover crops, contain fits inside, fill stretches. */
const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;
/** Sources larger than this are refused, as Storage limits transformations (50 megapixels). */
const MAX_SOURCE_PIXELS = 50_000_000;

function integer(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw errors.imageProcessing(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

/**
 * Reads transformation options from a query string (`?width=200&height=100&resize=contain&quality=60`).
 * @throws StorageError InvalidRequest (400) naming the parameter that is out of range or unknown
 */
export function parseTransform(params: URLSearchParams): Transform {
  const resize = params.get('resize') || 'cover';
  if (!(resize in RESIZING_TYPE)) throw errors.imageProcessing('resize must be one of cover, contain, fill');
  const format = params.get('format') || undefined;
  if (format !== undefined && format !== 'origin') throw errors.imageProcessing('format must be origin');
  return {
    width: integer(params, 'width', 1, 2500),
    height: integer(params, 'height', 1, 2500),
    resize: resize as Transform['resize'],
    quality: integer(params, 'quality', 20, 100),
    format,
  };
}

/** The transformation as a query string, e.g. `width=200&height=200&quality=60` (kept in signed tokens). */
export function transformQuery(transform: Partial<Transform>): string {
  const params = new URLSearchParams();
  for (const key of ['width', 'height', 'resize', 'quality', 'format'] as const) {
    if (transform[key] !== undefined && transform[key] !== null) params.set(key, String(transform[key]));
  }
  return params.toString();
}

/** Storage's `x-transformations` header, e.g. `height:200,width:200,resizing_type:fill,quality:60`. */
export function transformationsHeader(transform: Transform): string {
  const parts: string[] = [];
  if (transform.height) parts.push(`height:${transform.height}`);
  if (transform.width) parts.push(`width:${transform.width}`);
  parts.push(`resizing_type:${RESIZING_TYPE[transform.resize]}`);
  if (transform.quality) parts.push(`quality:${transform.quality}`);
  if (transform.format) parts.push(`format:${transform.format}`);
  return parts.join(',');
}

/** Output formats sharp writes, by the source format sharp reports. */
const OUTPUT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/avif',
  tiff: 'image/tiff',
};

/**
 * Resizes and re-encodes an image.
 * @param file path of the source bytes
 * @param accept the client's `Accept` header (WebP is chosen when it names `image/webp`)
 * @returns the encoded bytes and their content type
 * @throws StorageError InvalidRequest (semantic 422) when the source is not an image sharp can read
 */
export async function renderImage(file: string, transform: Transform, accept: string | undefined) {
  const { default: sharp } = await import('sharp');
  // From memory, not from the path: an SVG source then has no base location to load sibling files from.
  const image = sharp(await readFile(file), { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' }).rotate();
  const source = await image.metadata().catch(() => {
    throw errors.imageProcessing('Source image type not supported', 422);
  });
  const sourceFormat = source.format === 'heif' ? 'avif' : (source.format ?? 'jpeg');
  const format = transform.format !== 'origin' && accept?.includes('image/webp') ? 'webp' : sourceFormat;
  const quality = transform.quality ?? 80;
  let pipeline = image;
  if (transform.width || transform.height) {
    pipeline = pipeline.resize({
      width: transform.width,
      height: transform.height,
      fit: SHARP_FIT[transform.resize],
      withoutEnlargement: true,
    });
  }
  const encoded = OUTPUT_TYPES[format] ? pipeline.toFormat(format, { quality }) : pipeline.jpeg({ quality });
  const body = await encoded.toBuffer().catch(() => {
    throw errors.imageProcessing('Source image type not supported', 422);
  });
  return { body, contentType: OUTPUT_TYPES[format] ?? 'image/jpeg' };
}
