/**
 * Alloggiati Web files read back field by field by an independent reader: it slices each line with the
 * positions of the layout table (testing/alloggiati-tracciato-record.csv, as the reference folder gives
 * it), not with the renderer's field list. Then the rules, each refused in the portal's own terms.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAlloggiati } from './alloggiati.ts';
import { loadItalyTables, type ItalyTables } from './tables.ts';
import { readFixture, rendered, report, stay, traveller } from './testing/fixtures.ts';

/** The layout table: field name, 0-based start, length. */
const layout = Papa.parse<Record<string, string>>(readFixture('alloggiati-tracciato-record.csv'), {
  header: true,
  skipEmptyLines: true,
}).data.map((row) => ({ name: row.campo, from: Number(row.da_0based), length: Number(row.lunghezza) }));

/** A file's records as {field: value} (trailing spaces kept, so padding is checked too). */
function readRecords(file: string): Record<string, string>[] {
  return file.split('\r\n').map((line) => {
    expect(line).toHaveLength(168);
    return Object.fromEntries(layout.map((f) => [f.name, line.slice(f.from, f.from + f.length)]));
  });
}
const trimmed = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v.trimEnd()]));

let tables: ItalyTables;
beforeAll(async () => {
  tables = await loadItalyTables();
});

/** Renders; fails the test with the problems when there is no file. */
const files = (input: ReturnType<typeof report>) => rendered(renderAlloggiati(input, tables));
const problems = (input: ReturnType<typeof report>) => {
  const result = renderAlloggiati(input, tables);
  return result.ok ? [] : result.problems.filter((p) => p.severity === 'error');
};

describe('an Italian family of three, read back with the layout table', () => {
  const mother = traveller({
    role: 'head_of_family',
    firstName: 'Giulia',
    lastName: "D'Angelo",
    nationality: 'ITA',
    birthCountry: 'ITA',
    birthComune: '412058091',
    dateOfBirth: '1985-03-02',
    documentType: 'C',
    documentNumber: 'CA00000AA',
    documentIssuingCountry: 'ITA',
    documentIssueComune: '412058091',
  });
  const father = traveller({
    role: 'family_member',
    firstName: 'Jürgen',
    lastName: 'Müller',
    sex: 'M',
    nationality: 'D',
    birthCountry: 'D',
  });
  const son = traveller({
    role: 'family_member',
    firstName: 'Nicolò',
    lastName: 'Müller',
    sex: 'M',
    dateOfBirth: '2015-06-30',
    nationality: 'ITA',
    birthCountry: 'ITA',
    birthComune: '412058091',
    documentType: undefined,
    documentNumber: undefined,
  });
  // Given member first: the file still starts with the head.
  const input = report([stay([father, mother, son], { arrival: '2026-11-27', departure: '2026-12-01' })]);

  it('writes the head first and the members right after, CRLF between records and none after the last', () => {
    const [file] = files(input).files;
    expect(file.split('\r\n')).toHaveLength(3);
    expect(file.endsWith('\r\n')).toBe(false);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(readRecords(file).map((r) => r['Tipo Alloggiato'])).toEqual(['17', '19', '19']);
  });

  it('puts every field where the layout says', () => {
    const [head, husband, child] = readRecords(files(input).files[0]).map(trimmed);
    expect(head).toEqual({
      'Tipo Alloggiato': '17',
      'Data Arrivo': '27/11/2026',
      'Numero Giorni di Permanenza': '04',
      Cognome: "D'ANGELO",
      Nome: 'GIULIA',
      Sesso: '2',
      'Data Nascita': '02/03/1985',
      'Comune Nascita': '412058091',
      'Provincia Nascita': 'RM',
      'Stato Nascita': '100000100',
      Cittadinanza: '100000100',
      'Tipo Documento': 'IDELE',
      'Numero Documento': 'CA00000AA',
      'Luogo Rilascio Documento': '412058091',
    });
    expect(husband).toMatchObject({
      Cognome: 'MULLER',
      Nome: 'JURGEN',
      Sesso: '1',
      'Stato Nascita': '100000216',
      Cittadinanza: '100000216',
      'Comune Nascita': '',
      'Provincia Nascita': '',
    });
    expect(child).toMatchObject({ Nome: 'NICOLO', 'Data Nascita': '30/06/2015', 'Provincia Nascita': 'RM' });
    for (const member of [husband, child]) {
      expect([member['Tipo Documento'], member['Numero Documento'], member['Luogo Rilascio Documento']]).toEqual([
        '',
        '',
        '',
      ]);
    }
  });

  it('says which names lost their accents, and keeps apostrophes', () => {
    const { notices } = files(input);
    expect(notices.map((n) => `${n.traveller} ${n.field}`)).toEqual([
      'Jürgen MÜLLER Cognome',
      'Jürgen MÜLLER Nome',
      'Nicolò MÜLLER Cognome',
      'Nicolò MÜLLER Nome',
    ]);
    expect(notices[0].message).toMatch(/written as "MULLER": the record holds plain upper-case letters/);
  });
});

