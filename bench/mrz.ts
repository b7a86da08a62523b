/**
 * Passport-scan section: regenerates the MRZ corpus (scripts/mrz-corpus.ts, fixed seed) in the run's
 * temp directory, loads the OCR model, and reads every photo with the engine the browser runs.
 * Reports per difficulty level: every line exact, all check digits valid, valid but wrong (goal
 * ≤ 0.5 %), time per photo (goal median ≤ 1.5 s), and the model load time. The full run also
 * scores the naive baseline: OCR of the whole photo without locating the MRZ band.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import type { Bench } from './context.ts';
import { evaluateCorpus, type LevelScore } from './mrz-corpus-eval.ts';
import { summarize } from './stats.ts';

const EXACT_GOAL: Record<string, number> = { clean: 95, moderate: 95, hard: 85 };

/** Rows for one approach; goals only for the engine's own approach, the whole-photo rows are its baseline. */
function addLevelRows(bench: Bench, scores: LevelScore[], approach: string, baseline?: LevelScore[]): void {
  const judged = approach === 'located band';
  const goal = (text: string, met: boolean) => (judged ? { goal: { text, met } } : {});
  for (const score of scores) {
    const at = `${score.level}, ${approach} (${score.photos} photos)`;
    const base = baseline?.find((b) => b.level === score.level);
    bench.results.add({
      section: 'mrz',
      name: `every line exact, ${at}`,
      unit: '%',
      value: score.exact,
      baseline: base && { name: 'whole photo, no band location', value: base.exact },
      ...goal(`≥ ${EXACT_GOAL[score.level]} %`, score.exact >= EXACT_GOAL[score.level]),
    });
    bench.results.add({ section: 'mrz', name: `all check digits valid, ${at}`, unit: '%', value: score.valid });
    bench.results.add({
      section: 'mrz',
      name: `valid but wrong, ${at}`,
      unit: '%',
      value: score.wrongButValid,
      ...goal('≤ 0.5 %', score.wrongButValid <= 0.5),
      note: `a wrong field not marked for review: ${score.silentFieldError.toFixed(1)} %`,
    });
    if (score.ms.length) {
      const time = summarize(score.ms);
      bench.results.add({
        section: 'mrz',
        name: `time per photo, ${at}`,
        unit: 'ms',
        value: time,
        ...goal('median ≤ 1500 ms', time.p50 <= 1500),
      });
    }
  }
}

export async function benchMrz(bench: Bench): Promise<void> {
  const { config, rootDir, tmpDir, log } = bench;
  const perLevel = config.smoke ? 1 : 30;
  const dir = join(tmpDir, 'mrz-corpus');
  log(`mrz: rendering ${perLevel * 3} photos`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/mrz-corpus.ts', '--per-level', String(perLevel), '--out', dir],
    { cwd: rootDir, stdio: 'ignore' },
  );
  const started = performance.now();
  const ocr = await createNodeMrzOcr();
  bench.results.add({
    section: 'mrz',
    name: 'model load (OCR-B, legacy engine)',
    unit: 'ms',
    value: performance.now() - started,
  });
  try {
    const naive = config.smoke ? undefined : await evaluateCorpus(dir, ocr, { approach: 'whole', perLevel: 10 });
    addLevelRows(bench, await evaluateCorpus(dir, ocr), 'located band', naive);
    if (naive) addLevelRows(bench, naive, 'whole photo');
  } finally {
    await ocr.terminate();
  }
}
