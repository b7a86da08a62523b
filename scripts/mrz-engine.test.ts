/**
 * The passport-scan engine end to end in Node: committed specimen photos (ICAO Doc 9303 specimen
 * data and a French identity card rendered in OCR-B and degraded like phone photos, see
 * scripts/mrz-corpus.ts) are read by the real Tesseract model and must come out with every line
 * exact; with every check digit valid, or, for the one printed with wrong check digits
 * (`checkDigitsValid: false`), declined as not reliable, so nothing would be filled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import type { MrzOcr } from '../src/features/passport-scan/engine/ocr.ts';
import { readMrz } from '../src/features/passport-scan/engine/read-mrz.ts';
import { NO_MRZ_MESSAGE } from '../src/features/passport-scan/engine/types.ts';
import { readFile } from './mrz-node.ts';

const dir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'mrz');
const photos = readdirSync(dir).filter((file) => file.endsWith('.jpg'));

describe('passport-scan engine on specimen photos', () => {
  let ocr: MrzOcr;
  beforeAll(async () => {
    ocr = await createNodeMrzOcr();
  }, 60_000);
  afterAll(() => ocr?.terminate());

  it.each(photos)(
    'reads %s exactly',
    async (photo) => {
      const truth = JSON.parse(readFileSync(join(dir, photo.replace(/\.jpg$/, '.json')), 'utf8')) as {
        lines: string[];
        checkDigitsValid?: boolean;
      };
      const read = await readFile(join(dir, photo), (image) => readMrz(image, ocr));
      expect(read.lines).toEqual(truth.lines);
      const valid = truth.checkDigitsValid !== false;
      expect(read.valid).toBe(valid);
      expect(read.filled).toBe(valid);
      expect(Object.values(read.checks ?? {}).every((check) => check !== false)).toBe(valid);
    },
    60_000,
  );

  it('reports no MRZ, with what to do, on a photo without one', async () => {
    const blank = { width: 800, height: 600, data: new Uint8Array(800 * 600 * 4).fill(235) };
    expect(await readMrz(blank, ocr)).toEqual({ found: false, message: NO_MRZ_MESSAGE });
  });
});
