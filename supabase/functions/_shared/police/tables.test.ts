/**
 * The copied code tables (docs/decisions.md#police-code-tables): complete (the counts of the published
 * files), the rows the rules lean on, and the code lists written out elsewhere — the zod enums and the
 * SQL checks of the stays migration — equal to the tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ICAO_COUNTRY_CODES } from '../countries.ts';
import { TIPO_ALLOGGIATO } from './alloggiati.ts';
import { italianState, tableCountry } from './country-codes.ts';
import { PAYMENT_TYPES, RELATIONSHIPS } from './stay-schema.ts';
import {
  loadItalyTables,
  loadPortugalTables,
  loadSpainTables,
  type ItalyTables,
  type PortugalTables,
  type SpainTables,
} from './tables.ts';
import tipoAlloggiato from './tables/it-tipo-alloggiato.json' with { type: 'json' };

let italy: ItalyTables;
let spain: SpainTables;
let portugal: PortugalTables;
beforeAll(async () => {
  [italy, spain, portugal] = await Promise.all([loadItalyTables(), loadSpainTables(), loadPortugalTables()]);
});

const migration = readFileSync(resolve(import.meta.dirname, '../../../migrations/20261127060000_stays.sql'), 'utf8');
/** The quoted codes of a check constraint of the stays migration. */
const sqlCodes = (constraint: string) =>
  [...(new RegExp(`${constraint} check \\(([\\s\\S]*?)\\)\\)`).exec(migration)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
    (m) => m[1],
  );

describe('the copied tables', () => {
  it('hold every row of the published files', () => {
    expect(italy.comuni.size).toBe(11284);
    expect(italy.states).toHaveLength(236);
    expect(italy.documents.size).toBe(95);
    expect(spain.municipalities.size).toBe(8131);
    expect(spain.isoAlpha3.size).toBe(249);
    expect(portugal.documents.size).toBe(3);
  });

  it('keep the rows the worked examples and rules use', () => {
    expect(italy.comuni.get('412058091')).toEqual({ code: '412058091', name: 'ROMA', province: 'RM', until: '' });
    expect(italy.comuni.get('401001501')?.until).toBe('1983-12-31');
    expect(italy.documents.get('PASOR')?.name).toBe('PASSAPORTO ORDINARIO');
    expect(spain.municipalities.get('28079')?.name).toBe('Madrid');
    expect(spain.municipalities.get('02014')?.name).toBe('Ballestero, El');
  });

  it('give every Alloggiati state a country a guest can carry, or none for states that ended', () => {
    const reachable = new Set(ICAO_COUNTRY_CODES.map(tableCountry));
    for (const state of italy.states) {
      if (state.country === '') expect(state.until, state.name).not.toBe('');
      else expect(reachable.has(state.country), `${state.name} ${state.country}`).toBe(true);
    }
    expect(italianState('SWE', '2026-11-20', italy.states)?.code).toBe('100000240');
    expect(italianState('D', '2026-11-20', italy.states)?.name).toBe('GERMANIA');
    expect(italianState('MKD', '1990-01-01', italy.states)?.name).toBe('MACEDONIA');
    expect(italianState('MKD', '2026-11-20', italy.states)?.name).toBe('MACEDONIA DEL NORD');
    expect(italianState('XXA', '2026-11-20', italy.states)?.name).toBe('APOLIDE');
  });

  it('agree with the code lists written in the schema and the migration', () => {
    const codes = (catalogue: string) => [...(spain.catalogues.get(catalogue)?.keys() ?? [])].sort();
    expect([...RELATIONSHIPS].sort()).toEqual(codes('TIPO_PARENTESCO'));
    expect(sqlCodes('guests_relationship_known').sort()).toEqual(codes('TIPO_PARENTESCO'));
    expect([...PAYMENT_TYPES].sort()).toEqual(codes('TIPO_PAGO'));
    expect(sqlCodes('stays_payment_type_known').sort()).toEqual(codes('TIPO_PAGO'));
    const types = tipoAlloggiato.rows.split('\n').map((row) => row.split('|')[0]);
    expect(Object.values(TIPO_ALLOGGIATO).sort()).toEqual(types);
    expect(Object.keys(TIPO_ALLOGGIATO).sort()).toEqual(sqlCodes('guests_stay_role_known').sort());
  });
});
