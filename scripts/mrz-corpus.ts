/**
 * `npm run mrz:corpus [-- --per-level N --out DIR --seed S | --held-out]`: regenerates the
 * passport-scan corpus (git-ignored, default `.local/mrz-corpus`, seed 9303): ICAO Doc 9303
 * specimens and random valid documents of every format, rendered in OCR-B and degraded at three
 * levels, each `NAME.jpg` with `NAME.json` ground truth `{ file, level, format, lines, params }`.
 * `--held-out` writes the held-out corpus (seed 250127, `.local/mrz-corpus-held-out`) that no
 * training or tuning may use (docs/passport-scan.md#corpus).
 */
import { parseArgs } from 'node:util';
import { DEVELOPMENT_SEED, HELD_OUT_SEED, writeCorpus } from './mrz-corpus/write-corpus.ts';

const { values } = parseArgs({
  options: {
    'per-level': { type: 'string', default: '40' },
    out: { type: 'string' },
    seed: { type: 'string' },
    'held-out': { type: 'boolean', default: false },
  },
});
const heldOut = values['held-out'];
const seed = Number(values.seed ?? (heldOut ? HELD_OUT_SEED : DEVELOPMENT_SEED));
const out = values.out ?? (heldOut ? '.local/mrz-corpus-held-out' : '.local/mrz-corpus');
const count = await writeCorpus(out, Number(values['per-level']), seed);
console.log(`wrote ${count} images to ${out} (seed ${seed})`);
