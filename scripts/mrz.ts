/**
 * `npm run mrz -- FILE…`: reads the MRZ of each photo with the passport-scan engine (the same code
 * the browser worker runs, here in Node) and prints one JSON line per file:
 * `{"file","format","lines","valid","filled","fields","checks","review","expired","ms"}`; `"lines": []` and
 * `"valid": false` when no MRZ was found. Option: `--model eng|lstm` (default `ocrb`, the shipped
 * OCR-B model; `eng` the generic model on the legacy engine, `lstm` its LSTM).
 */
import { parseArgs } from 'node:util';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import { readMrz } from '../src/features/passport-scan/engine/read-mrz.ts';
import { parseModel, readFile } from './mrz-node.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    model: { type: 'string', default: 'ocrb' },
  },
});
if (!positionals.length) {
  console.error('Usage: npm run mrz -- [--model ocrb|eng|lstm] FILE…');
  process.exit(2);
}
const ocr = await createNodeMrzOcr(parseModel(values.model));
try {
  for (const file of positionals) console.log(JSON.stringify(await readFile(file, (image) => readMrz(image, ocr))));
} finally {
  await ocr.terminate();
}
