/**
 * `npm run mrz:score -- [CORPUS] [options]`: scores the passport-scan engine on the synthetic
 * development corpus (`.local/mrz-corpus`, seed 9303), the held-out corpus (`.local/mrz-corpus-held-out`,
 * seed 250127) and the real-photo set (`MRZ_REAL_DIR` or `../shared/mrz-real`), and prints one row
 * per set and group (docs/passport-scan.md#results). A missing synthetic corpus is generated first
 * (40 photos per level); a missing real set is skipped with a message.
 *
 * Options: `--sets development,held-out,real`; `--levels clean,moderate,hard`; `--per-level N`;
 * `--only TEXT` (photos whose name contains TEXT); `--real DIR`; `--model ocrb|eng|lstm` and
 * `--lang-path DIR` (another model, e.g. a fresh `npm run mrz:train` output); `--engine-at COMMIT`
 * (the engine of an earlier commit, `previous` for the one before the real-photo work);
 * `--verbose` (every miss, expected against read); `--marks` (every review mark with its reason and
 * whether the field was right, and a count per reason); `--ocr-cache DIR` (keep the OCR's answers in
 * DIR to re-score rule changes quickly: timings then mean nothing).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { engineAt, PREVIOUS_ENGINE_COMMIT } from '../bench/mrz-engine-at.ts';
import { scoreSet, share, type GroupScore } from '../bench/mrz-eval.ts';
import { realSet, realSetDir, syntheticSet, type SetItem } from '../bench/mrz-sets.ts';
import { summarize } from '../bench/stats.ts';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import { readMrz } from '../src/features/passport-scan/engine/read-mrz.ts';
import { DEVELOPMENT_SEED, HELD_OUT_SEED, writeCorpus } from './mrz-corpus/write-corpus.ts';
import { cachedOcr, parseModel, readFile, type MrzReader } from './mrz-node.ts';

const rootDir = join(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sets: { type: 'string', default: 'development,held-out,real' },
    levels: { type: 'string', default: 'clean,moderate,hard' },
    'per-level': { type: 'string' },
    only: { type: 'string' },
    real: { type: 'string' },
    model: { type: 'string', default: 'ocrb' },
    'lang-path': { type: 'string' },
    'engine-at': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    marks: { type: 'boolean', default: false },
    'ocr-cache': { type: 'string' },
  },
});
const sets = values.sets.split(',');
const levels = values.levels.split(',');
const perLevel = values['per-level'] ? Number(values['per-level']) : undefined;

async function synthetic(dir: string, seed: number): Promise<SetItem[]> {
  if (!existsSync(dir)) {
    console.log(`writing ${dir} (seed ${seed}, 40 per level) first`);
    await writeCorpus(dir, 40, seed);
  }
  return syntheticSet(dir, perLevel).filter((item) => levels.includes(item.group));
}

const named: [string, SetItem[]][] = [];
if (sets.includes('development'))
  named.push(['development', await synthetic(positionals[0] ?? '.local/mrz-corpus', DEVELOPMENT_SEED)]);
if (sets.includes('held-out')) named.push(['held-out', await synthetic('.local/mrz-corpus-held-out', HELD_OUT_SEED)]);
if (sets.includes('real')) {
  const real = realSet(realSetDir(rootDir, values.real));
  if (real.items) named.push(['real', real.items]);
  else console.log(real.skipped);
}

const previous = values['engine-at'];
const engine = previous ? await engineAt(rootDir, previous === 'previous' ? PREVIOUS_ENGINE_COMMIT : previous) : null;
const uncachedOcr = engine
  ? await engine.createOcr()
  : await createNodeMrzOcr(parseModel(values.model), values['lang-path']);
const cacheDir = values['ocr-cache'];
const ocr = cacheDir
  ? cachedOcr(uncachedOcr, cacheDir, `${engine?.commit ?? values.model}:${values['lang-path'] ?? ''}`)
  : uncachedOcr;
const read: MrzReader = engine ? (image) => engine.read(image, ocr) : (image) => readMrz(image, ocr);

const pct = (value: number | null) => (value === null ? '–' : `${value.toFixed(0)} %`);
const families = (score: GroupScore) =>
  Object.entries(score.families)
    .map(([family, f]) => `${family} ${f.exact}/${f.documents}`)
    .join(', ');

/** Every mark of a group, then per reason: marks, on right fields, on wrong or empty ones. */
function printMarks(score: GroupScore) {
  const perReason = new Map<string, { right: number; wrong: number }>();
  for (const { name, field, reason, right } of score.markList) {
    console.log(`  mark ${right ? 'RIGHT' : 'wrong'} ${name} ${field}: ${reason}`);
    const count = perReason.get(reason) ?? { right: 0, wrong: 0 };
    count[right ? 'right' : 'wrong']++;
    perReason.set(reason, count);
  }
  for (const [reason, { right, wrong }] of perReason)
    console.log(`  reason ${String(right + wrong).padStart(3)} marks, ${right} on right fields: ${reason}`);
}

try {
  console.log(
    engine
      ? `engine at ${engine.commit}`
      : `model ${values.model}${values['lang-path'] ? ` from ${values['lang-path']}` : ''}`,
  );
  console.log(
    'set          group     docs  exact   fields  wrong  silent  marks  precision  declined  no-mrz  median-ms  p95-ms  exact per family',
  );
  for (const [name, items] of named) {
    const chosen = values.only ? items.filter((item) => item.name.includes(values.only ?? '')) : items;
    const scores = await scoreSet(chosen, async (item) => readFile(item.path, read));
    for (const s of scores) {
      const time = summarize(s.ms);
      console.log(
        [
          name.padEnd(12),
          s.group.padEnd(8),
          String(s.documents).padStart(5),
          pct(share(s.exact, s.documents)).padStart(6),
          pct(share(s.fieldsRight, s.fields)).padStart(7),
          String(s.wrong).padStart(6),
          String(s.silent).padStart(7),
          String(s.marks).padStart(6),
          pct(share(s.marksDeserved, s.marks)).padStart(10),
          String(s.declined).padStart(9),
          String(s.notFound).padStart(7),
          String(Math.round(time.p50)).padStart(10),
          String(Math.round(time.p95)).padStart(7),
          ` ${families(s)}`,
        ].join(' '),
      );
      if (values.verbose) {
        for (const miss of s.misses)
          console.log(`  ${miss.name}\n    expected ${miss.expected.join(' ')}\n    read     ${miss.read.join(' ')}`);
        for (const { name: file, notes } of s.fieldNotes) console.log(`  ${file}: ${notes.join('; ')}`);
      }
      if (values.marks) printMarks(s);
    }
  }
} finally {
  await ocr.terminate();
}
