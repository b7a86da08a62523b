/**
 * HTTP byte ranges for object downloads (RFC 9110 §14): one `bytes=` range per request, as S3 and
 * Storage serve them (docs/local-stack.md#storage). A header that is not a single well-formed byte range
 * is ignored (the whole object is sent, as RFC 9110 allows); a well-formed one no byte satisfies is 416.
 */
import { errors } from './errors.ts';

/** An inclusive byte span of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against an object of `size` bytes.
 * @param header e.g. `bytes=0-99`, `bytes=100-`, `bytes=-50` (the last 50 bytes)
 * @returns the inclusive span to send, or undefined to send the whole object
 * @throws StorageError InvalidRange (416) when the range starts at or past the end, or asks for 0 suffix bytes
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) throw errors.invalidRange();
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) throw errors.invalidRange();
  return { start, end };
}