describe("bad inputs, refused in the portal's terms", () => {
  it('a comune that no longer existed on the birth date', () => {
    // ABBADIA ALPINA (TO) ended on 1983-12-31.
    const [problem] = problems(
      report([stay([traveller({ birthCountry: 'ITA', birthComune: '401001501', dateOfBirth: '1990-05-01' })])]),
    );
    expect(problem).toMatchObject({ stay: 'STAY-1', traveller: 'Anna Maria ERIKSSON', field: 'Comune Nascita' });
    expect(problem.message).toBe(
      'ABBADIA ALPINA (TO, 401001501) ceased on 1983-12-31, before the birth on 1990-05-01: Alloggiati wants the comune as it was on the birth date.',
    );
    expect(
      problems(
        report([stay([traveller({ birthCountry: 'ITA', birthComune: '401001501', dateOfBirth: '1980-05-01' })])]),
      ),
    ).toEqual([]);
  });

  it('31 nights or more', () => {
    const [problem] = problems(report([stay([traveller()], { departure: '2026-12-21' })]));
    expect(problem).toMatchObject({ field: 'Numero Giorni di Permanenza', traveller: undefined });
    expect(problem.message).toMatch(/the stay has 31 nights; a record carries at most 30 days/);
    expect(problems(report([stay([traveller()], { departure: '2026-12-20' })]))).toEqual([]);
  });

  it.each([
    ['a name in another script', { lastName: 'Иванова' }, 'Cognome', /characters the record cannot hold/],
    [
      'a first name longer than 30',
      { firstName: 'Maria Antonietta Giuseppina Carla' },
      'Nome',
      /33 characters; the record holds 30/,
    ],
    ['sex X', { sex: 'X' as const }, 'Sesso', /only 1 \(maschio\) or 2 \(femmina\)/],
    ['born in Italy without a comune', { birthCountry: 'ITA' }, 'Comune Nascita', /needs the comune of birth/],
    ['a visa as document', { documentType: 'V' }, 'Tipo Documento', /a visa is not an identity document/],
    [
      'a head without document number',
      { documentNumber: undefined },
      'Numero Documento',
      /required for a single guest/,
    ],
    [
      'a document issued in Italy without its comune',
      { documentIssuingCountry: 'ITA' },
      'Luogo Rilascio Documento',
      /needs the comune that issued it/,
    ],
    ['a nationality Alloggiati has no state for', { nationality: 'XXB' }, 'Cittadinanza', /no state for XXB/],
  ])('%s', (_, over, field, message) => {
    const found = problems(report([stay([traveller(over)])]));
    expect(found.map((p) => p.field)).toEqual([field]);
    expect(found[0].message).toMatch(message);
  });

  it('a single guest with a companion, or a group member under a head of family', () => {
    const alone = problems(report([stay([traveller(), traveller({ role: 'family_member', firstName: 'Erik' })])]));
    expect(alone.map((p) => [p.traveller, p.field])).toEqual([['Anna Maria ERIKSSON', 'Tipo Alloggiato']]);
    const mixed = problems(
      report([stay([traveller({ role: 'head_of_family' }), traveller({ role: 'group_member', firstName: 'Erik' })])]),
    );
    expect(mixed[0].message).toBe("The stay's lead heads a family: its companions are family members.");
  });
});

describe('files of at most 1,000 lines', () => {
  it('starts a new file rather than split a stay', () => {
    const group = (n: number) => [
      traveller({ role: 'head_of_group' }),
      ...Array.from({ length: n - 1 }, () => traveller({ role: 'group_member' })),
    ];
    const { files: split } = files(report([stay(group(600)), stay(group(600)), stay(group(300))]));
    expect(split.map((file) => file.split('\r\n').length)).toEqual([600, 900]);
    expect(split.map((file) => readRecords(file)[0]['Tipo Alloggiato'])).toEqual(['18', '18']);
  });
});
