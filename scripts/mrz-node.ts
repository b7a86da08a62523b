/**
 * Node glue for the passport-scan engine (CLI, bench, tests): decodes an image file with sharp
 * (EXIF rotation applied, as a browser's createImageBitmap does) into the RGBA pixels the engine
 * reads, then runs the same `readMrz` the browser worker runs (or another engine, for a baseline).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MrzOcr } from '../src/features/passport-scan/engine/ocr.ts';
import type { RgbaImage } from '../src/features/passport-scan/engine/read-mrz.ts';
import type { NodeModel } from '../src/features/passport-scan/engine/node-ocr.ts';
import type { MrzScanResult, OcrSymbol, ScanOutcome } from '../src/features/passport-scan/engine/types.ts';

export async function decodeFile(path: string): Promise<RgbaImage> {
  const { data, info } = await sharp(path).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** One CLI/bench line: what the engine read from `file` and how long it took (ms, decode excluded). */
export interface MrzLine {
  file: string;
  format: MrzScanResult['format'] | null;
  lines: string[];
  valid: boolean;
  /** False when the engine declined to fill the form ("could not be read reliably") or found no MRZ. */
  filled: boolean;
  fields: MrzScanResult['fields'] | null;
  checks: MrzScanResult['checks'] | null;
  review: MrzScanResult['review'];
  expired: boolean;
  ms: number;
}

/** Reads one decoded photo: the current engine with its OCR, or an earlier engine (bench baseline). */
export type MrzReader = (image: RgbaImage) => Promise<ScanOutcome>;

export async function readFile(file: string, read: MrzReader): Promise<MrzLine> {
  const image = await decodeFile(file);
  const started = performance.now();
  const outcome = await read(image);
  const ms = Math.round(performance.now() - started);
  if (!outcome.found)
    return {
      file,
      format: null,
      lines: [],
      valid: false,
      filled: false,
      fields: null,
      checks: null,
      review: [],
      expired: false,
      ms,
    };
  const { format, lines, valid, fields, checks, review, expired } = outcome.result;
  // Engines before the "could not be read reliably" outcome filled every reading.
  const filled = (outcome.result as { reliable?: boolean }).reliable !== false;
  return { file, format, lines, valid, filled, fields, checks, review, expired, ms };
}

/** The `--model` option of the MRZ scripts; exits with a usage message on anything else. */
export function parseModel(value: string | undefined): NodeModel {
  if (value === undefined || value === 'ocrb' || value === 'eng' || value === 'lstm') return value ?? 'ocrb';
  console.error(`--model must be ocrb, eng or lstm, not "${value}"`);
  process.exit(2);
}

/**
 * `ocr` with its answers kept on disk in `dir`, one JSON file per band image (keyed by the SHA-1 of
 * the PGM bytes and `model`): re-scoring after a change to repair or review rules then reads only
 * the bands it has not seen. For development only: cached passes take no time, so timings from a
 * cached run mean nothing.
 */
export function cachedOcr(ocr: MrzOcr, dir: string, model: string): MrzOcr {
  mkdirSync(dir, { recursive: true });
  return {
    async recognize(pgm) {
      const file = join(dir, `${createHash('sha1').update(model).update(pgm).digest('hex')}.json`);
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as OcrSymbol[][];
      const rows = await ocr.recognize(pgm);
      writeFileSync(file, JSON.stringify(rows));
      return rows;
    },
    terminate: () => ocr.terminate(),
  };
}
