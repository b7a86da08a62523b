/**
 * Groups text lines into candidate MRZ bands and ranks them by how MRZ-like they are
 * (docs/passport-scan.md#how-it-works). An MRZ is 2 or 3 parallel lines (ICAO Doc 9303 Part 3 §4:
 * TD1 3×30, TD2/MRV-B/French ID 2×36, TD3/MRV-A 2×44) of equal length and character height, evenly
 * spaced (a line pitch of ~1.7 character heights), each ~20–50× as long as it is high and densely
 * printed (filler runs `<<<` print as a continuous row), and usually the longest print on the page.
 * A visual zone's line above the MRZ is shorter or spaced differently, so it does not join the band.
 */
import type { Point } from 'image-js';

/** One printed line: the centre line from `start` to `end` (full-image px), its height and ink fill (0–1). */
export interface TextLine {
  start: Point;
  end: Point;
  thickness: number;
  fill: number;
}

export interface Band {
  /** Quadrilateral around the lines (full-image px): first line's outer edge start → end, last line's end → start. */
  corners: Point[];
  /** Mean line length (px). */
  length: number;
  /** Distance between the outer edges of the first and last line (px). */
  thickness: number;
  /** Lines found in the band: 2 or 3, or 1 for a lone line widened to both sides. */
  lines: number;
  /** MRZ-likeness, higher is better (comparable between bands of one photo only). */
  score: number;
}

const sub = (a: Point, b: Point) => ({ column: a.column - b.column, row: a.row - b.row });
const add = (a: Point, b: Point, k = 1) => ({ column: a.column + b.column * k, row: a.row + b.row * k });
const dot = (a: Point, b: Point) => a.column * b.column + a.row * b.row;
const norm = (a: Point) => Math.hypot(a.column, a.row);
const lengthOf = (line: TextLine) => norm(sub(line.end, line.start));
const direction = (line: TextLine) => {
  const d = sub(line.end, line.start);
  const n = norm(d);
  return { column: d.column / n, row: d.row / n };
};
const centre = (line: TextLine) => ({
  column: (line.start.column + line.end.column) / 2,
  row: (line.start.row + line.end.row) / 2,
});
const ratio = (a: number, b: number) => Math.min(a, b) / Math.max(a, b);

/** `line` pointing the same way as unit vector `u`. */
const alongside = (line: TextLine, u: Point): TextLine =>
  dot(direction(line), u) >= 0 ? line : { ...line, start: line.end, end: line.start };

/** Parallel within 4°. */
const PARALLEL = Math.cos((4 * Math.PI) / 180);

/**
 * `line` pointing right, or down when it runs within 45° of vertical (one orientation for all
 * lines, so each pair of lines is met once, in one order).
 */
function canonical(line: TextLine): TextLine {
  const u = direction(line);
  const flip = Math.abs(u.column) >= Math.abs(u.row) ? u.column < 0 : u.row < 0;
  return flip ? { ...line, start: line.end, end: line.start } : line;
}

/** Joins pieces of one line split by glare or a gap (collinear, same height, close end to end). */
function joinPieces(input: TextLine[]): TextLine[] {
  const lines = input.map(canonical);
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const u = direction(lines[i]);
      const other = alongside(lines[j], u);
      const n = { column: -u.row, row: u.column };
      const t = Math.max(lines[i].thickness, other.thickness);
      if (Math.abs(dot(direction(other), u)) < PARALLEL || ratio(lines[i].thickness, other.thickness) < 0.6) continue;
      if (Math.abs(dot(sub(centre(other), centre(lines[i])), n)) > 0.5 * t) continue;
      const [a0, a1] = [0, lengthOf(lines[i])];
      const [b0, b1] = [dot(sub(other.start, lines[i].start), u), dot(sub(other.end, lines[i].start), u)];
      if (Math.max(a0, b0) - Math.min(a1, b1) > 2.5 * t) continue;
      const from = Math.min(a0, b0);
      const to = Math.max(a1, b1);
      const total = lengthOf(lines[i]) + lengthOf(other);
      lines[i] = {
        start: add(lines[i].start, u, from),
        end: add(lines[i].start, u, to),
        thickness: (lines[i].thickness + other.thickness) / 2,
        fill: (lines[i].fill * lengthOf(lines[i]) + other.fill * lengthOf(other)) / total,
      };
      lines.splice(j, 1);
      j = i;
    }
  return lines.map(canonical);
}

/** 1 inside [low, high], falling off linearly by the ratio outside it. */
const within = (value: number, low: number, high: number) =>
  value < low ? value / low : value > high ? high / value : 1;

/**
 * A third line that fits is worth more than the pair it extends: a TD1's name line is often
 * shorter and fainter (filler runs), and its first two lines alone would be read as a wrong
 * two-line MRZ. A two-line MRZ with print above it is not harmed: the grid keeps two rows when
 * the third does not fit (line-layout.ts).
 */
