/**
 * Scores the passport-scan engine on a photo set (docs/passport-scan.md#results), per group (a
 * synthetic level, or the real set) with a breakdown per format family: documents with every line
 * exact; of the form's nine fields, those filled right, filled wrong without a review mark (must be
 * 0), and the review marks' precision (marked fields that were really wrong or empty) and recall
 * (wrong fields that were marked); readings the engine declined to fill; time per photo.
 */
import { buildScanResult } from '../src/features/passport-scan/engine/mrz-result.ts';
import type { MrzFields } from '../src/features/passport-scan/engine/types.ts';
import { FORM_KEY } from '../src/features/passport-scan/lib/to-guest-values.ts';
import type { MrzLine } from '../scripts/mrz-node.ts';
import type { SetItem } from './mrz-sets.ts';

/** The fields the registration form shows (the personal number is not one of them). */
const FORM_FIELDS = (Object.keys(FORM_KEY) as (keyof MrzFields)[]).filter((field) => FORM_KEY[field] !== null);

export interface GroupScore {
  group: string;
  documents: number;
  exact: number;
  /** Per format family: documents and those with every line exact. */
  families: Record<string, { documents: number; exact: number }>;
  /** Form fields of every document (9 each) and those filled with the truth (or left empty where it is empty). */
  fields: number;
  fieldsRight: number;
  /** Fields filled with a wrong value; of them, those without a review mark ("silent"). */
  wrong: number;
  silent: number;
  /** Review marks, and those on a field that was wrong or left empty. */
  marks: number;
  marksDeserved: number;
  /** Readings the engine would not fill ("could not be read reliably"), and photos with no MRZ found. */
  declined: number;
  notFound: number;
  /** Milliseconds per photo (decode excluded), in set order. */
  ms: number[];
  misses: { name: string; expected: string[]; read: string[] }[];
  /** Every review mark on a form field: photo, field, the reason shown, and whether the field was right. */
  markList: { name: string; field: string; reason: string; right: boolean }[];
  /** Per document with a wrong or marked field: `field: read ≠ truth [marked]` or `field marked, right`. */
  fieldNotes: { name: string; notes: string[] }[];
}

const emptyScore = (group: string): GroupScore => ({
  group,
  documents: 0,
  exact: 0,
  families: {},
  fields: 0,
  fieldsRight: 0,
  wrong: 0,
  silent: 0,
  marks: 0,
  marksDeserved: 0,
  declined: 0,
  notFound: 0,
  ms: [],
  misses: [],
  markList: [],
  fieldNotes: [],
});

/** Adds one document's reading to `score`. */
export function addReading(score: GroupScore, item: SetItem, read: MrzLine): void {
  const exact = read.lines.join('\n') === item.lines.join('\n');
  score.documents++;
  score.exact += Number(exact);
  const family = (score.families[item.family] ??= { documents: 0, exact: 0 });
  family.documents++;
  family.exact += Number(exact);
  score.ms.push(read.ms);
  if (!exact) score.misses.push({ name: item.name, expected: item.lines, read: read.lines });
  if (read.format === null) score.notFound++;
  if (read.format !== null && !read.filled) score.declined++;
  const expected = buildScanResult(item.lines)?.fields;
  if (!expected) return;
  const marked = new Set(read.filled ? read.review.map((mark) => mark.field) : []);
  const notes: string[] = [];
  for (const field of FORM_FIELDS) {
    const value = read.filled ? (read.fields?.[field] ?? null) : null;
    score.fields++;
    score.fieldsRight += Number(value === expected[field]);
    if (value !== null && value !== expected[field]) {
      score.wrong++;
      score.silent += Number(!marked.has(field));
      notes.push(`${field}: ${value} ≠ ${expected[field]}${marked.has(field) ? ' [marked]' : ' [SILENT]'}`);
    }
    if (marked.has(field)) {
      const reason = read.review.find((m) => m.field === field)?.reason ?? '';
      score.marks++;
      score.marksDeserved += Number(value !== expected[field]);
      score.markList.push({ name: item.name, field, reason, right: value === expected[field] });
      if (value === expected[field]) notes.push(`${field} marked, right (${reason})`);
    }
  }
  if (notes.length) score.fieldNotes.push({ name: item.name, notes });
}

/** Reads every item with `read` and scores it per group, in the order groups first appear. */
export async function scoreSet(items: SetItem[], read: (item: SetItem) => Promise<MrzLine>): Promise<GroupScore[]> {
  const groups = new Map<string, GroupScore>();
  for (const item of items) {
    const score = groups.get(item.group) ?? emptyScore(item.group);
    groups.set(item.group, score);
    addReading(score, item, await read(item));
  }
  return [...groups.values()];
}

/** Percentage helper for reports: `n` of `of`, `null` when `of` is 0. */
export const share = (n: number, of: number): number | null => (of ? (100 * n) / of : null);
