/**
 * `npm run mrz:train [-- --out FILE --work DIR --seed S --documents N --random-lines N]`: regenerates
 * the passport scan's OCR-B model (docs/passport-scan.md#model). Needs Debian's `tesseract-ocr`
 * (training tools) and `fonts-ocr-b`; a developer step, not part of `npm test`. Writes the gzipped
 * model (default `src/features/passport-scan/model/ocrb.traineddata.gz`, which the app and
 * `npm run mrz` load) and keeps the renders in the work folder (default `.local/mrz-train`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { rng } from './mrz-corpus/documents.ts';
import { trainLegacyModel, type Render } from './mrz-train/legacy-model.ts';
import { trainingText } from './mrz-train/training-text.ts';
import { HELD_OUT_SEED } from './mrz-corpus/write-corpus.ts';
import { MRZ_MODEL } from '../src/features/passport-scan/engine/ocr.ts';
import { ensureSystemPackageOrExit, OCR_B_FONT, type SystemPackage } from '../stack/system-packages.ts';

/** Tesseract's training tools; only this developer step needs them, so `npm test` does not install them. */
const TESSERACT_TRAINING: SystemPackage = {
  name: 'tesseract-ocr',
  provides: '/usr/bin/mftraining',
  neededBy: 'npm run mrz:train',
};

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: `src/features/passport-scan/model/${MRZ_MODEL}.traineddata.gz` },
    work: { type: 'string', default: '.local/mrz-train' },
    seed: { type: 'string', default: '1968' },
    documents: { type: 'string', default: '40' },
    'random-lines': { type: 'string', default: '60' },
  },
});

/**
 * Sizes span a TD3 line (25 px pitch in the 1100 px band ≈ 10 pt OCR-B at 300 dpi) to a TD1 line
 * (37 px ≈ 15 pt); exposures thin and bold print. More renders or lines train slower (mftraining).
 */
const RENDERS: Render[] = [
  { ptsize: 10, exposure: -1 },
  { ptsize: 10, exposure: 0 },
  { ptsize: 10, exposure: 1 },
  { ptsize: 12, exposure: 0 },
  { ptsize: 14, exposure: 0 },
];

ensureSystemPackageOrExit(TESSERACT_TRAINING, 'mrz:train');
ensureSystemPackageOrExit(OCR_B_FONT, 'mrz:train');
const started = performance.now();
rmSync(values.work, { recursive: true, force: true });
mkdirSync(values.work, { recursive: true });
if (Number(values.seed) === HELD_OUT_SEED) {
  console.error(
    `--seed ${HELD_OUT_SEED} is the held-out corpus's seed: it is only ever scored (docs/passport-scan.md#corpus).`,
  );
  process.exit(2);
}
const random = rng(Number(values.seed));
writeFileSync(
  join(values.work, 'mrz.txt'),
  trainingText(Number(values.documents), Number(values['random-lines']), random),
);
const model = trainLegacyModel(values.work, 'mrz.txt', MRZ_MODEL, RENDERS);
const gz = gzipSync(readFileSync(model), { level: 9 });
writeFileSync(values.out, gz);
console.log(
  `wrote ${values.out} (${gz.length} bytes gzipped) from ${RENDERS.length} renders in ${Math.round((performance.now() - started) / 1000)} s`,
);
