/**
 * `npm run mrz:corpus [-- --per-level N --out DIR --seed S]`: regenerates the passport-scan corpus
 * (git-ignored, default `.local/mrz-corpus`): ICAO Doc 9303 specimens and random valid documents of
 * every format, rendered in OCR-B and degraded at three levels, each `NAME.jpg` with `NAME.json`
 * ground truth `{ file, level, format, lines, params }`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { degrade, type Level } from './mrz-corpus/degrade.ts';
import { dataPageSvg } from './mrz-corpus/render.ts';
import { randomDocument, rng, SPECIMENS } from './mrz-corpus/documents.ts';
import type { MrzFormat } from '../src/features/passport-scan/engine/types.ts';

const { values } = parseArgs({
  options: {
    'per-level': { type: 'string', default: '40' },
    out: { type: 'string', default: '.local/mrz-corpus' },
    seed: { type: 'string', default: '9303' },
  },
});
const perLevel = Number(values['per-level']);
const formats: MrzFormat[] = ['TD3', 'TD3', 'TD1', 'TD2', 'MRVA', 'MRVB'];
const random = rng(Number(values.seed));
mkdirSync(values.out, { recursive: true });

let count = 0;
for (const level of ['clean', 'moderate', 'hard'] as Level[]) {
  const docs = [
    ...SPECIMENS.map((s) => ({
      name: s.name,
      format: s.format,
      lines: s.lines,
    })),
    ...Array.from({ length: Math.max(0, perLevel - SPECIMENS.length) }, (_, i) => {
      const format = formats[i % formats.length];
      return {
        name: `${format.toLowerCase()}-${String(i).padStart(3, '0')}`,
        format,
        lines: randomDocument(format, random),
      };
    }),
  ].slice(0, perLevel);
  for (const doc of docs) {
    const { svg } = dataPageSvg(doc.format, doc.lines, random);
    const { jpeg, params } = await degrade(svg, level, random);
    const file = `${level}-${doc.name}.jpg`;
    writeFileSync(join(values.out, file), jpeg);
    writeFileSync(
      join(values.out, file.replace(/\.jpg$/, '.json')),
      `${JSON.stringify({ file, level, format: doc.format, lines: doc.lines, params })}\n`,
    );
    count++;
  }
}
console.log(`wrote ${count} images to ${values.out}`);
