/**
 * The authorities' code tables, copied into ./tables (docs/police-reports.md#code-tables; source and
 * version in docs/decisions.md#police-code-tables; rebuilt by `npm run police:tables`). Each file is
 * `{columns, rows}`, `rows` one string of `|`-separated lines. They are loaded lazily (dynamic import),
 * so no route's initial JS carries them; the renderers receive them as an argument and stay pure.
 */

/** A table file as stored. */
interface TableFile {
  columns: string[];
  rows: string;
}

/** Rows of a table file as objects keyed by its column names. */
function rowsOf<T>(file: TableFile): T[] {
  return file.rows.split('\n').map((line) => {
    const fields = line.split('|');
    return Object.fromEntries(file.columns.map((column, i) => [column, fields[i] ?? ''])) as T;
  });
}

/** A code valid until `until` (ISO date, inclusive; '' = still valid), as Alloggiati's tables give it. */
export interface DatedCode {
  code: string;
  name: string;
  /** ISO date of the last day the code is valid; '' while valid. */
  until: string;
}
/** An Alloggiati state, with the ISO 3166-1 alpha-3 (or ICAO) country it stands for ('' = none today). */
export type ItalianState = DatedCode & { country: string };
/** An Alloggiati comune with its province (sigla). */
export type ItalianComune = DatedCode & { province: string };
export interface Named {
  code: string;
  name: string;
}

/** Alloggiati Web's tables (Polizia di Stato, official copies). */
export interface ItalyTables {
  states: ItalianState[];
  comuni: Map<string, ItalianComune>;
  documents: Map<string, Named>;
}
/** SES.HOSPEDAJES's lists: INE municipalities (official), SES catalogues (third-party), ISO alpha-3. */
export interface SpainTables {
  municipalities: Map<string, Named>;
  /** catalogue name (TIPO_DOCUMENTO, SEXO, TIPO_PARENTESCO, TIPO_PAGO) → codes. */
  catalogues: Map<string, Map<string, Named>>;
  isoAlpha3: Set<string>;
}
/** SIBA's document types (third-party) and ISO alpha-3 (SIBA's own country list is unavailable). */
export interface PortugalTables {
  documents: Map<string, Named>;
  isoAlpha3: Set<string>;
}

const byCode = <T extends { code: string }>(rows: T[]) => new Map(rows.map((row) => [row.code, row]));
const json = { with: { type: 'json' } } as const;
type Module = { default: TableFile };

async function isoAlpha3(): Promise<Set<string>> {
  const file = ((await import('./tables/iso3166-alpha3.json', json)) as Module).default;
  return new Set(rowsOf<{ alpha3: string }>(file).map((row) => row.alpha3));
}

/** Loads Italy's tables (comuni: ~340 KB of JSON). */
export async function loadItalyTables(): Promise<ItalyTables> {
  const [states, comuni, documents] = await Promise.all([
    import('./tables/it-stati.json', json),
    import('./tables/it-comuni.json', json),
    import('./tables/it-documenti.json', json),
  ]);
  return {
    states: rowsOf<ItalianState>((states as Module).default),
    comuni: byCode(rowsOf<ItalianComune>((comuni as Module).default)),
    documents: byCode(rowsOf<Named>((documents as Module).default)),
  };
}

/** Loads Spain's tables (municipalities: ~170 KB of JSON). */
export async function loadSpainTables(): Promise<SpainTables> {
  const [municipalities, catalogues, iso] = await Promise.all([
    import('./tables/es-municipios.json', json),
    import('./tables/es-catalogos.json', json),
    isoAlpha3(),
  ]);
  const lists = new Map<string, Map<string, Named>>();
  for (const row of rowsOf<Named & { catalogue: string }>((catalogues as Module).default)) {
    if (!lists.has(row.catalogue)) lists.set(row.catalogue, new Map());
    lists.get(row.catalogue)!.set(row.code, { code: row.code, name: row.name });
  }
  return {
    municipalities: byCode(rowsOf<Named>((municipalities as Module).default)),
    catalogues: lists,
    isoAlpha3: iso,
  };
}

/** Loads Portugal's tables. */
export async function loadPortugalTables(): Promise<PortugalTables> {
  const [documents, iso] = await Promise.all([import('./tables/pt-siba-documentos.json', json), isoAlpha3()]);
  return { documents: byCode(rowsOf<Named>((documents as Module).default)), isoAlpha3: iso };
}

/** Whether a dated code is valid on `date` (ISO): not ended before it. */
export const validOn = (code: DatedCode, date: string) => code.until === '' || code.until >= date;

/**
 * Loads the two place lists a guest's places are chosen from (docs/police-reports.md#guest-fields):
 * every Alloggiati comune (ceased ones too: a birth place is the comune as it was on the birth date)
 * and every INE municipality. The SPA's place selects call it on first use.
 */
export async function loadPlaceTables(): Promise<{ comuni: ItalianComune[]; municipalities: Named[] }> {
  const [comuni, municipalities] = await Promise.all([
    import('./tables/it-comuni.json', json),
    import('./tables/es-municipios.json', json),
  ]);
  return {
    comuni: rowsOf<ItalianComune>((comuni as Module).default),
    municipalities: rowsOf<Named>((municipalities as Module).default),
  };
}
