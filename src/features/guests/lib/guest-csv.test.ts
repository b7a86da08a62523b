import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Guest } from '../api/guest-columns';
import { buildGuestCsv, buildGuestCsvFromValues, neutraliseFormula } from './guest-csv';
import { anaFixture } from '../testing/guest-fixture';
import { valuesOf } from '../testing/guest-values';

const guest = (over: Partial<Guest> = {}): Guest => anaFixture({ phone: '+351 1', ...over });

describe('guest_list.csv builder', () => {
  it('writes a header row and one row per guest', () => {
    const rows = Papa.parse<string[]>(buildGuestCsv([guest(), guest({ first_name: 'Bo' })]).trim()).data;
    expect(rows[0].slice(0, 4)).toEqual(['First Name', 'Last Name', 'Second Last Name', 'Passport Number']);
    expect(rows[0]).toContain('Check-In Date');
    expect(rows[0]).toContain('Check-Out Time');
    expect(rows).toHaveLength(3);
    expect(rows[1][0]).toBe('Ana');
    expect(rows[1][rows[0].indexOf('Check-In Date')]).toBe('2026-03-07');
    expect(rows[1][rows[0].indexOf('Check-Out Date')]).toBe('');
  });

  it('quotes commas, quotes and line breaks so they stay in one cell', () => {
    const csv = buildGuestCsv([guest({ first_name: 'A, "B"\nC' })]);
    expect(Papa.parse<string[]>(csv).data[1][0]).toBe('A, "B"\nC');
  });

  it('neutralises spreadsheet formulas (CSV injection)', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseFormula(evil)).toBe(`'${evil}`);
    }
    expect(neutraliseFormula('Ana')).toBe('Ana');
    const csv = buildGuestCsv([guest({ last_name: '=cmd|"/C calc"!A0' })]);
    expect(Papa.parse<string[]>(csv).data[1][1]).toBe('\'=cmd|"/C calc"!A0');
  });

  it('shows the actual check-out date of a guest who left early, not the planned one', () => {
    const early = guest({ check_out: '2026-03-27', checked_out_at: '2026-03-23T12:09:00Z' });
    const rows = Papa.parse<string[]>(buildGuestCsv([early, guest({ check_out: '2026-03-27' })]).trim()).data;
    const at = rows[0].indexOf('Check-Out Date');
    expect(rows[1][at]).toBe('2026-03-23');
    expect(rows[2][at]).toBe('2026-03-27'); // not checked out yet: the planned date
  });

  it('keeps phone numbers as typed and quotes every field', () => {
    expect(neutraliseFormula('+353 1 234 5678')).toBe('+353 1 234 5678');
    expect(neutraliseFormula('+1 (555) 010-0199')).toBe('+1 (555) 010-0199');
    expect(neutraliseFormula('+1+1')).toBe("'+1+1");
    const csv = buildGuestCsv([guest({ phone: '+353 1 234 5678', room: '=1;2' })]);
    const [header, row] = csv.split('\r\n');
    expect(header.startsWith('"First Name","Last Name"')).toBe(true);
    expect(row).toContain('"+353 1 234 5678"');
    // Quoted, so a ';'-separated spreadsheet cannot split the cell into a formula.
    expect(row).toContain(`"'=1;2"`);
  });

  it("writes the same bytes from the export's rows of values, which carry only the columns the CSV reads", () => {
    const full = [
      guest({ first_name: '=x', check_out: '2026-03-09', checked_out_at: '2026-03-08T09:30:00Z' }),
      guest({ nationality: 'DEU', room: null, email: 'a,b@example.com' }),
    ];
    // Every registry field set, so a column the CSV reads but the export does not ask for shows up.
    for (const g of full)
      for (const [key, value] of Object.entries(g)) if (value === null) Object.assign(g, { [key]: 'Z' });
    expect(buildGuestCsvFromValues(valuesOf(full))).toBe(buildGuestCsv(full));
    expect(buildGuestCsvFromValues(valuesOf(full), { header: false })).toBe(buildGuestCsv(full, { header: false }));
  });
});
