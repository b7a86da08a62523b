/**
 * Italy, Alloggiati Web (Polizia di Stato, art. 109 TULPS): the `.txt` file the portal's upload takes
 * (docs/police-reports.md#italy-alloggiati-web). Pure: stays and tables in, files or problems out.
 * One 168-character record per guest, each stay's lead first and its family or group members right
 * after; CRLF between records and none after the last; at most 1,000 lines a file (a stay is never
 * split across files).
 */
import { italianDate, MAX_LINES_PER_FILE, plainName, record, type RecordField } from './alloggiati-record.ts';
import { italianState } from './country-codes.ts';
import { italianDocumentType } from './documents.ts';
import { checkParty, leadFirst, nightsBetween, ProblemList, stayLabel, type Reporter } from './problems.ts';
import type { ReportInput, Stay, StayRole, Traveller } from './stay-schema.ts';
import { validOn, type ItalyTables } from './tables.ts';

/** Tipo Alloggiato (tipo_alloggiato.csv) of each role. */
export const TIPO_ALLOGGIATO: Readonly<Record<StayRole, string>> = {
  single: '16',
  head_of_family: '17',
  head_of_group: '18',
  family_member: '19',
  group_member: '20',
};
/** Longest stay one record can carry (Numero Giorni di Permanenza). */
export const MAX_DAYS = 30;

type Values = Partial<Record<RecordField, string>>;

function name(field: 'Cognome' | 'Nome', value: string, width: number, report: Reporter): string | undefined {
  const { text, changed, unwritable } = plainName(value);
  if (unwritable.length) {
    report.error(
      field,
      `"${value}" has characters the record cannot hold (${unwritable.join(' ')}): Alloggiati takes ` +
        'Latin letters, spaces, apostrophes and hyphens. Write the name as the document prints it in Latin letters (its MRZ).',
    );
    return undefined;
  }
  if (text.length > width) {
    report.error(
      field,
      `"${text}" is ${text.length} characters; the record holds ${width}. Shorten it as the document's MRZ does.`,
    );
    return undefined;
  }
  if (changed)
    report.notice(field, `written as "${text}": the record holds plain upper-case letters, so accents are dropped.`);
  return text;
}

function birth(traveller: Traveller, tables: ItalyTables, report: Reporter): Values {
  const { birthCountry, birthComune, dateOfBirth } = traveller;
  const values: Values = {};
  if (!birthCountry) {
    report.error('Stato Nascita', 'the country of birth is required for every guest.');
    return values;
  }
  const state = italianState(birthCountry, dateOfBirth, tables.states);
  if (state) values['Stato Nascita'] = state.code;
  else report.error('Stato Nascita', `Alloggiati has no state for ${birthCountry} on the birth date ${dateOfBirth}.`);
  if (birthCountry !== 'ITA') return values;
  const comune = birthComune && tables.comuni.get(birthComune);
  if (!comune) {
    report.error(
      'Comune Nascita',
      birthComune
        ? `${birthComune} is not in Alloggiati's list of comuni.`
        : 'a guest born in Italy needs the comune of birth (and its province).',
    );
  } else if (!validOn(comune, dateOfBirth)) {
    report.error(
      'Comune Nascita',
      `${comune.name} (${comune.province}, ${comune.code}) ceased on ${comune.until}, ` +
        `before the birth on ${dateOfBirth}: Alloggiati wants the comune as it was on the birth date.`,
    );
  } else {
    values['Comune Nascita'] = comune.code;
    values['Provincia Nascita'] = comune.province;
  }
  return values;
}

