/**
 * Text for training the OCR-B model: MRZ lines of random valid documents of every format (names,
 * dates, filler runs as printed) plus lines of uniformly random MRZ characters, so every letter and
 * digit gets enough samples even where real documents rarely print it.
 */
import { randomDocument } from '../mrz-corpus/documents.ts';
import type { MrzFormat } from '../../src/features/passport-scan/engine/types.ts';

const FORMATS: MrzFormat[] = ['TD3', 'TD1', 'TD2', 'MRVA', 'MRVB'];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** `documents` documents' lines, then `randomLines` random 30/36/44-character lines, one per line. */
export function trainingText(documents: number, randomLines: number, random: () => number): string {
  const lines = Array.from({ length: documents }, (_, i) => randomDocument(FORMATS[i % FORMATS.length], random)).flat();
  for (let i = 0; i < randomLines; i++) {
    const length = [30, 36, 44][i % 3];
    lines.push(Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(''));
  }
  return `${lines.join('\n')}\n`;
}
