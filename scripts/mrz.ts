/**
 * `npm run mrz -- FILE…`: reads the MRZ of each photo with the passport-scan engine (the same code
 * the browser worker runs, here in Node) and prints one JSON line per file:
 * `{"file","format","lines","valid","filled","fields","checks","review","expired","ms"}`; `"lines": []` and
 * `"valid": false` when no MRZ was found. Options: `--model eng|lstm` (default `ocrb`, the shipped
 * OCR-B model; `eng` the generic model on the legacy engine, `lstm` its LSTM), `--whole` (OCR the
 * whole photo without locating the band; the naive baseline).
 */
import { parseArgs } from 'node:util';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import { readMrz } from '../src/features/passport-scan/engine/read-mrz.ts';
import { parseModel, readFile } from './mrz-node.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    model: { type: 'string', default: 'ocrb' },
    whole: { type: 'boolean', default: false },
  },
});
if (!positionals.length) {
  console.error('Usage: npm run mrz -- [--model ocrb|eng|lstm] [--whole] FILE…');
  process.exit(2);
}
const ocr = await createNodeMrzOcr(parseModel(values.model));
try {
  for (const file of positionals)
    console.log(
      JSON.stringify(
        await readFile(file, (image) => readMrz(image, ocr, { approach: values.whole ? 'whole' : 'band' })),
      ),
    );
} finally {
  await ocr.terminate();
}
