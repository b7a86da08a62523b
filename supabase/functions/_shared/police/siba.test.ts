/**
 * SIBA MovimentoBAL files (unverified format, docs/police-reports.md#portugal-siba): only foreign guests,
 * the elements in the order of the element list, values escaped, and the bad inputs in SIBA's terms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSiba } from './siba.ts';
import { loadPortugalTables, type PortugalTables } from './tables.ts';
import { readFixture, rendered, report, stay, traveller } from './testing/fixtures.ts';

let tables: PortugalTables;
beforeAll(async () => {
  tables = await loadPortugalTables();
});

const render = (input: ReturnType<typeof report>) => renderSiba(input, tables);
/** Element names in document order, to compare with the element list. */
const elementsOf = (xml: string) => [...xml.matchAll(/<([A-Za-z_]+)[\s>]/g)].map((m) => m[1]);

describe('SIBA', () => {
  it('writes the elements in the order of the element list', () => {
    const result = rendered(render(report([stay([traveller()])])));
    const list = readFixture('siba-bal-elements.csv')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[1]);
    // Fax is optional and absent here.
    expect(elementsOf(result.files[0])).toEqual(list.filter((name) => name !== 'Fax'));
  });

  it('leaves Portuguese nationals out, with a notice, and escapes names', () => {
    const result = rendered(
      render(
        report([
          stay([
            traveller({ role: 'head_of_family', lastName: 'Silva & Sá' }),
            traveller({ role: 'family_member', nationality: 'PRT', firstName: 'João' }),
          ]),
        ]),
      ),
    );
    expect(result.notices.map((n) => [n.traveller, n.field])).toEqual([['João ERIKSSON', 'Boletim_Alojamento']]);
    expect(result.files[0].match(/<Boletim_Alojamento>/g)).toHaveLength(1);
    expect(result.files[0]).toContain('<Apelido>SILVA &amp; SÁ</Apelido>');
  });

  it.each([
    ['no town of residence', { residenceCity: undefined }, 'Local_Residencia_Origem'],
    ['a visa as document', { documentType: 'V' }, 'Tipo_Documento'],
    ['no document number', { documentNumber: undefined }, 'Documento_Identificacao'],
    ['no country of residence', { residenceCountry: undefined }, 'Pais_Residencia_Origem'],
    ['a nationality without ISO code', { nationality: 'XXB' }, 'Nacionalidade'],
  ] as const)('refuses %s', (_, over, field) => {
    const result = render(report([stay([traveller(over)])]));
    expect(result.ok ? [] : result.problems.map((p) => [p.traveller, p.field])).toEqual([
      ['Anna Maria ERIKSSON', field],
    ]);
  });

  it('needs the hotel unit and a foreign guest', () => {
    const input = report([stay([traveller({ nationality: 'PRT' })])]);
    expect(render(input).ok).toBe(false);
    input.establishment.siba = undefined;
    const result = render(input);
    expect(result.ok ? [] : result.problems.filter((p) => p.severity === 'error').map((p) => p.field)).toEqual([
      'Unidade_Hoteleira',
    ]);
  });
});
