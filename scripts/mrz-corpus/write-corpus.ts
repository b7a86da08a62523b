/**
 * Writes a synthetic MRZ corpus (docs/passport-scan.md#corpus): per level, ICAO Doc 9303's
 * specimens then random valid documents of every format, each `NAME.jpg` with `NAME.json` ground
 * truth `{ file, level, format, lines, params }`. The same seed writes the same photos.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MrzFormat } from '../../src/features/passport-scan/engine/types.ts';
import { degrade, type Level } from './degrade.ts';
import { randomDocument, rng, SPECIMENS } from './documents.ts';
import { realisticPageSvg } from './realistic-page.ts';
import { dataPageSvg } from './render.ts';
import { ensureSystemPackage, OCR_B_FONT } from '../../stack/system-packages.ts';

/** The development seed: failures are studied and rules tuned on this corpus. */
export const DEVELOPMENT_SEED = 9303;
/**
 * The held-out seed: scored, never trained or tuned on (`npm run mrz:train` refuses it). A rule
 * changed because of one of its photos makes every later held-out figure worthless.
 */
export const HELD_OUT_SEED = 250_127;

export const LEVELS: Level[] = ['clean', 'moderate', 'hard'];
const FORMATS: MrzFormat[] = ['TD3', 'TD3', 'TD1', 'TD2', 'MRVA', 'MRVB'];

/**
 * Writes `perLevel` photos per level into `out` (created); returns how many were written.
 * Installs the OCR-B font first where it can: without it fontconfig silently prints the MRZ in
 * its default sans-serif, and every synthetic figure would measure a font no passport uses.
 * @throws Error saying how to install the font when it is missing and cannot be installed here.
 */
export async function writeCorpus(out: string, perLevel: number, seed: number): Promise<number> {
  ensureSystemPackage(OCR_B_FONT);
  const random = rng(seed);
  mkdirSync(out, { recursive: true });
  let count = 0;
  for (const level of LEVELS) {
    const docs = [
      ...SPECIMENS,
      ...Array.from({ length: Math.max(0, perLevel - SPECIMENS.length) }, (_, i) => {
        const format = FORMATS[i % FORMATS.length];
        return {
          name: `${format.toLowerCase()}-${String(i).padStart(3, '0')}`,
          format,
          lines: randomDocument(format, random),
        };
      }),
    ].slice(0, perLevel);
    for (const doc of docs) {
      const { svg } =
        level === 'hard'
          ? realisticPageSvg(
              doc.format,
              doc.lines,
              {
                weight: random() * 2 - 1,
                pattern: random(),
                portrait: random() < 0.5,
                hue: Math.floor(random() * 360),
              },
              random,
            )
          : dataPageSvg(doc.format, doc.lines, random);
      const { jpeg, params } = await degrade(svg, level, random);
      const file = `${level}-${doc.name}.jpg`;
      writeFileSync(join(out, file), jpeg);
      writeFileSync(
        join(out, file.replace(/\.jpg$/, '.json')),
        `${JSON.stringify({ file, level, format: doc.format, lines: doc.lines, params })}\n`,
      );
      count++;
    }
  }
  return count;
}