function identityDocument(traveller: Traveller, arrival: string, tables: ItalyTables, report: Reporter): Values {
  const needed = 'is required for a single guest, a head of family and a head of group';
  const { documentType, documentNumber, documentIssuingCountry: issuer, documentIssueComune } = traveller;
  const values: Values = {};
  const type = documentType ? italianDocumentType(documentType, issuer) : { reason: `the document type ${needed}` };
  if ('code' in type && tables.documents.has(type.code)) values['Tipo Documento'] = type.code;
  else report.error('Tipo Documento', 'reason' in type ? type.reason : `${type.code} is not in Alloggiati's list.`);
  const number = documentNumber?.toUpperCase();
  if (!number) report.error('Numero Documento', `the document number ${needed}.`);
  else if (!/^[A-Z0-9]{1,20}$/.test(number))
    report.error('Numero Documento', `"${documentNumber}": Alloggiati takes up to 20 letters and digits, as printed.`);
  else values['Numero Documento'] = number;
  if (!issuer) {
    report.error('Luogo Rilascio Documento', `the country that issued the document ${needed}.`);
  } else if (issuer === 'ITA') {
    const comune = documentIssueComune && tables.comuni.get(documentIssueComune);
    if (comune && validOn(comune, arrival)) values['Luogo Rilascio Documento'] = comune.code;
    else
      report.error(
        'Luogo Rilascio Documento',
        'a document issued in Italy needs the comune that issued it, as it is today.',
      );
  } else {
    const state = italianState(issuer, arrival, tables.states);
    if (state) values['Luogo Rilascio Documento'] = state.code;
    else report.error('Luogo Rilascio Documento', `Alloggiati has no state for ${issuer} today.`);
  }
  return values;
}

function travellerRecord(stay: Stay, traveller: Traveller, days: string, tables: ItalyTables, report: Reporter) {
  const sex = traveller.sex === 'M' ? '1' : traveller.sex === 'F' ? '2' : undefined;
  if (!sex)
    report.error('Sesso', 'Alloggiati takes only 1 (maschio) or 2 (femmina); give M or F as the document says.');
  const citizenship = italianState(traveller.nationality, stay.arrival, tables.states);
  if (!citizenship) report.error('Cittadinanza', `Alloggiati has no state for ${traveller.nationality} today.`);
  const isMember = traveller.role === 'family_member' || traveller.role === 'group_member';
  return {
    'Tipo Alloggiato': TIPO_ALLOGGIATO[traveller.role],
    'Data Arrivo': italianDate(stay.arrival),
    'Numero Giorni di Permanenza': days,
    Cognome: name('Cognome', [traveller.lastName, traveller.secondLastName].filter(Boolean).join(' '), 50, report),
    Nome: name('Nome', traveller.firstName, 30, report),
    Sesso: sex,
    'Data Nascita': italianDate(traveller.dateOfBirth),
    Cittadinanza: citizenship?.code,
    ...birth(traveller, tables, report),
    // Members' document fields stay blank: their head's document covers them.
    ...(isMember ? {} : identityDocument(traveller, stay.arrival, tables, report)),
  } satisfies Values;
}

/**
 * The Alloggiati files for these stays.
 * @returns `{ok: true, files}` (each file's text, records joined by CRLF) or `{ok: false, problems}`
 */
export function renderAlloggiati(input: ReportInput, tables: ItalyTables) {
  const problems = new ProblemList();
  const stays = input.stays.map((stay, index) => {
    const label = stayLabel(stay, index);
    const at = (traveller?: Traveller) => problems.at(label, traveller);
    checkParty(stay, at);
    const nights = nightsBetween(stay.arrival, stay.departure);
    if (nights < 1 || nights > MAX_DAYS) {
      at().error(
        'Numero Giorni di Permanenza',
        nights < 1
          ? 'the departure must be at least one day after the arrival.'
          : `the stay has ${nights} nights; a record carries at most ${MAX_DAYS} days. Report the first ${MAX_DAYS} now and the rest as a new arrival on day ${MAX_DAYS + 1}.`,
      );
    }
    const days = String(Math.min(Math.max(nights, 0), 99)).padStart(2, '0');
    return leadFirst(stay).map((traveller) => travellerRecord(stay, traveller, days, tables, at(traveller)));
  });
  if (stays.some((lines) => lines.length > MAX_LINES_PER_FILE)) {
    problems
      .at('')
      .error(
        'file',
        `one stay has more than ${MAX_LINES_PER_FILE} guests; an Alloggiati file holds at most ${MAX_LINES_PER_FILE} lines.`,
      );
  }
  return problems.result(() => {
    const files: string[][] = [[]];
    for (const lines of stays.map((values) => values.map(record))) {
      if (files[files.length - 1].length + lines.length > MAX_LINES_PER_FILE) files.push([]);
      files[files.length - 1].push(...lines);
    }
    return files.map((lines) => lines.join('\r\n'));
  });
}
