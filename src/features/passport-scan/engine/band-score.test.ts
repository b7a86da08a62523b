import { describe, expect, it } from 'vitest';
import { bandsFromLines, type TextLine } from './band-score.ts';

/** A horizontal printed line from x0 to x1 at height y, 10 px high, densely inked. */
const line = (x0: number, x1: number, y: number, thickness = 10): TextLine => ({
  start: { column: x0, row: y },
  end: { column: x1, row: y },
  thickness,
  fill: 0.9,
});

describe('finding MRZ bands among text lines', () => {
  it('groups the two MRZ lines and leaves out a shorter visual-zone line above them', () => {
    const viz = line(300, 620, 140);
    const mrz = [line(40, 640, 160), line(40, 640, 178)];
    const [best] = bandsFromLines([viz, ...mrz]);
    expect(best.lines).toBe(2);
    expect(Math.min(...best.corners.map((p) => p.row))).toBeGreaterThan(150);
  });

  it('keeps the three lines of a TD1 together', () => {
    const [best] = bandsFromLines([line(20, 420, 300), line(20, 420, 318), line(20, 420, 336)]);
    expect(best.lines).toBe(3);
  });

  it('finds a band turned by 90° as well as an upright one', () => {
    const turn = (l: TextLine): TextLine => ({
      ...l,
      start: { column: l.start.row, row: l.start.column },
      end: { column: l.end.row, row: l.end.column },
    });
    const [best] = bandsFromLines([line(40, 640, 160), line(40, 640, 178)].map(turn));
    expect(best.lines).toBe(2);
    expect(best.length).toBeCloseTo(600, 0);
  });

  it('offers a lone long line widened to both sides when no second line matches it', () => {
    const [best] = bandsFromLines([line(40, 640, 160)]);
    expect(best.lines).toBe(1);
    expect(best.thickness).toBeGreaterThan(40);
  });
});
