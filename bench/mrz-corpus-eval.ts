/**
 * Scores the passport-scan engine on a generated corpus (ground truth `NAME.json` beside each
 * `NAME.jpg`): per difficulty level, the share of photos with every line exact, with all check
 * digits valid, read valid but wrong (the dangerous case), and with a wrong field not marked for
 * review ("wrong in silence"), plus the time per photo.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadOptions } from '../src/features/passport-scan/engine/read-mrz.ts';
import type { MrzOcr } from '../src/features/passport-scan/engine/ocr.ts';
import { buildScanResult } from '../src/features/passport-scan/engine/mrz-result.ts';
import { readFile } from '../scripts/mrz-node.ts';

export interface LevelScore {
  level: string;
  photos: number;
  /** Percentages 0–100. */
  exact: number;
  valid: number;
  wrongButValid: number;
  silentFieldError: number;
  /** Fields (document number, names, dates, …) returned equal to the truth, of all fields. */
  fieldsRight: number;
  /** Milliseconds per photo (decode excluded), in corpus order. */
  ms: number[];
}

interface Truth {
  file: string;
  level: string;
  lines: string[];
}

/** Reads every photo of `dir` (optionally only the first `perLevel` of each level) and scores it. */
export async function evaluateCorpus(
  dir: string,
  ocr: MrzOcr,
  options: ReadOptions & {
    perLevel?: number;
    onMiss?: (file: string, expected: string[], read: string[]) => void;
  } = {},
): Promise<LevelScore[]> {
  const truths = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Truth);
  const scores: LevelScore[] = [];
  for (const level of ['clean', 'moderate', 'hard']) {
    const items = truths.filter((t) => t.level === level).slice(0, options.perLevel ?? Infinity);
    const counts = { exact: 0, valid: 0, wrongButValid: 0, silent: 0, fieldsRight: 0, fields: 0 };
    const ms: number[] = [];
    for (const truth of items) {
      const read = await readFile(join(dir, truth.file), ocr, options);
      ms.push(read.ms);
      const exact = read.lines.join('\n') === truth.lines.join('\n');
      if (!exact) options.onMiss?.(truth.file, truth.lines, read.lines);
      const expected = buildScanResult(truth.lines)!.fields;
      const reviewed = new Set(read.review.map((item) => item.field));
      const silent =
        read.fields !== null &&
        Object.entries(expected).some(
          ([key, value]) =>
            read.fields![key as keyof typeof expected] !== value && !reviewed.has(key as keyof typeof expected),
        );
      const keys = Object.keys(expected) as (keyof typeof expected)[];
      counts.fields += keys.length;
      counts.fieldsRight += keys.filter((key) => read.fields?.[key] === expected[key]).length;
      counts.exact += Number(exact);
      counts.valid += Number(read.valid);
      counts.wrongButValid += Number(read.valid && !exact);
      counts.silent += Number(read.valid && silent);
    }
    const pct = (n: number) => (items.length ? (100 * n) / items.length : 0);
    scores.push({
      level,
      photos: items.length,
      exact: pct(counts.exact),
      valid: pct(counts.valid),
      wrongButValid: pct(counts.wrongButValid),
      silentFieldError: pct(counts.silent),
      fieldsRight: counts.fields ? (100 * counts.fieldsRight) / counts.fields : 0,
      ms,
    });
  }
  return scores;
}
