/**
 * The worked examples (docs/police-reports.md#worked-examples): the same traveller, Anna Maria Eriksson,
 * reported by a hotel in Rome, Madrid and Lisbon. Each renderer must write exactly the expected file
 * kept in ./testing (copied from the authorities' reference folder), and the Spanish one must validate
 * against the official XSD; the official Anexo I example proves that xmllint and the schema really bite.
 */
import { describe, expect, it } from 'vitest';
import { renderPoliceReport, type PoliceFormat } from './render.ts';
import { jsonFixture, readFixture, rendered, withoutComments, xmllintSes } from './testing/fixtures.ts';

async function render(format: PoliceFormat, fixture: string) {
  const result = rendered(await renderPoliceReport(format, jsonFixture(fixture)));
  expect(result.notices).toEqual([]);
  expect(result.files).toHaveLength(1);
  return result.files[0];
}

describe('the worked examples', () => {
  it('Rome: one 168-character Alloggiati record, byte for byte, with no line ending', async () => {
    const file = await render('alloggiati', 'rome-eriksson.json');
    expect(file).toBe(readFixture('rome-eriksson.expected.txt'));
    expect(file).toHaveLength(168);
  });

  it('Madrid: the PV altaParteHospedaje XML, identical to the example and valid against the XSD', async () => {
    const xml = await render('ses', 'madrid-eriksson.json');
    expect(xml).toBe(withoutComments(readFixture('madrid-eriksson.expected.xml')));
    expect(xmllintSes(xml)).toEqual({ valid: true, output: '' });
  });

  it('Lisbon: the SIBA MovimentoBAL XML, identical to the (unverified) example', async () => {
    const xml = await render('siba', 'lisbon-eriksson.json');
    expect(xml).toBe(withoutComments(readFixture('lisbon-eriksson.expected.xml')));
  });
});

describe('the XSD check can fail', () => {
  it("accepts the ministry's own Anexo I example", () => {
    expect(xmllintSes(readFixture('ses-anexo1-official.xml')).valid).toBe(true);
  });

  it('refuses it with a two-letter nationality, an unknown element, or elements out of order', () => {
    const official = readFixture('ses-anexo1-official.xml');
    const broken = [
      official.replace('<nacionalidad>ESP</nacionalidad>', '<nacionalidad>ES</nacionalidad>'),
      official.replace('<rol>VI</rol>', '<rol>VI</rol><apodo>Juanito</apodo>'),
      official.replace(
        '<nombre>Juan</nombre>\n        <apellido1>García</apellido1>',
        '<apellido1>García</apellido1>\n        <nombre>Juan</nombre>',
      ),
    ];
    for (const xml of broken) {
      expect(xml).not.toBe(official);
      const { valid, output } = xmllintSes(xml);
      expect(valid).toBe(false);
      expect(output).toMatch(/fails to validate/);
    }
  });
});
