/**
 * Passport-scan section (docs/passport-scan.md#results): the engine on two sets, each row with the
 * previous engine (PREVIOUS_ENGINE_COMMIT, loaded from git) read on the same photos in the same run
 * as its baseline. Sets: the held-out synthetic corpus (scripts/mrz-corpus, seed 250127, regenerated
 * in the run's temp folder) and the real-photo set (skipped with a note when its folder is absent).
 * Per set and group: every line exact (per format family on the real set), fields right, wrong
 * fields without a review mark, review-mark precision, readings declined, time per photo in Node;
 * then the model load and the time per photo in Chromium (mrz-browser.ts), and the live camera
 * scan's time from camera start to accepted reading on a fake camera (mrz-camera.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createNodeMrzOcr } from '../src/features/passport-scan/engine/node-ocr.ts';
import { readMrz } from '../src/features/passport-scan/engine/read-mrz.ts';
import { HELD_OUT_SEED } from '../scripts/mrz-corpus/write-corpus.ts';
import { readFile } from '../scripts/mrz-node.ts';
import type { Bench } from './context.ts';
import { benchMrzBrowser } from './mrz-browser.ts';
import { benchMrzCamera } from './mrz-camera.ts';
import { engineAt, PREVIOUS_ENGINE_COMMIT } from './mrz-engine-at.ts';
import { scoreSet, share, type GroupScore } from './mrz-eval.ts';
import { realSet, realSetDir, syntheticSet, type SetItem } from './mrz-sets.ts';
import { summarize } from './stats.ts';

/** Every line exact: goals of the real-photo work (docs/passport-scan.md#goals). */
const EXACT_GOAL: Record<string, number> = { real: 80, hard: 90 };
const PREVIOUS = 'previous engine';

function addRows(bench: Bench, set: string, scores: GroupScore[], baseline: GroupScore[] | null): void {
  for (const score of scores) {
    const base = baseline?.find((b) => b.group === score.group);
    const at = `${set}, ${score.group} (${score.documents} photos)`;
    const percent = (name: string, n: number, of: number, baseN?: number, baseOf?: number, goal?: number) => {
      const value = share(n, of) ?? Number.NaN;
      bench.results.add({
        section: 'mrz',
        name: `${name}, ${at}`,
        unit: '%',
        value,
        ...(base && baseOf !== undefined && baseN !== undefined
          ? { baseline: { name: PREVIOUS, value: share(baseN, baseOf) ?? Number.NaN } }
          : {}),
        ...(goal !== undefined ? { goal: { text: `≥ ${goal} %`, met: value >= goal } } : {}),
      });
    };
    percent('every line exact', score.exact, score.documents, base?.exact, base?.documents, EXACT_GOAL[score.group]);
    if (set === 'real')
      for (const [family, f] of Object.entries(score.families)) {
        const b = base?.families[family];
        bench.results.add({
          section: 'mrz',
          name: `every line exact, ${set}, ${family} (${f.documents} photos)`,
          unit: '%',
          value: share(f.exact, f.documents) ?? Number.NaN,
          ...(b ? { baseline: { name: PREVIOUS, value: share(b.exact, b.documents) ?? Number.NaN } } : {}),
        });
      }
    percent('fields right', score.fieldsRight, score.fields, base?.fieldsRight, base?.fields);
    bench.results.add({
      section: 'mrz',
      name: `wrong fields without a review mark, ${at}`,
      unit: 'fields',
      value: score.silent,
      ...(base ? { baseline: { name: PREVIOUS, value: base.silent } } : {}),
      goal: { text: '0', met: score.silent === 0 },
      note: `${score.wrong} wrong fields filled, ${score.declined} readings not filled (could not be read reliably)`,
    });
    const precision = share(score.marksDeserved, score.marks);
    bench.results.add({
      section: 'mrz',
      name: `review marks on wrong or empty fields (precision), ${at}`,
      unit: '%',
      value: precision ?? Number.NaN,
      ...(base ? { baseline: { name: PREVIOUS, value: share(base.marksDeserved, base.marks) ?? Number.NaN } } : {}),
      // No mark at all wastes no one's attention: the goal holds.
      goal: { text: '≥ 50 %', met: precision === null || precision >= 50 },
      note: `${score.marks} fields marked`,
    });
    if (score.ms.length) {
      const time = summarize(score.ms);
      bench.results.add({
        section: 'mrz',
        name: `time per photo in Node, ${at}`,
        unit: 'ms',
        value: time,
        ...(base ? { baseline: { name: PREVIOUS, value: summarize(base.ms) } } : {}),
        goal: { text: 'median ≤ 1000 ms, p95 ≤ 2500 ms', met: time.p50 <= 1000 && time.p95 <= 2500 },
      });
    }
  }
}

export async function benchMrz(bench: Bench): Promise<void> {
  const { config, rootDir, tmpDir, log } = bench;
  const perLevel = config.smoke ? 1 : 20;
  const dir = join(tmpDir, 'mrz-corpus');
  log(`mrz: rendering ${perLevel * 3} held-out photos`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/mrz-corpus.ts',
      '--per-level',
      String(perLevel),
      '--out',
      dir,
      '--seed',
      String(HELD_OUT_SEED),
    ],
    { cwd: rootDir, stdio: 'ignore' },
  );
  const sets: [string, SetItem[]][] = [['held-out', syntheticSet(dir)]];
  const real = realSet(realSetDir(rootDir));
  if (config.smoke) log('mrz: real set and previous engine left out of the smoke run');
  else if (real.items) sets.push(['real', real.items]);
  else log(`mrz: ${real.skipped}`);

  const started = performance.now();
  const ocr = await createNodeMrzOcr();
  bench.results.add({
    section: 'mrz',
    name: 'model load in Node (OCR-B, legacy engine)',
    unit: 'ms',
    value: performance.now() - started,
  });
  const previous = config.smoke ? null : await engineAt(rootDir, PREVIOUS_ENGINE_COMMIT);
  const previousOcr = previous ? await previous.createOcr() : null;
  try {
    for (const [name, items] of sets) {
      log(`mrz: ${name}, ${items.length} photos`);
      const scores = await scoreSet(items, (item) => readFile(item.path, (image) => readMrz(image, ocr)));
      const baseline =
        previous && previousOcr
          ? await scoreSet(items, (item) => readFile(item.path, (image) => previous.read(image, previousOcr)))
          : null;
      addRows(bench, name, scores, baseline);
    }
  } finally {
    await ocr.terminate();
    await previousOcr?.terminate();
  }
  await benchMrzBrowser(bench, sets);
  await benchMrzCamera(bench);
}
