import { describe, expect, it } from 'vitest';
import { layOnGrid } from './line-layout.ts';
import type { OcrSymbol } from './types.ts';

// ICAO Doc 9303 Part 5 TD1 specimen, as the OCR would return it: one symbol per character, 20 px pitch.
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const row = (text: string, y: number, startX = 100): OcrSymbol[] =>
  [...text].map((char, i) => ({ text: char, confidence: 95, x: startX + 20 * i, y, width: 14, height: 24 }));

describe('laying OCR rows on the MRZ grid', () => {
  it('reads left-aligned rows as they are', () => {
    expect(layOnGrid(TD1.map((text, i) => row(text, 40 * i)))?.lines).toEqual(TD1);
  });

  it('drops print read left of where every other line starts', () => {
    const rows = TD1.map((text, i) => row(text, 40 * i));
    rows[0] = [...row('F<', 0, 60), ...rows[0]];
    expect(layOnGrid(rows)?.lines).toEqual(TD1);
  });

  it('never makes a two-line page three lines when print above it is read too', () => {
    const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
    const viz = row('SIGNATURE<OF<THE<HOLDER', -40, 300);
    expect(layOnGrid([viz, ...TD3.map((text, i) => row(text, 40 * i))], 2)?.lines).toEqual(TD3);
    expect(layOnGrid([viz, ...TD3.map((text, i) => row(text, 40 * i))])?.lines).toEqual(TD3);
  });

  it('keeps a TD1 name line whose fillers the OCR skipped', () => {
    const rows = TD1.map((text, i) => row(text, 40 * i));
    rows[2] = rows[2].filter((symbol) => symbol.text !== '<');
    expect(layOnGrid(rows, 3)?.lines).toEqual(TD1);
  });

  it('finds no MRZ, rather than failing, when one of two rows lies wholly left of the other', () => {
    const rows = [row(TD1[0], 0, 0), row(TD1[1], 40, 700)];
    expect(layOnGrid(rows)).toBeNull();
  });
});
