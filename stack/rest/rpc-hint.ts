/**
 * PGRST202's "Perhaps you meant to call the function ..." hint (pgrst `Error.hs` `noRpcHint`): a fuzzy
 * search over the schema's function names when the name is unknown, or over the overloads'
 * sorted parameter lists `(a, b)` when the name exists. The matcher follows the fuzzy-set
 * algorithm PostgREST uses (Haskell `fuzzyset` defaults): 3-grams then 2-grams of the lower-cased
 * text (letters, digits, commas, spaces), cosine similarity, rescored by Levenshtein distance of the
 * lower-cased texts over the longer length, best score at least 0.33.
 */
import type { RoutineInfo } from './catalog-types.ts';

const MIN_SCORE = 0.33;

/**
 * @param keys the argument names sent, sorted; `all` every function name of the schema
 * @returns the hint text, or null when nothing is close enough
 */
export function rpcNotFoundHint(
  schema: string,
  name: string,
  keys: string[],
  all: string[],
  overloads: RoutineInfo[],
): string | null {
  const listText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const best = overloads.length
    ? closest(
        listText(keys),
        overloads.map((r) => listText(r.args.map((a) => a.name))),
      )
    : closest(name, [...new Set(all)]);
  if (best === null) return null;
  return `Perhaps you meant to call the function ${schema}.${overloads.length ? name : ''}${best}`;
}

/** The candidate most similar to `query`, or null when none scores at least 0.33. */
export function closest(query: string, candidates: string[]): string | null {
  const q = query.toLowerCase();
  for (const size of [3, 2]) {
    const qGrams = grams(q, size);
    const scored = candidates
      .map((candidate) => ({ candidate, score: cosine(qGrams, grams(candidate.toLowerCase(), size)) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 50)
      .map(({ candidate }) => {
        const c = candidate.toLowerCase();
        return { candidate, score: 1 - levenshtein(q, c) / Math.max(q.length, c.length, 1) };
      })
      .filter((s) => s.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score);
    if (scored.length) return scored[0].candidate;
  }
  return null;
}

/** Grams of the text with only letters, digits, commas and spaces kept, padded with `-`. */
function grams(text: string, size: number): Map<string, number> {
  let padded = `-${text.replace(/[^\p{L}\p{N}, ]+/gu, '')}-`;
  while (padded.length < size) padded += '-';
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i++) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, n] of a) dot += n * (b.get(gram) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((sum, n) => sum + n * n, 0));
  return dot ? dot / (norm(a) * norm(b)) : 0;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
