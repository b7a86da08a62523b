/**
 * SES.HOSPEDAJES PV files: every file any test here makes is validated with xmllint against the official
 * XSD, the rules the XSD cannot express are refused in the spec's terms, and the ZIP + Base64 form reads
 * back to the same XML.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSes } from './ses.ts';
import { SES_ZIP_ENTRY, sesSolicitud } from './ses-package.ts';
import { loadSpainTables, type SpainTables } from './tables.ts';
import { rendered, report, stay, traveller, xmllintSes } from './testing/fixtures.ts';

let tables: SpainTables;
beforeAll(async () => {
  tables = await loadSpainTables();
});

/** The files, each checked against the XSD. */
function valid(input: ReturnType<typeof report>) {
  const result = rendered(renderSes(input, tables));
  for (const file of result.files) expect(xmllintSes(file)).toEqual({ valid: true, output: '' });
  return result.files;
}
const errors = (input: ReturnType<typeof report>) => {
  const result = renderSes(input, tables);
  return result.ok ? [] : result.problems.filter((p) => p.severity === 'error');
};

/** A Spanish couple from Madrid with their daughter: NIF, support number, second surname, INE code. */
const spanish = (over: Parameters<typeof traveller>[0] = {}) =>
  traveller({
    firstName: 'Lucía',
    lastName: 'García',
    secondLastName: 'Núñez',
    nationality: 'ESP',
    birthCountry: 'ESP',
    documentType: 'ID',
    documentNumber: '00000000T',
    documentSupport: 'BAA000000',
    documentIssuingCountry: 'ESP',
    residenceAddress: 'C/ Serrano 127, 2ºB',
    residenceMunicipality: '28079',
    residenceCity: undefined,
    residencePostcode: '28001',
    residenceCountry: 'ESP',
    phone: '+34 600 000 000',
    ...over,
  });
const daughter = spanish({
  role: 'family_member',
  firstName: 'Inés',
  dateOfBirth: '2016-02-29',
  documentType: undefined,
  documentNumber: undefined,
  documentSupport: undefined,
  relationship: 'HJ',
});

describe('a Spanish family with a minor', () => {
  it('renders one communication with three people, valid against the XSD', () => {
    const [xml] = valid(
      report([
        stay([
          spanish({ role: 'head_of_family' }),
          daughter,
          spanish({
            role: 'family_member',
            firstName: 'Seán',
            lastName: "O'Neill",
            sex: 'M',
            nationality: 'IRL',
            documentType: 'P',
            documentNumber: 'PX1234567',
            documentIssuingCountry: 'IRL',
            documentSupport: undefined,
            secondLastName: undefined,
          }),
        ]),
      ]),
    );
    expect(xml.match(/<persona>/g)).toHaveLength(3);
    expect(xml).toContain('<numPersonas>3</numPersonas>');
    expect(xml).toContain('<tipoDocumento>NIF</tipoDocumento>');
    expect(xml).toContain('<soporteDocumento>BAA000000</soporteDocumento>');
    expect(xml).toContain('<codigoMunicipio>28079</codigoMunicipio>');
    expect(xml).toContain('<parentesco>HJ</parentesco>');
    // Accents and apostrophes are kept as written (UTF-8, escaped where XML needs it).
    expect(xml).toContain('<nombre>Lucía</nombre>');
    expect(xml).toContain("<apellido1>O'Neill</apellido1>");
    expect(xml).toContain('<direccion>C/ Serrano 127, 2ºB</direccion>');
  });

  it('escapes what XML reserves', () => {
    const [xml] = valid(report([stay([traveller({ residenceAddress: 'Rue <Haute> & Basse 3' })])]));
    expect(xml).toContain('<direccion>Rue &lt;Haute&gt; &amp; Basse 3</direccion>');
  });
});