const THIRD_LINE = 1.3;

/** MRZ-likeness of lines ordered across the band (see the module comment). */
function likeness(lines: TextLine[], longest: number): number {
  const lengths = lines.map(lengthOf);
  const thick = lines.map((line) => line.thickness);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sameLength = Math.min(...lengths) / Math.max(...lengths);
  const sameHeight = Math.min(...thick) / Math.max(...thick);
  const aspect = Math.min(...lines.map((line) => within(lengthOf(line) / line.thickness, 16, 60)));
  const dense = Math.min(...lines.map((line) => within(line.fill, 0.55, 1)));
  return (mean / longest) * sameLength ** 2 * sameHeight * aspect * dense * (lines.length === 3 ? THIRD_LINE : 1);
}

/** The quadrilateral from the first line's outer edge to the last line's, and its size. */
function bandOf(lines: TextLine[], score: number): Band {
  const u = direction(lines[0]);
  const n = { column: -u.row, row: u.column };
  const [first, last] = [lines[0], lines[lines.length - 1]];
  const corners = [
    add(first.start, n, -first.thickness / 2),
    add(first.end, n, -first.thickness / 2),
    add(last.end, n, last.thickness / 2),
    add(last.start, n, last.thickness / 2),
  ];
  return {
    corners,
    length: lines.reduce((sum, line) => sum + lengthOf(line), 0) / lines.length,
    thickness: (norm(sub(corners[3], corners[0])) + norm(sub(corners[2], corners[1]))) / 2,
    lines: lines.length,
    score,
  };
}

/** Whether `b` can follow `a` in one MRZ: parallel, same size, aligned ends, a line pitch apart. */
function follows(a: TextLine, b: TextLine, u: Point, n: Point): boolean {
  const t = (a.thickness + b.thickness) / 2;
  const gap = dot(sub(centre(b), centre(a)), n);
  if (Math.abs(dot(direction(b), u)) < PARALLEL || gap < 1.1 * t || gap > 3.2 * t) return false;
  if (ratio(a.thickness, b.thickness) < 0.6 || ratio(lengthOf(a), lengthOf(b)) < 0.75) return false;
  // MRZ lines are left-aligned and equally long; glare may shorten one, so one aligned end will do.
  const slack = 0.15 * Math.max(lengthOf(a), lengthOf(b));
  return Math.abs(dot(sub(b.start, a.start), u)) < slack || Math.abs(dot(sub(b.end, a.end), u)) < slack;
}

/**
 * Candidate bands from text lines, best first: every run of 2 or 3 lines that can follow each other
 * in one MRZ, scored by likeness; then each long line on its own, widened to both sides by two line
 * pitches (the OCR and grid pick the MRZ rows out of it), scored lower.
 */
export function bandsFromLines(input: TextLine[]): Band[] {
  const lines = joinPieces(input);
  if (!lines.length) return [];
  const longest = Math.max(...lines.map(lengthOf));
  const bands: Band[] = [];
  for (const first of lines) {
    const u = direction(first);
    const n = { column: -u.row, row: u.column };
    const next = (line: TextLine) =>
      lines.map((other) => alongside(other, u)).filter((other) => other !== line && follows(line, other, u, n));
    for (const second of next(first)) {
      bands.push(bandOf([first, second], likeness([first, second], longest)));
      for (const third of next(second)) {
        const even = ratio(dot(sub(centre(second), centre(first)), n), dot(sub(centre(third), centre(second)), n));
        if (even > 0.75) bands.push(bandOf([first, second, third], likeness([first, second, third], longest)));
      }
    }
  }
  for (const line of lines) {
    if (lengthOf(line) / line.thickness < 16) continue;
    const u = direction(line);
    const n = { column: -u.row, row: u.column };
    const widen = (side: number) => ({
      ...line,
      start: add(line.start, n, side * 2.2 * line.thickness),
      end: add(line.end, n, side * 2.2 * line.thickness),
    });
    const band = bandOf([widen(-1), widen(1)], 0.5 * likeness([line], longest));
    bands.push({ ...band, lines: 1 });
  }
  return bands.sort((a, b) => b.score - a.score);
}

/**
 * `band` grown across its lines by `share` of its thickness on both sides, for `lines` lines: a
 * two-line band whose lines read 30 characters long is a TD1 missing a line, above or below.
 */
export function widenBand(band: Band, share: number, lines: number): Band {
  const [a, b, c, d] = band.corners;
  const away = (p: Point, from: Point) => add(p, sub(p, from), share);
  return {
    ...band,
    corners: [away(a, d), away(b, c), away(c, b), away(d, a)],
    thickness: band.thickness * (1 + 2 * share),
    lines,
  };
}
