/**
 * `npm run police:tables -- <authority folder>`: rebuilds the code tables the police reports need at run
 * time (supabase/functions/_shared/police/tables/*.json) from the authorities' published files, laid out
 * as docs/police-reports.md#code-tables describes (italy/, spain/, portugal/). The folder is not part of
 * the repository; what was copied, from which version, is recorded in docs/decisions.md#police-code-tables.
 * Each table is one JSON object `{columns, rows}` whose `rows` is a single string, one line per row and
 * fields separated by `|` (cheap to parse, to type-check and to lazy-load in the SPA).
 * Italy's states also get the ISO/ICAO country they stand for (not in the portal's table): matched by
 * Italian name through i18n-iso-countries, plus the hand-checked list below.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import countries from 'i18n-iso-countries';
import italian from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import Papa from 'papaparse';
import { STATI_BY_HAND } from './police-tables-stati.ts';

const source = resolve(process.argv[2] ?? '../shared/authority');
const target = resolve(import.meta.dirname, '../supabase/functions/_shared/police/tables');

/** Rows of a CSV file with a header row, as objects (papaparse; the portal's files are CRLF). */
function csv(path: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(join(source, path), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  if (parsed.errors.length) throw new Error(`${path}: ${parsed.errors[0].message}`);
  return parsed.data;
}

/** `31/12/1983 00:00:00` (the portal's end of validity) → `1983-12-31`; empty stays empty. */
const isoDate = (dmy: string) => (dmy ? dmy.slice(6, 10) + '-' + dmy.slice(3, 5) + '-' + dmy.slice(0, 2) : '');

function write(name: string, columns: string[], rows: string[][]) {
  for (const row of rows) {
    if (row.some((field) => field.includes('|') || field.includes('\n'))) throw new Error(`${name}: ${row.join(',')}`);
  }
  const text = JSON.stringify({ columns, rows: rows.map((row) => row.join('|')).join('\n') });
  writeFileSync(join(target, name), text + '\n');
  console.log(`${name}: ${rows.length} rows, ${text.length} bytes`);
}

countries.registerLocale(italian);
const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
const isoByItalianName = new Map<string, string>();
for (const [alpha2, names] of Object.entries(countries.getNames('it', { select: 'all' }))) {
  for (const name of names) isoByItalianName.set(normalise(name), countries.alpha2ToAlpha3(alpha2) ?? '');
}

mkdirSync(target, { recursive: true });

const stati = csv('italy/stati.csv').map((row) => {
  const iso = STATI_BY_HAND[row.Codice] ?? isoByItalianName.get(normalise(row.Descrizione));
  if (iso === undefined) throw new Error(`italy/stati.csv: no country found for ${row.Codice} ${row.Descrizione}`);
  return [row.Codice, row.Descrizione, iso, isoDate(row.DataFineVal)];
});
write('it-stati.json', ['code', 'name', 'country', 'until'], stati);
write(
  'it-comuni.json',
  ['code', 'name', 'province', 'until'],
  csv('italy/comuni.csv').map((row) => [row.Codice, row.Descrizione, row.Provincia, isoDate(row.DataFineVal)]),
);
write(
  'it-documenti.json',
  ['code', 'name'],
  csv('italy/documenti.csv').map((row) => [row.Codice, row.Descrizione]),
);
write(
  'it-tipo-alloggiato.json',
  ['code', 'name'],
  csv('italy/tipo_alloggiato.csv').map((row) => [row.Codice, row.Descrizione]),
);
write(
  'es-municipios.json',
  ['code', 'name'],
  csv('spain/ine_municipios_2023.csv').map((row) => [row.codigo_municipio, row.NOMBRE]),
);
write(
  'es-catalogos.json',
  ['catalogue', 'code', 'name'],
  csv('spain/ses_catalogos.csv')
    .filter((row) => /^[A-Z_]+$/.test(row.catalogo))
    .map((row) => [row.catalogo, row.codigo, row.descripcion]),
);
write(
  'iso3166-alpha3.json',
  ['alpha3', 'alpha2', 'name'],
  csv('spain/iso3166_1_alpha3.csv').map((row) => [row.alpha_3, row.alpha_2, row.name]),
);
write(
  'pt-siba-documentos.json',
  ['code', 'name'],
  csv('portugal/siba_tipo_documento.csv').map((row) => [row.codigo, row.descricao]),
);