describe('bad inputs, refused in the terms of spec v3.1.3', () => {
  it.each([
    [
      'a minor without relationship',
      [spanish({ role: 'head_of_family' }), { ...daughter, relationship: undefined }],
      'Inés GARCÍA',
      'parentesco',
      /a minor \(under 18\) needs their relationship/,
    ],
    [
      'a Spanish resident without municipality',
      [traveller({ residenceCountry: 'ESP', residenceMunicipality: undefined })],
      'Anna Maria ERIKSSON',
      'codigoMunicipio',
      /a resident of Spain needs the INE code/,
    ],
    [
      'an unknown municipality code',
      [traveller({ residenceCountry: 'ESP', residenceMunicipality: '99999' })],
      'Anna Maria ERIKSSON',
      'codigoMunicipio',
      /99999 is not in INE's list/,
    ],
    [
      'a foreign address without town',
      [traveller({ residenceCity: undefined })],
      'Anna Maria ERIKSSON',
      'nombreMunicipio',
      /town or city/,
    ],
    [
      'a NIF without support number',
      [spanish({ documentSupport: undefined })],
      'Lucía GARCÍA',
      'soporteDocumento',
      /support number of the card is required with a NIF/,
    ],
    [
      'a NIF without second surname',
      [spanish({ secondLastName: undefined })],
      'Lucía GARCÍA',
      'apellido2',
      /second surname is required with a NIF/,
    ],
    [
      'a NIF whose letter is wrong',
      [spanish({ documentNumber: '00000000A' })],
      'Lucía GARCÍA',
      'numeroDocumento',
      /not a valid NIF/,
    ],
    [
      'an adult without document',
      [traveller({ documentType: undefined, documentNumber: undefined })],
      'Anna Maria ERIKSSON',
      'tipoDocumento',
      /required for every adult/,
    ],
    [
      'no phone and no e-mail',
      [traveller({ email: undefined })],
      'Anna Maria ERIKSSON',
      'correo',
      /a phone number or an e-mail address/,
    ],
    [
      'a first name longer than 50',
      [traveller({ firstName: 'A'.repeat(51) })],
      `${'A'.repeat(51)} ERIKSSON`,
      'nombre',
      /SES takes 50/,
    ],
  ] as const)('%s', (_, people, who, field, message) => {
    const found = errors(report([stay([...people])]));
    expect(found.map((p) => [p.traveller, p.field])).toEqual([[who, field]]);
    expect(found[0].message).toMatch(message);
  });

  it('the contract: reference, date and payment type, and the establishment code', () => {
    const input = report([
      stay([traveller()], { reference: undefined, contractDate: undefined, paymentType: undefined }),
    ]);
    input.establishment.sesCode = undefined;
    expect(errors(input).map((p) => `${p.stay} ${p.field}`)).toEqual([
      'hotel codigoEstablecimiento',
      'stay 1 referencia',
      'stay 1 fechaContrato',
      'stay 1 tipoPago',
    ]);
  });

  it('a nationality without ISO code is left out, with a notice, and the file still validates', () => {
    const result = renderSes(report([stay([traveller({ nationality: 'XXA' })])]), tables);
    expect(result.ok && result.notices.map((n) => n.field)).toEqual(['nacionalidad']);
    const [xml] = valid(report([stay([traveller({ nationality: 'XXA' })])]));
    expect(xml).not.toContain('<nacionalidad>');
  });
});

describe('the web service form', () => {
  it('is the XML in a ZIP, Base64-encoded, and reads back to the same bytes', () => {
    const [xml] = valid(report([stay([traveller()])]));
    const encoded = sesSolicitud(xml, new Date('2026-11-20T18:00:00'));
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const zip = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // "PK\3\4": a ZIP local file header
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual([SES_ZIP_ENTRY]);
    expect(strFromU8(entries[SES_ZIP_ENTRY])).toBe(xml);
  });

  it('starts a new file after 100 communications', () => {
    const stays = Array.from({ length: 101 }, (_, i) => stay([traveller()], { reference: `STAY-${i + 1}` }));
    const files = valid(report(stays));
    expect(files.map((f) => f.match(/<comunicacion>/g)!.length)).toEqual([100, 1]);
  });
});
