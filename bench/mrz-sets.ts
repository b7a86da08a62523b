/**
 * The photo sets the passport-scan engine is scored on (docs/passport-scan.md#results): synthetic
 * corpora written by scripts/mrz-corpus (grouped by level) and the real-photo development set, a
 * folder outside the repository (its images keep their own licences) with `truth.json`, grouped
 * by format family.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface SetItem {
  /** File name, for reports. */
  name: string;
  path: string;
  /** Level (synthetic) or `real`. */
  group: string;
  /** TD1, TD2, TD3, MRVA, MRVB or FRENCH_ID. */
  family: string;
  lines: string[];
}

/** The French national ID card prints a 2 × 36 MRZ in its own layout, starting `IDFRA`. */
export const familyOf = (format: string, lines: string[]): string =>
  lines.length === 2 && lines[0].length === 36 && lines[0].startsWith('IDFRA') ? 'FRENCH_ID' : format;

/** Every photo of a corpus folder, sorted, at most `perLevel` of each level. */
export function syntheticSet(dir: string, perLevel = Infinity): SetItem[] {
  const truths = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          file: string;
          level: string;
          format: string;
          lines: string[];
        },
    );
  return ['clean', 'moderate', 'hard'].flatMap((level) =>
    truths
      .filter((t) => t.level === level)
      .slice(0, perLevel)
      .map((t) => ({
        name: t.file,
        path: join(dir, t.file),
        group: level,
        family: familyOf(t.format, t.lines),
        lines: t.lines,
      })),
  );
}

/**
 * Where the real-photo set is: `MRZ_REAL_DIR`, else `../shared/mrz-real` beside the repository.
 * @param option a `--real DIR` given on the command line, which wins.
 */
export function realSetDir(rootDir: string, option?: string): string {
  return resolve(rootDir, option ?? process.env.MRZ_REAL_DIR ?? join('..', 'shared', 'mrz-real'));
}

/** The real set's photos, or `null` (with the reason in `skipped`) when its folder is absent, as on CI. */
export function realSet(dir: string): { items: SetItem[] } | { items: null; skipped: string } {
  const truthFile = join(dir, 'truth.json');
  if (!existsSync(truthFile))
    return {
      items: null,
      skipped: `real set skipped: no ${truthFile} (set MRZ_REAL_DIR or --real to the folder of the real-photo set; its images are not in the repository)`,
    };
  const truths = JSON.parse(readFileSync(truthFile, 'utf8')) as { file: string; format: string; lines: string[] }[];
  return {
    items: truths.map((t) => ({
      name: t.file,
      path: join(dir, t.file),
      group: 'real',
      family: familyOf(t.format, t.lines),
      lines: t.lines,
    })),
  };
}
