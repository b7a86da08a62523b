/**
 * `npm run mrz:score -- [DIR] [--model ocrb|eng|lstm] [--lang-path DIR] [--per-level N]`: scores the
 * passport-scan engine on a corpus from `npm run mrz:corpus` (default `.local/mrz-corpus`) and prints
 * one row per level: every line exact, all check digits valid, fields right, valid but wrong, wrong in silence
 * (percentages), median and p95 ms per photo. `--lang-path` reads a model from another folder (a
 * fresh `npm run mrz:train` output) to compare it before committing it.
 */
import { parseArgs } from 'node:util';
import { evaluateCorpus } from '../bench/mrz-corpus-eval.ts';
import { summarize } from '../bench/stats.ts';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import { parseModel } from './mrz-node.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    model: { type: 'string', default: 'ocrb' },
    'lang-path': { type: 'string' },
    'per-level': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const model = parseModel(values.model);
const ocr = await createNodeMrzOcr(model, values['lang-path']);
try {
  const perLevel = values['per-level'] ? Number(values['per-level']) : undefined;
  const scores = await evaluateCorpus(positionals[0] ?? '.local/mrz-corpus', ocr, {
    perLevel,
    onMiss: values.verbose
      ? (file, expected, read) => console.log(`${file}\n  expected ${expected.join(' ')}\n  read     ${read.join(' ')}`)
      : undefined,
  });
  console.log(`model ${model}${values['lang-path'] ? ` from ${values['lang-path']}` : ''}`);
  console.log('level     photos  exact  valid   fields  wrong-but-valid  silent  median-ms  p95-ms');
  for (const s of scores) {
    const time = summarize(s.ms);
    const pct = (n: number) => `${n.toFixed(0)} %`.padStart(5);
    console.log(
      `${s.level.padEnd(9)} ${String(s.photos).padStart(6)}  ${pct(s.exact)}  ${pct(s.valid)}  ${`${s.fieldsRight.toFixed(1)} %`.padStart(7)}  ${pct(s.wrongButValid).padStart(15)}  ${pct(s.silentFieldError).padStart(6)}  ${String(Math.round(time.p50)).padStart(9)}  ${String(Math.round(time.p95)).padStart(6)}`,
    );
  }
} finally {
  await ocr.terminate();
}
